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
import type { StatementReadPool } from "./read/pool";
import * as repo from "./repo";
import type { Summary, SummaryInput } from "./summary";
import { TimelineError } from "./timeline";
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

/** Summaries kept per process: a year of a busy account takes a second of CPU to summarise. */
const keptSummaries = 64;

/**
 * The summary of the read statements among these documents, and the proposal when asked. Kept
 * in memory by the statements' ids and reading times and the currency, so a page opened again
 * (or by a colleague, or polled) neither reads the lines nor summarises them again.
 */
export function createSummaries(db: Executor, pool: StatementReadPool) {
  // Promises, so two GETs of one set at once (two viewers after a live update) build it once.
  const kept = new Map<string, Promise<Summary>>();
  return async function summaryOf(
    statementDocuments: Document[],
    rows: repo.StatementHead[],
    currency: string,
    withProposal: boolean,
  ): Promise<Pick<DealStatements, "summary" | "proposal">> {
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
      // As text: parsed in the worker, with the summary, not on this thread.
      const lines = new Map(
        (
          await repo.linesTextOfDocuments(
            db,
            read.map((row) => row.documentId),
          )
        ).map((row) => [row.documentId, row.lines ?? "[]"]),
      );
      return summarise(pool, read, lines, currency, withProposal);
    })();
    kept.set(key, building);
    // A failure is not kept: the next GET tries again.
    building.catch(() => kept.delete(key));
    if (kept.size > keptSummaries) kept.delete(kept.keys().next().value!);
    return building;
  };
}

/**
 * The summary made in the reading pool's worker (summary.ts), never on the event loop: a year of a
 * busy account is a second of CPU. Statements the timeline cannot put together answer 422
 * `statements_unreadable`, as before; a summary past the pool's time or memory limit, or a crash,
 * is the API's failure (500, logged), tried again at the next GET.
 */
async function summarise(
  pool: StatementReadPool,
  read: repo.StatementHead[],
  lines: Map<string, string>,
  currency: string,
  withProposal: boolean,
): Promise<Summary> {
  const inputs: SummaryInput[] = read.map((row) => ({
    id: row.documentId,
    statement: { ...statementOf(row, currency), lines: lines.get(row.documentId) ?? "[]" },
  }));
  const answer = await pool.summarise(inputs, withProposal);
  if ("summary" in answer) return answer.summary;
  if ("timelineError" in answer) {
    const { code, lineId } = answer.timelineError;
    throw new AppError("statements_unreadable", { cause: new TimelineError(code, lineId) });
  }
  throw new Error(`the statements' summary failed: ${answer.failure}`);
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
  // Only the lines asked for, picked by the database: not every line of the statements parsed.
  const rows = await repo.linesByIds(db, [...documentIds], wanted);
  const lines = new Map<string, StatementLineItem>();
  for (const { documentId, line } of rows) {
    const document = byId.get(documentId)!;
    lines.set(`${documentId}:${line.id}`, {
      id: `${documentId}:${line.id}`,
      documentId,
      fileName: document.fileName,
      date: line.date,
      description: line.description,
      amountMinor: line.amountMinor,
      ...(line.balanceMinor !== undefined ? { balanceMinor: line.balanceMinor } : {}),
      ...(line.source.page !== undefined ? { page: line.source.page } : {}),
      line: line.source.line,
    });
  }
  return { lines: wanted.flatMap((id) => lines.get(id) ?? []) };
}
