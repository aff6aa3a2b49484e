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
