// What a deal's statements look like to the broker and to a funder (issue 37, decision 089): each
// document with its reading, the summary of the read ones (decision 088) and the lines behind a
// figure. Pure but for the lines, read from the statements of the documents the caller may see.
import type { Executor } from "@portal/db/database";
import type { Document } from "@portal/contract/documents/document-schemas";
import type {
  DealStatements,
  StatementDocument,
  StatementLineItem,
  StatementRefusalCode,
} from "@portal/contract/statements/statement-schemas";
import { AppError } from "../../lib/app-error";
import { summariseStatements } from "./figures";
import { proposalOf } from "./proposal";
import * as repo from "./repo";
import { TimelineError, type StatementInput } from "./timeline";
import type { ReadStatement } from "./types";

/** The reader's currency when a file names none: the deal's is used then. */
export const noCurrency = "XXX";

export function statementOf(
  row: repo.StatementHead,
  currency: string,
  lines: ReadStatement["lines"] = [],
): ReadStatement {
  return {
    format: row.format as ReadStatement["format"],
    ...(row.bank ? { bank: row.bank } : {}),
    ...(row.accountName ? { accountName: row.accountName } : {}),
    ...(row.accountLast4 ? { accountLast4: row.accountLast4 } : {}),
    currency: !row.currency || row.currency === noCurrency ? currency : row.currency,
    ...(row.periodStart ? { periodStart: row.periodStart } : {}),
    ...(row.periodEnd ? { periodEnd: row.periodEnd } : {}),
    ...(row.openingBalanceMinor !== null ? { openingBalanceMinor: row.openingBalanceMinor } : {}),
    ...(row.closingBalanceMinor !== null ? { closingBalanceMinor: row.closingBalanceMinor } : {}),
    lines,
    ...(row.meta ? { meta: row.meta } : {}),
  };
}

export function toStatementDocument(
  document: Document,
  row: repo.StatementHead | undefined,
  currency: string | null,
): StatementDocument {
  const answer: StatementDocument = {
    documentId: document.id,
    fileName: document.fileName,
    status: row?.status ?? "reading",
  };
  if (!row || row.status === "reading") return answer;
  answer.readAt = row.readAt?.toISOString();
  if (row.status === "refused") {
    answer.refusal = {
      code: row.refusalCode as StatementRefusalCode,
      ...(row.refusalColumns ? { columns: row.refusalColumns } : {}),
    };
    return answer;
  }
  const statement = statementOf(row, currency ?? noCurrency);
  return {
    ...answer,
    format: statement.format,
    ...(statement.bank ? { bank: statement.bank } : {}),
    ...(statement.accountName ? { accountName: statement.accountName } : {}),
    ...(statement.accountLast4 ? { accountLast4: statement.accountLast4 } : {}),
    ...(statement.currency !== noCurrency ? { currency: statement.currency } : {}),
    ...(statement.periodStart ? { periodStart: statement.periodStart } : {}),
    ...(statement.periodEnd ? { periodEnd: statement.periodEnd } : {}),
    lineCount: row.lineCount ?? statement.lines.length,
  };
}

type Summary = Pick<DealStatements, "summary" | "proposal">;

/** Summaries kept per process: a year of a busy account takes a second of CPU to summarise. */
const keptSummaries = 64;

/**
 * The summary of the read statements among these documents, and the proposal when asked. Kept
 * in memory by the statements' ids and reading times and the currency, so a page opened again
 * (or by a colleague, or polled) neither reads the lines nor summarises them again.
 */
export function createSummaries(db: Executor) {
  // Promises, so two GETs of one set at once (two viewers after a live update) build it once.
  const kept = new Map<string, Promise<Summary>>();
  return async function summaryOf(
    statementDocuments: Document[],
    rows: repo.StatementHead[],
    currency: string,
    withProposal: boolean,
  ): Promise<Summary> {
    const shown = new Set(statementDocuments.map((d) => d.id));
    const read = rows.filter((row) => row.status === "read" && shown.has(row.documentId));
    if (read.length === 0) return { summary: null, proposal: null };
    const key = [
      currency,
      withProposal,
      ...read.map((row) => `${row.documentId}@${row.readAt?.getTime()}`).sort(),
    ].join("|");
    const found = kept.get(key);
    if (found) return found;
    const building = (async () => {
      const lines = new Map(
        (
          await repo.linesOfDocuments(
            db,
            read.map((row) => row.documentId),
          )
        ).map((row) => [row.documentId, row.lines ?? []]),
      );
      return summarise(read, lines, currency, withProposal);
    })();
    kept.set(key, building);
    // A failure is not kept: the next GET tries again.
    building.catch(() => kept.delete(key));
    if (kept.size > keptSummaries) kept.delete(kept.keys().next().value!);
    return building;
  };
}

function summarise(
  read: repo.StatementHead[],
  lines: Map<string, ReadStatement["lines"]>,
  currency: string,
  withProposal: boolean,
): Summary {
  const inputs: StatementInput[] = read
    .map((row) => ({
      id: row.documentId,
      statement: statementOf(row, currency, lines.get(row.documentId) ?? []),
    }))
    // By period, whatever order the documents were uploaded in: the same summary every time.
    .sort(
      (a, b) =>
        (a.statement.periodStart ?? a.statement.lines[0]?.date ?? "").localeCompare(
          b.statement.periodStart ?? b.statement.lines[0]?.date ?? "",
        ) || a.id.localeCompare(b.id),
    );
  try {
    const summary = summariseStatements(inputs);
    return { summary, proposal: withProposal ? proposalOf(summary, inputs) : null };
  } catch (err) {
    if (err instanceof TimelineError) throw new AppError("statements_unreadable", { cause: err });
    throw err;
  }
}

/** The lines `ids` names among these documents' statements; unknown ids are left out. */
export async function linesAmong(
  db: Executor,
  statementDocuments: Document[],
  ids: readonly string[],
): Promise<{ lines: StatementLineItem[] }> {
  const byId = new Map(statementDocuments.map((d) => [d.id, d]));
  const wanted = [...new Set(ids)];
  const documentIds = new Set(
    wanted.map((id) => id.slice(0, id.indexOf(":"))).filter((id) => byId.has(id)),
  );
  const rows = await repo.linesOfDocuments(db, [...documentIds]);
  const lines = new Map<string, StatementLineItem>();
  for (const row of rows) {
    const document = byId.get(row.documentId)!;
    for (const line of row.lines ?? []) {
      lines.set(`${row.documentId}:${line.id}`, {
        id: `${row.documentId}:${line.id}`,
        documentId: row.documentId,
        fileName: document.fileName,
        date: line.date,
        description: line.description,
        amountMinor: line.amountMinor,
        ...(line.balanceMinor !== undefined ? { balanceMinor: line.balanceMinor } : {}),
        ...(line.source.page !== undefined ? { page: line.source.page } : {}),
        line: line.source.line,
      });
    }
  }
  return { lines: wanted.flatMap((id) => lines.get(id) ?? []) };
}
