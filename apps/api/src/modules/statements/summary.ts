// The summary of a deal's read statements and what it proposes (decisions 088, 089), made in the
// reading pool's worker (read/worker.ts) so a year of a busy account (a second of CPU) never stalls
// the API's event loop. Pure: the statements in, the summary or the timeline's error out.
import type {
  StatementProposal,
  StatementSummary,
} from "@portal/contract/statements/statement-schemas";
import { summariseStatements } from "./figures";
import { proposalOf } from "./proposal";
import { TimelineError, type StatementInput } from "./timeline";
import type { ReadStatement, StatementLine } from "./types";

/**
 * A read statement to summarise. Its lines may come as the JSON text the database keeps them as:
 * they are parsed in the worker then, not on the API's thread.
 */
export interface SummaryInput {
  id: string;
  statement: Omit<ReadStatement, "lines"> & { lines: StatementLine[] | string };
}

export interface Summary {
  summary: StatementSummary | null;
  proposal: StatementProposal | null;
}

/** What the worker answers: the summary, or the timeline's refusal of these statements. */
export type SummaryOutcome =
  { summary: Summary } | { timelineError: { code: TimelineError["code"]; lineId?: string } };

/** The statements as the timeline takes them: lines parsed, ordered by period. */
export function statementInputs(inputs: readonly SummaryInput[]): StatementInput[] {
  return (
    inputs
      .map(({ id, statement }) => ({
        id,
        statement: {
          ...statement,
          lines:
            typeof statement.lines === "string"
              ? ((JSON.parse(statement.lines) as StatementLine[] | null) ?? [])
              : statement.lines,
        },
      }))
      // By period, whatever order the documents were uploaded in: the same summary every time.
      .sort(
        (a, b) =>
          (a.statement.periodStart ?? a.statement.lines[0]?.date ?? "").localeCompare(
            b.statement.periodStart ?? b.statement.lines[0]?.date ?? "",
          ) || a.id.localeCompare(b.id),
      )
  );
}

/** The summary and, when asked, the proposal; a TimelineError comes back as a value. */
export function summaryOutcome(
  inputs: readonly SummaryInput[],
  withProposal: boolean,
): SummaryOutcome {
  const statements = statementInputs(inputs);
  try {
    const summary = summariseStatements(statements);
    return {
      summary: { summary, proposal: withProposal ? proposalOf(summary, statements) : null },
    };
  } catch (err) {
    if (err instanceof TimelineError)
      return {
        timelineError: {
          code: err.code,
          ...(err.lineId !== undefined ? { lineId: err.lineId } : {}),
        },
      };
    throw err;
  }
}
