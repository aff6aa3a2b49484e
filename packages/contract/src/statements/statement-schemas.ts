import { z } from "zod";

// The summary of one account's bank statements (issue 37, docs/decisions/088-statement-figures.md):
// figures per calendar month and over the whole period, the existing positions, and the warnings
// of the checks. Every figure carries the ids of the timeline lines it came from
// ("<statementId>:<lineId>"), so the portal can open them. Money in integer minor units of the
// summary's currency.

const minor = z.number().int();
const count = z.number().int().nonnegative();
const isoDate = z.iso.date();
const lineIds = z.array(z.string().min(1));

/** Why a deposit is not revenue. */
export const statementExclusionReasons = [
  "own_transfer",
  "loan_proceeds",
  "refund_reversal",
] as const;
export type StatementExclusionReason = (typeof statementExclusionReasons)[number];

export const statementExcludedDepositSchema = z.object({
  lineId: z.string().min(1),
  date: isoDate,
  description: z.string(),
  amountMinor: minor,
  reason: z.enum(statementExclusionReasons),
  /** What in the description decided it: the funder's name or the word found. */
  matched: z.string(),
});
export type StatementExcludedDeposit = z.infer<typeof statementExcludedDepositSchema>;

/** The figures of one calendar month or of the whole period. */
export const statementFiguresSchema = z.object({
  /** `YYYY-MM` for a month; absent for the whole period. */
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  from: isoDate,
  to: isoDate,
  /** Days of the range the statements cover (days in a gap between statements are not counted). */
  daysCovered: count,
  /** A month the statements cover only in part: its figures are of the covered days only. */
  partial: z.boolean(),
  depositsMinor: minor,
  depositCount: count,
  revenueMinor: minor,
  excludedMinor: minor,
  excludedCount: count,
  /** Mean of the end-of-day balances of the covered days; absent when no balance is known. */
  averageDailyBalanceMinor: minor.optional(),
  /** The end-of-day balance of the last covered day. */
  endingBalanceMinor: minor.optional(),
  nsfCount: count,
  nsfLineIds: lineIds,
  overdraftCount: count,
  overdraftLineIds: lineIds,
  /** Covered days whose end-of-day balance is below zero. */
  negativeDays: count,
  negativeDates: z.array(isoDate),
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const statementPositionFrequencies = ["daily", "weekly"] as const;
export type StatementPositionFrequency = (typeof statementPositionFrequencies)[number];

export const statementPositionSchema = z.object({
  payee: z.string().min(1),
  /** The known funder the payee names, when it names one. */
  funder: z.string().optional(),
  frequency: z.enum(statementPositionFrequencies),
  /** The typical (median) payment, positive. */
  amountMinor: minor,
  paymentCount: count,
  paidMinor: minor,
  firstSeen: isoDate,
  lastSeen: isoDate,
  /** Still paid at the end of the statements (last payment within one rhythm step and a margin). */
  active: z.boolean(),
  lineIds,
  /** A deposit from the same payee before its payments, read as the advance's funding. */
  funding: z
    .object({
      lineId: z.string().min(1),
      date: isoDate,
      fundedMinor: minor,
      /** The factor rate assumed, in basis points (14000 = 1.4). */
      factorBps: count,
      /** funded x factor less what was paid since the funding, never below zero. */
      estimatedOwedMinor: minor,
      estimatedPaymentsLeft: count,
    })
    .optional(),
});
export type StatementPosition = z.infer<typeof statementPositionSchema>;

export const statementWarningCodes = [
  "balance_does_not_add_up",
  "opening_plus_lines_not_closing",
  "gap_between_statements",
  "closing_not_next_opening",
  "line_outside_period",
  "edited_by_tool",
  "modified_after_created",
  "modified_after_period",
  "other_currency",
  "other_account",
  "other_account_name",
] as const;
export type StatementWarningCode = (typeof statementWarningCodes)[number];

/** A check's finding: something to look at, never a verdict. */
export const statementWarningSchema = z.object({
  code: z.enum(statementWarningCodes),
  statementId: z.string().min(1),
  lineIds,
  /** The figures behind it (expected and found balances, the producer's name, the dates...). */
  detail: z.record(z.string(), z.union([z.string(), z.number().int()])),
});
export type StatementWarning = z.infer<typeof statementWarningSchema>;

export const statementGapSchema = z.object({
  afterStatementId: z.string().min(1),
  beforeStatementId: z.string().min(1),
  from: isoDate,
  to: isoDate,
});
export type StatementGap = z.infer<typeof statementGapSchema>;

export const statementSummarySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  statementIds: z.array(z.string().min(1)),
  /** Statements left out of the timeline (another account or currency), with the warning saying why. */
  setAsideStatementIds: z.array(z.string().min(1)),
  from: isoDate,
  to: isoDate,
  months: z.array(statementFiguresSchema),
  total: statementFiguresSchema,
  excludedDeposits: z.array(statementExcludedDepositSchema),
  positions: z.array(statementPositionSchema),
  gaps: z.array(statementGapSchema),
  warnings: z.array(statementWarningSchema),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

// --- The deal's statements, as the API serves them (issue 37, decision 089) ---

/** Why a file could not be read as a statement (the API's readers; the web words each code). */
export const statementRefusalCodes = [
  "empty",
  "not_a_statement",
  "image_only",
  "encrypted",
  "unreadable",
  "columns_unknown",
  "too_large",
  "too_many_pages",
  "too_complex",
] as const;
export type StatementRefusalCode = (typeof statementRefusalCodes)[number];

export const statementReadStatuses = ["reading", "read", "refused"] as const;
export type StatementReadStatus = (typeof statementReadStatuses)[number];

const columnName = z
  .string({ error: "statementColumnRequired" })
  .min(1, { error: "statementColumnRequired" })
  .max(200, { error: "statementColumnRequired" });

/**
 * CSV columns named by the broker when the header was not recognised (by header name): the date,
 * the description, the money as one signed amount or as money out and money in, the balance if any.
 */
export const statementColumnsSchema = z
  .strictObject({
    date: columnName,
    description: columnName,
    amount: columnName.optional(),
    debit: columnName.optional(),
    credit: columnName.optional(),
    balance: columnName.optional(),
  })
  .superRefine((columns, context) => {
    const split = columns.debit !== undefined || columns.credit !== undefined;
    const missing = split
      ? (["debit", "credit"] as const).filter((name) => columns[name] === undefined)
      : columns.amount === undefined
        ? (["amount"] as const)
        : [];
    for (const name of missing)
      context.addIssue({ code: "custom", path: [name], message: "statementColumnRequired" });
    if (split && columns.amount !== undefined)
      context.addIssue({ code: "custom", path: ["amount"], message: "statementColumnsOneWay" });
  });
export type StatementColumns = z.infer<typeof statementColumnsSchema>;

/** One bank-statement document of a deal and what reading it gave. */
export const statementDocumentSchema = z.object({
  /** The document's id: a statement is a document of type bank_statement. */
  documentId: z.string(),
  fileName: z.string(),
  status: z.enum(statementReadStatuses),
  /** When refused: why, and for `columns_unknown` the columns found, to ask which is which. */
  refusal: z
    .object({ code: z.enum(statementRefusalCodes), columns: z.array(z.string()).optional() })
    .optional(),
  format: z.enum(["pdf", "csv", "ofx"]).optional(),
  bank: z.string().optional(),
  accountName: z.string().optional(),
  accountLast4: z.string().optional(),
  currency: z.string().optional(),
  periodStart: isoDate.optional(),
  periodEnd: isoDate.optional(),
  lineCount: count.optional(),
  readAt: z.string().optional(),
});
export type StatementDocument = z.infer<typeof statementDocumentSchema>;

/**
 * What "Fill from statements" proposes for the deal, each with the lines it came from. The broker
 * accepts or edits each one; accepting writes the deal's (and the borrower's) fields through their
 * usual updates, so matching judges them like typed ones.
 */
export const statementProposalSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Mean revenue of the whole months read (partial months left out unless none is whole). */
  monthlyRevenue: z
    .object({ valueMinor: minor, months: z.array(z.string().regex(/^\d{4}-\d{2}$/)) })
    .optional(),
  /** The active positions as the deal's existing advances; balance when a funding deposit is seen. */
  existingAdvances: z.array(
    z.object({
      funder: z.string().min(1),
      balanceMinor: minor.optional(),
      paymentMinor: minor,
      paymentFrequency: z.enum(statementPositionFrequencies),
      lineIds,
    }),
  ),
  /** The first day a statement covers: the business trades at least since then. */
  tradingSince: z.object({ date: isoDate, lineIds }).optional(),
});
export type StatementProposal = z.infer<typeof statementProposalSchema>;

/** `GET /v1/user/deal/{id}/statements` (and the funder's view of the statements shared with it). */
export const dealStatementsSchema = z.object({
  statements: z.array(statementDocumentSchema),
  /** The summary of the statements read (null until one is). */
  summary: statementSummarySchema.nullable(),
  /** The broker's proposal (null for a funder, and until a statement is read). */
  proposal: statementProposalSchema.nullable(),
});
export type DealStatements = z.infer<typeof dealStatementsSchema>;

/** `POST /v1/user/deal/{id}/statements`: read (or read again) a document of the deal as a statement. */
export const statementReadSchema = z.strictObject({
  documentId: z.uuid({ error: "invalidValue" }),
  /** For a CSV whose columns were not recognised; remembered for that bank's next exports. */
  columns: statementColumnsSchema.optional(),
});
export type StatementReadInput = z.infer<typeof statementReadSchema>;

/** `POST /v1/user/deal/{id}/statements/lines`: the lines behind a figure, by their ids. */
export const statementLinesQuerySchema = z.strictObject({
  ids: z.array(z.string().min(1).max(200)).min(1).max(2000),
});

export const statementLineSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  fileName: z.string(),
  date: isoDate,
  description: z.string(),
  amountMinor: minor,
  balanceMinor: minor.optional(),
  /** Where it is printed: a PDF page, and the line on the page or the row of a CSV/OFX. */
  page: z.number().int().positive().optional(),
  line: z.number().int().positive(),
});
export type StatementLineItem = z.infer<typeof statementLineSchema>;
export const statementLinesSchema = z.object({ lines: z.array(statementLineSchema) });
