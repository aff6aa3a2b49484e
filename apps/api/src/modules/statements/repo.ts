import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import {
  statementColumnChoices,
  statements,
  type StoredStatementColumns,
  type StoredStatementLine,
} from "@portal/db/schema/statements";
import type { ReadRefusal } from "./read/outcome";
import type { ReadStatement } from "./types";

export type StatementRow = typeof statements.$inferSelect;
/** A statement without its lines (they are read only when a summary is built). */
export type StatementHead = Omit<StatementRow, "lines">;

const { lines: _lines, ...headColumns } = getTableColumns(statements);

/** What a reading clears when it starts again: the facts of the last one. */
const cleared = {
  refusalCode: null,
  refusalMessage: null,
  refusalColumns: null,
  format: null,
  bank: null,
  accountName: null,
  accountLast4: null,
  currency: null,
  periodStart: null,
  periodEnd: null,
  openingBalanceMinor: null,
  closingBalanceMinor: null,
  meta: null,
  lineCount: null,
  lines: null,
  readAt: null,
} as const;

/**
 * Marks a document's statement `reading` (a new row, or the last reading's replaced), stamped with
 * the time this reading started: its answer is kept only while that stamp still stands.
 */
export async function startReading(
  db: Executor,
  values: {
    documentId: string;
    organizationId: string;
    dealId: string | null;
    columns: StoredStatementColumns | null;
  },
): Promise<Date> {
  const [row] = await db
    .insert(statements)
    .values({
      ...values,
      status: "reading",
      readingSince: sql`date_trunc('milliseconds', clock_timestamp())`,
    })
    .onConflictDoUpdate({
      target: statements.documentId,
      set: {
        ...cleared,
        ...(values.dealId ? { dealId: values.dealId } : {}),
        columns: values.columns,
        status: "reading",
        readingSince: sql`date_trunc('milliseconds', clock_timestamp())`,
      },
    })
    .returning({ readingSince: statements.readingSince });
  return row!.readingSince;
}

/** The reading that started at `since` ends with a statement; false when another reading took over. */
export async function finishRead(
  db: Executor,
  documentId: string,
  since: Date,
  statement: ReadStatement,
): Promise<boolean> {
  const found = await db
    .update(statements)
    .set({
      status: "read",
      format: statement.format,
      bank: statement.bank ?? null,
      accountName: statement.accountName ?? null,
      accountLast4: statement.accountLast4 ?? null,
      currency: statement.currency,
      periodStart: statement.periodStart ?? null,
      periodEnd: statement.periodEnd ?? null,
      openingBalanceMinor: statement.openingBalanceMinor ?? null,
      closingBalanceMinor: statement.closingBalanceMinor ?? null,
      meta: statement.meta ? { ...statement.meta } : null,
      lineCount: statement.lines.length,
      lines: statement.lines,
      readAt: sql`now()`,
    })
    .where(and(eq(statements.documentId, documentId), eq(statements.readingSince, since)))
    .returning({ documentId: statements.documentId });
  return found.length > 0;
}

/** The reading that started at `since` ends refused; false when another reading took over. */
export async function finishRefused(
  db: Executor,
  documentId: string,
  since: Date,
  refusal: ReadRefusal,
): Promise<boolean> {
  const found = await db
    .update(statements)
    .set({
      status: "refused",
      refusalCode: refusal.refusal,
      refusalMessage: refusal.message,
      refusalColumns: refusal.columns ?? null,
      readAt: sql`now()`,
    })
    .where(and(eq(statements.documentId, documentId), eq(statements.readingSince, since)))
    .returning({ documentId: statements.documentId });
  return found.length > 0;
}

/** The statements of these documents, without their lines (the caller decided who may see them). */
export function listOfDocuments(
  db: Executor,
  documentIds: readonly string[],
): Promise<StatementHead[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select(headColumns)
    .from(statements)
    .where(inArray(statements.documentId, [...documentIds]));
}

export async function findOfDocument(db: Executor, documentId: string) {
  const [row] = await db
    .select()
    .from(statements)
    .where(eq(statements.documentId, documentId))
    .limit(1);
  return row;
}

/**
 * The lines these ids (`documentId:lineId`) name among these read statements, picked out by the
 * database: the lines route parses only what it answers, not every line of the statements.
 */
export async function linesByIds(
  db: Executor,
  documentIds: readonly string[],
  ids: readonly string[],
): Promise<{ documentId: string; line: StoredStatementLine }[]> {
  if (documentIds.length === 0 || ids.length === 0) return [];
  const result = await db.execute<{ documentId: string; line: StoredStatementLine }>(sql`
    select ${statements.documentId} as "documentId", picked.line as "line"
    from ${statements}
    cross join lateral jsonb_array_elements(${statements.lines}) as picked(line)
    where ${inArray(statements.documentId, [...documentIds])} and ${eq(statements.status, "read")}
      and (${statements.documentId}::text || ':' || (picked.line->>'id')) in ${[...ids]}`);
  return result.rows;
}

/**
 * The lines of these read statements as the JSON text the database keeps: for the summary, parsed
 * in the reading pool's worker rather than on the API's thread (a year of lines is megabytes).
 */
export function linesTextOfDocuments(db: Executor, documentIds: readonly string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      documentId: statements.documentId,
      lines: sql<string | null>`${statements.lines}::text`,
    })
    .from(statements)
    .where(and(inArray(statements.documentId, [...documentIds]), eq(statements.status, "read")));
}

export async function findColumnChoice(
  db: Executor,
  organizationId: string,
  headerSignature: string,
) {
  const [row] = await db
    .select()
    .from(statementColumnChoices)
    .where(
      and(
        eq(statementColumnChoices.organizationId, organizationId),
        eq(statementColumnChoices.headerSignature, headerSignature),
      ),
    )
    .limit(1);
  return row;
}

/** Remembers the columns named for a CSV header (the latest naming wins). */
export async function saveColumnChoice(
  db: Executor,
  values: {
    organizationId: string;
    headerSignature: string;
    bank: string | null;
    columns: StoredStatementColumns;
    chosenBy: string;
  },
) {
  await db
    .insert(statementColumnChoices)
    .values(values)
    .onConflictDoUpdate({
      target: [statementColumnChoices.organizationId, statementColumnChoices.headerSignature],
      set: {
        bank: values.bank,
        columns: values.columns,
        chosenBy: values.chosenBy,
        chosenAt: sql`now()`,
      },
    });
}
