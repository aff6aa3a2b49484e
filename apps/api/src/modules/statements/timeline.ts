// Several statements of one account joined into one timeline (issue 37, decision 088): lines sorted
// by date, the lines two overlapping statements both print kept once, every line's id qualified by
// its statement's id, and the gaps between statements named. Pure: no database, no file.

import type { StatementGap } from "@portal/contract/statements/statement-schemas";
import { dayNumber, isoOfDay } from "./payees";
import type { ReadStatement, StatementLine } from "./types";

export interface StatementInput {
  /** The statement's id in the portal (the document's id); prefixes its lines' ids. */
  id: string;
  statement: ReadStatement;
}

export interface TimelineLine extends StatementLine {
  /** `<statementId>:<lineId>`. */
  id: string;
  statementId: string;
}

/** A statement's place on the timeline: its period, from its lines where it prints none. */
export interface TimelineStatement {
  id: string;
  from: string;
  to: string;
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
}

export type SetAsideReason = "other_currency" | "other_account";

export interface Timeline {
  currency: string;
  bank?: string;
  accountLast4?: string;
  accountName?: string;
  /** The statements joined, by period. */
  statements: TimelineStatement[];
  setAside: {
    statementId: string;
    reason: SetAsideReason;
    currency: string;
    accountLast4?: string;
    bank?: string;
  }[];
  lines: TimelineLine[];
  /** Lines dropped because an earlier statement prints the same line (same date, amount, description, balance). */
  duplicates: { keptLineId: string; droppedLineId: string }[];
  gaps: StatementGap[];
  from: string;
  to: string;
}

export interface TimelineOptions {
  /** The caller says these statements are of one account, whatever their account numbers and banks say. */
  sameAccount?: boolean;
}

const timelineErrors = {
  no_statements: "No statements to join",
  no_dates: "No statement has a period or a dated line",
  bad_line: "A line has no calendar date or an amount that is not whole minor units",
} as const;

/** A reader's output the timeline cannot use: the service answers it as a bad statement. */
export class TimelineError extends Error {
  constructor(
    readonly code: keyof typeof timelineErrors,
    readonly lineId?: string,
  ) {
    super(lineId === undefined ? timelineErrors[code] : `${timelineErrors[code]}: ${lineId}`);
  }
}

function isIsoDate(text: string | undefined): boolean {
  return (
    text === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(text) && isoOfDay(dayNumber(text)) === text)
  );
}

/** Every date a calendar date, every amount and balance whole minor units: else nothing adds up. */
function assertUsable({ id, statement }: StatementInput): void {
  for (const line of statement.lines) {
    const whole =
      Number.isSafeInteger(line.amountMinor) &&
      (line.balanceMinor === undefined || Number.isSafeInteger(line.balanceMinor));
    if (!isIsoDate(line.date) || !whole) throw new TimelineError("bad_line", `${id}:${line.id}`);
  }
  if (!isIsoDate(statement.periodStart) || !isIsoDate(statement.periodEnd))
    throw new TimelineError("bad_line", id);
  const money = [statement.openingBalanceMinor, statement.closingBalanceMinor];
  if (!money.every((m) => m === undefined || Number.isSafeInteger(m)))
    throw new TimelineError("bad_line", id);
}

/** The period a statement covers: the printed one, else its first and last lines' dates. */
function periodOf(statement: ReadStatement): { from: string; to: string } | undefined {
  const dates = statement.lines.map((line) => line.date).sort();
  const from = statement.periodStart ?? dates[0];
  const to = statement.periodEnd ?? dates.at(-1);
  return from !== undefined && to !== undefined ? { from, to } : undefined;
}

/** The currency most lines are in (ties: the earliest statement's). */
function mainCurrency(inputs: readonly StatementInput[]): string {
  const lines = new Map<string, number>();
  for (const { statement } of inputs) {
    lines.set(
      statement.currency,
      (lines.get(statement.currency) ?? 0) + statement.lines.length + 1,
    );
  }
  let best = inputs[0]!.statement.currency;
  for (const [currency, n] of lines) if (n > (lines.get(best) ?? 0)) best = currency;
  return best;
}

/** The account most statements name (ties: the earliest's), as `bank|last4` with unknown parts blank. */
function accountOf(statement: ReadStatement): string {
  return `${(statement.bank ?? "").trim().toUpperCase()}|${statement.accountLast4 ?? ""}`;
}

function sameAccount(a: ReadStatement, b: ReadStatement): boolean {
  const lastA = a.accountLast4;
  const lastB = b.accountLast4;
  if (lastA !== undefined && lastB !== undefined && lastA !== lastB) return false;
  const bankA = a.bank?.trim().toUpperCase();
  const bankB = b.bank?.trim().toUpperCase();
  return bankA === undefined || bankB === undefined || bankA === bankB;
}

function lineKey(line: StatementLine): string {
  return [
    line.date,
    line.amountMinor,
    line.description.replace(/\s+/g, " ").trim().toUpperCase(),
    line.balanceMinor ?? "",
  ].join("|");
}

/**
 * The statements' lines in date order. A line two statements both print is kept from the earlier
 * statement, as many times as the statement printing it most often prints it (two equal deposits on
 * one day are two deposits).
 */
function joinLines(joined: readonly StatementInput[]): Pick<Timeline, "lines" | "duplicates"> {
  const kept = new Map<string, TimelineLine[]>();
  const duplicates: Timeline["duplicates"] = [];
  const lines: TimelineLine[] = [];
  for (const { id: statementId, statement } of joined) {
    const seenHere = new Map<string, number>();
    for (const line of statement.lines) {
      const key = lineKey(line);
      const nth = seenHere.get(key) ?? 0;
      seenHere.set(key, nth + 1);
      const timelineLine: TimelineLine = { ...line, id: `${statementId}:${line.id}`, statementId };
      const already = kept.get(key) ?? [];
      const twin = already[nth];
      if (twin !== undefined && twin.statementId !== statementId) {
        duplicates.push({ keptLineId: twin.id, droppedLineId: timelineLine.id });
        continue;
      }
      already.push(timelineLine);
      kept.set(key, already);
      lines.push(timelineLine);
    }
  }
  // Stable: the lines of one date keep their statement's order, earlier statements first.
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { lines, duplicates };
}

/** Days between consecutive statements that none covers. */
function gapsOf(statements: readonly TimelineStatement[]): StatementGap[] {
  const gaps: StatementGap[] = [];
  let coveredTo = statements[0]!;
  for (const next of statements.slice(1)) {
    if (dayNumber(next.from) > dayNumber(coveredTo.to) + 1) {
      gaps.push({
        afterStatementId: coveredTo.id,
        beforeStatementId: next.id,
        from: isoOfDay(dayNumber(coveredTo.to) + 1),
        to: isoOfDay(dayNumber(next.from) - 1),
      });
    }
    if (next.to > coveredTo.to) coveredTo = next;
  }
  return gaps;
}

export function buildTimeline(
  inputs: readonly StatementInput[],
  options: TimelineOptions = {},
): Timeline {
  if (inputs.length === 0) throw new TimelineError("no_statements");
  inputs.forEach(assertUsable);
  const dated = inputs
    .map((input) => ({ ...input, period: periodOf(input.statement) }))
    .filter(
      (input): input is StatementInput & { period: { from: string; to: string } } =>
        input.period !== undefined,
    )
    .sort(
      (a, b) =>
        a.period.from.localeCompare(b.period.from) || a.period.to.localeCompare(b.period.to),
    );
  if (dated.length === 0) throw new TimelineError("no_dates");

  const currency = mainCurrency(dated);
  const setAside: Timeline["setAside"] = [];
  const inCurrency = dated.filter((input) => {
    if (input.statement.currency === currency) return true;
    setAside.push({
      statementId: input.id,
      reason: "other_currency",
      currency: input.statement.currency,
    });
    return false;
  });
  const accountCounts = new Map<string, number>();
  for (const { statement } of inCurrency)
    accountCounts.set(accountOf(statement), (accountCounts.get(accountOf(statement)) ?? 0) + 1);
  const main = inCurrency.reduce((best, input) =>
    (accountCounts.get(accountOf(input.statement)) ?? 0) >
    (accountCounts.get(accountOf(best.statement)) ?? 0)
      ? input
      : best,
  );
  const joined = inCurrency.filter((input) => {
    if (options.sameAccount || sameAccount(input.statement, main.statement)) return true;
    const { accountLast4, bank } = input.statement;
    setAside.push({ statementId: input.id, reason: "other_account", currency, accountLast4, bank });
    return false;
  });

  const { lines, duplicates } = joinLines(joined);

  const statements: TimelineStatement[] = joined.map(({ id, statement, period }) => ({
    id,
    from: period.from,
    to: period.to,
    openingBalanceMinor: statement.openingBalanceMinor,
    closingBalanceMinor: statement.closingBalanceMinor,
  }));
  const gaps = gapsOf(statements);
  const first = joined[0]!.statement;
  return {
    currency,
    bank: main.statement.bank ?? first.bank,
    accountLast4: main.statement.accountLast4 ?? first.accountLast4,
    accountName: main.statement.accountName ?? first.accountName,
    statements,
    setAside,
    lines,
    duplicates,
    gaps,
    from: statements[0]!.from,
    to: statements.reduce((to, s) => (s.to > to ? s.to : to), statements[0]!.to),
  };
}
