import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { statementReadStatuses } from "@portal/contract/statements/statement-schemas";
import { deals } from "./deals";
import { documents } from "./documents";
import { organizations } from "./organizations";

/** One line of a statement as read (the API's `StatementLine`): money in minor units. */
export interface StoredStatementLine {
  id: string;
  date: string;
  description: string;
  amountMinor: number;
  balanceMinor?: number;
  source: { page?: number; line: number };
}

/** CSV columns by header name (the contract's `statementColumnsSchema`). */
export interface StoredStatementColumns {
  date: string;
  description: string;
  amount?: string;
  debit?: string;
  credit?: string;
  balance?: string;
}

export const statementStatus = pgEnum("statement_status", statementReadStatuses);

/**
 * A bank-statement document read (issue 37, decision 089): one row per document of type
 * bank_statement, whichever of its borrower's deals it shows on (the vault is the borrower's). Its
 * reading (reading, read or refused with a code), the statement's facts and its lines. Goes with its
 * document; `dealId` is the deal it was read for (kept null when that deal goes).
 */
export const statements = pgTable(
  "statements",
  {
    documentId: uuid("documentId")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    dealId: uuid("dealId").references(() => deals.id, { onDelete: "set null" }),
    status: statementStatus("status").notNull().default("reading"),
    /** When the current reading started: one older than the stale limit is read again. */
    readingSince: timestamp("readingSince", { withTimezone: true }).notNull().defaultNow(),
    refusalCode: text("refusalCode"),
    refusalMessage: text("refusalMessage"),
    /** `columns_unknown`: the header names found. */
    refusalColumns: jsonb("refusalColumns").$type<string[]>(),
    /** The CSV columns this reading was given (named by the broker or remembered). */
    columns: jsonb("columns").$type<StoredStatementColumns>(),
    format: text("format"),
    bank: text("bank"),
    accountName: text("accountName"),
    accountLast4: text("accountLast4"),
    /** ISO 4217; the reader's `XXX` when the file names none (the deal's currency is used then). */
    currency: text("currency"),
    periodStart: date("periodStart", { mode: "string" }),
    periodEnd: date("periodEnd", { mode: "string" }),
    openingBalanceMinor: bigint("openingBalanceMinor", { mode: "number" }),
    closingBalanceMinor: bigint("closingBalanceMinor", { mode: "number" }),
    meta: jsonb("meta").$type<Record<string, string>>(),
    lineCount: integer("lineCount"),
    lines: jsonb("lines").$type<StoredStatementLine[]>(),
    readAt: timestamp("readAt", { withTimezone: true }),
  },
  (t) => [index("statements_deal_idx").on(t.dealId)],
);

/**
 * CSV columns a broker named for a bank's export whose header was not recognised, remembered per
 * organization by the header's signature (its column names, normalised), so that bank's next
 * export reads without asking. A setting of the organization: it goes with it.
 */
export const statementColumnChoices = pgTable(
  "statement_column_choices",
  {
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    headerSignature: text("headerSignature").notNull(),
    /** The bank of the statement first read with them, when it printed one. */
    bank: text("bank"),
    columns: jsonb("columns").$type<StoredStatementColumns>().notNull(),
    chosenBy: text("chosenBy").notNull(),
    chosenAt: timestamp("chosenAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.headerSignature] })],
);
