// A timeline's figures per calendar month and over the whole period (issue 37, decision 088):
// deposits, true revenue with every excluded deposit and why, average daily balance, ending
// balance, NSF and overdraft counts, negative-balance days. Integers in minor units throughout.

import {
  statementSummarySchema,
  type StatementExcludedDeposit,
  type StatementFigures,
  type StatementSummary,
} from "@portal/contract/statements/statement-schemas";
import { checkStatements, type CheckOptions } from "./checks";
import { dayNumber, divRound, firstMatch, funderIn, isoOfDay, words } from "./payees";
import { findPositions, type PositionOptions } from "./positions";
import {
  buildTimeline,
  type StatementInput,
  type Timeline,
  type TimelineLine,
  type TimelineOptions,
} from "./timeline";

export interface FigureOptions {
  /** Last four characters of the business's other accounts: a transfer naming one is not revenue. */
  ownAccountsLast4?: readonly string[];
  /** The business's names (the account holder's is always one): a transfer from one is not revenue. */
  ownNames?: readonly string[];
}

const transferWords = [/\b(TRANSFER|XFER|TRF|TFR|TRSF|SWEEP|INTERNAL|BOOK TRANSFER)\b/];
const ownAccountWords = [/\b(SAVINGS|SAV|CHECKING|CHK|CHQ|OWN ACCOUNT|BETWEEN ACCOUNTS|SWEEP)\b/];
const loanWords = [/\b(LOAN|LOANS|ADVANCE|FUNDING|CAPITAL(?! ONE))\b/];
const refundWords = [
  /\b(REFUND|RFND|REVERSAL|REVERSED|REVERSE|RETURN|RETURNED|CHARGEBACK|CHGBK|RECALL)\b/,
];
const nsfWords = [
  /\bNSF\b/,
  /\bINSUFF(ICIENT)? FUNDS\b/,
  /\bRETURNED ITEM\b|\bRETURN ITEM\b|\bITEM RETURNED\b/,
  /\bUNPAID\b/,
  /\bRETURN(ED)?\b/,
];
const feeWords = [/\b(FEE|FEES|CHARGE|CHARGES|CHG|CHGS)\b/];
const overdraftWords = [
  /\bOVERDRAFT\b|\bOVERDRAWN\b|\b(OD|O\/D) (FEE|CHARGE|CHG|ITEM|INT|INTEREST)\b/,
];

/** Why a deposit is not revenue, or undefined when it is revenue. */
export function exclusionOf(
  line: Pick<TimelineLine, "description">,
  own: { last4: readonly string[]; names: readonly string[] },
): Pick<StatementExcludedDeposit, "reason" | "matched"> | undefined {
  const funder = funderIn(line.description);
  if (funder) return { reason: "loan_proceeds", matched: funder };
  const refund = firstMatch(line.description, refundWords);
  if (refund) return { reason: "refund_reversal", matched: refund };
  const transfer = firstMatch(line.description, transferWords);
  if (transfer) {
    const text = words(line.description);
    const account = text
      .split(" ")
      .find((word) => own.last4.some((last4) => word.endsWith(last4) && /\d/.test(last4)));
    const name = own.names
      .map((n) => words(n))
      .find((n) => n !== "" && ` ${text} `.includes(` ${n} `));
    const ownWord = firstMatch(line.description, ownAccountWords);
    const matched = account ?? name ?? ownWord;
    if (matched) return { reason: "own_transfer", matched: `${transfer} ${matched}` };
  }
  const loan = firstMatch(line.description, loanWords);
  if (loan) return { reason: "loan_proceeds", matched: loan };
  return undefined;
}

/**
 * End-of-day balances of the days the statements cover. A day with no line carries the day before's
 * balance; each statement's first day starts from its opening balance (else the balance its first
 * printed running balance implies); a line with a printed balance sets it, one without adds to it.
 * Days in a gap between statements have no balance.
 */
export function endOfDayBalances(timeline: Timeline): Map<number, number> {
  const byDay = new Map<number, TimelineLine[]>();
  for (const line of timeline.lines) {
    const day = dayNumber(line.date);
    const ofDay = byDay.get(day);
    if (ofDay) ofDay.push(line);
    else byDay.set(day, [line]);
  }
  const startsOf = new Map<number, Timeline["statements"][number]>();
  const covered = new Set<number>();
  for (const statement of timeline.statements) {
    const from = dayNumber(statement.from);
    const to = dayNumber(statement.to);
    if (!startsOf.has(from)) startsOf.set(from, statement);
    for (let day = from; day <= to; day += 1) covered.add(day);
  }
  const balances = new Map<number, number>();
  let balance: number | undefined;
  const first = dayNumber(timeline.from);
  const last = dayNumber(timeline.to);
  for (let day = first; day <= last; day += 1) {
    if (covered.has(day) && !covered.has(day - 1))
      balance = openingOf(timeline, startsOf.get(day), day) ?? balance;
    for (const line of byDay.get(day) ?? []) {
      if (line.balanceMinor !== undefined) balance = line.balanceMinor;
      else if (balance !== undefined) balance += line.amountMinor;
    }
    if (covered.has(day) && balance !== undefined) balances.set(day, balance);
  }
  return balances;
}

/** A coverage segment's opening balance: printed, else implied by its first printed running balance. */
function openingOf(
  timeline: Timeline,
  statement: Timeline["statements"][number] | undefined,
  from: number,
): number | undefined {
  if (statement?.openingBalanceMinor !== undefined) return statement.openingBalanceMinor;
  let sum = 0;
  for (const line of timeline.lines) {
    if (dayNumber(line.date) < from) continue;
    sum += line.amountMinor;
    if (line.balanceMinor !== undefined) return line.balanceMinor - sum;
  }
  return undefined;
}

/** A line read once: its day, and whether it is an NSF fee or item, an overdraft, an excluded deposit. */
interface ReadLine {
  line: TimelineLine;
  day: number;
  nsf?: "fee" | "item";
  overdraft: boolean;
  excluded: boolean;
}

function readLine(
  line: TimelineLine,
  excluded: ReadonlyMap<string, StatementExcludedDeposit>,
): ReadLine {
  const debit = line.amountMinor <= 0;
  const nsf = debit && firstMatch(line.description, nsfWords) !== undefined;
  return {
    line,
    day: dayNumber(line.date),
    ...(nsf ? { nsf: firstMatch(line.description, feeWords) ? "fee" : "item" } : {}),
    overdraft: debit && !nsf && firstMatch(line.description, overdraftWords) !== undefined,
    excluded: excluded.has(line.id),
  };
}

/**
 * The figures of the days from..to. NSF: a bank often posts the item returned and its fee as two
 * lines, so a day counts max(fee lines, item lines); every line is listed.
 */
function figuresOf(
  from: number,
  to: number,
  lines: readonly ReadLine[],
  balances: ReadonlyMap<number, number>,
  covered: ReadonlySet<number>,
  month?: string,
): StatementFigures {
  let depositsMinor = 0;
  let depositCount = 0;
  let excludedMinor = 0;
  let excludedCount = 0;
  const overdraftLineIds: string[] = [];
  const nsfLineIds: string[] = [];
  const nsfOfDay = new Map<number, { fees: number; items: number }>();
  for (const { line, day, nsf, overdraft, excluded } of lines) {
    if (day < from || day > to) continue;
    if (line.amountMinor > 0) {
      depositsMinor += line.amountMinor;
      depositCount += 1;
      if (excluded) {
        excludedMinor += line.amountMinor;
        excludedCount += 1;
      }
    }
    if (overdraft) overdraftLineIds.push(line.id);
    if (nsf) {
      nsfLineIds.push(line.id);
      const ofDay = nsfOfDay.get(day) ?? { fees: 0, items: 0 };
      if (nsf === "fee") ofDay.fees += 1;
      else ofDay.items += 1;
      nsfOfDay.set(day, ofDay);
    }
  }
  const nsfCount = [...nsfOfDay.values()].reduce(
    (sum, { fees, items }) => sum + Math.max(fees, items),
    0,
  );
  let daysCovered = 0;
  let balanceSum = 0;
  let balanceDays = 0;
  let endingBalanceMinor: number | undefined;
  const negativeDates: string[] = [];
  for (let day = from; day <= to; day += 1) {
    if (!covered.has(day)) continue;
    daysCovered += 1;
    const balance = balances.get(day);
    if (balance === undefined) continue;
    balanceSum += balance;
    balanceDays += 1;
    endingBalanceMinor = balance;
    if (balance < 0) negativeDates.push(isoOfDay(day));
  }
  return {
    ...(month === undefined ? {} : { month }),
    from: isoOfDay(from),
    to: isoOfDay(to),
    daysCovered,
    partial: daysCovered < to - from + 1,
    depositsMinor,
    depositCount,
    revenueMinor: depositsMinor - excludedMinor,
    excludedMinor,
    excludedCount,
    ...(balanceDays === 0 ? {} : { averageDailyBalanceMinor: divRound(balanceSum, balanceDays) }),
    ...(endingBalanceMinor === undefined ? {} : { endingBalanceMinor }),
    nsfCount,
    nsfLineIds,
    overdraftCount: overdraftLineIds.length,
    overdraftLineIds,
    negativeDays: negativeDates.length,
    negativeDates,
  };
}

export interface TimelineFigures {
  months: StatementFigures[];
  total: StatementFigures;
  excludedDeposits: StatementExcludedDeposit[];
}

/** The figures of each calendar month the timeline touches and of the whole period. */
export function timelineFigures(timeline: Timeline, options: FigureOptions = {}): TimelineFigures {
  const own = {
    last4: options.ownAccountsLast4 ?? [],
    names: [...(options.ownNames ?? []), ...(timeline.accountName ? [timeline.accountName] : [])],
  };
  const excludedDeposits: StatementExcludedDeposit[] = [];
  for (const line of timeline.lines) {
    if (line.amountMinor <= 0) continue;
    const exclusion = exclusionOf(line, own);
    if (exclusion) {
      excludedDeposits.push({
        lineId: line.id,
        date: line.date,
        description: line.description,
        amountMinor: line.amountMinor,
        ...exclusion,
      });
    }
  }
  const excluded = new Map(excludedDeposits.map((deposit) => [deposit.lineId, deposit]));
  const lines = timeline.lines.map((line) => readLine(line, excluded));
  const balances = endOfDayBalances(timeline);
  const covered = new Set<number>();
  for (const statement of timeline.statements) {
    for (let day = dayNumber(statement.from); day <= dayNumber(statement.to); day += 1)
      covered.add(day);
  }
  const first = dayNumber(timeline.from);
  const last = dayNumber(timeline.to);
  const months: StatementFigures[] = [];
  let monthStart = first;
  while (monthStart <= last) {
    const iso = isoOfDay(monthStart);
    const nextMonth = dayNumber(
      Number(iso.slice(5, 7)) === 12
        ? `${Number(iso.slice(0, 4)) + 1}-01-01`
        : `${iso.slice(0, 5)}${String(Number(iso.slice(5, 7)) + 1).padStart(2, "0")}-01`,
    );
    const monthEnd = Math.min(nextMonth - 1, last);
    const monthFirstDay = dayNumber(`${iso.slice(0, 7)}-01`);
    const figures = figuresOf(monthStart, monthEnd, lines, balances, covered, iso.slice(0, 7));
    // Partial: the statements do not cover every day of the calendar month.
    figures.partial = figures.daysCovered < nextMonth - monthFirstDay;
    months.push(figures);
    monthStart = nextMonth;
  }
  const total = figuresOf(first, last, lines, balances, covered);
  return { months, total, excludedDeposits };
}

export interface SummaryOptions
  extends FigureOptions, TimelineOptions, PositionOptions, CheckOptions {}

/** One account's statements read into the contract's summary: figures, positions and warnings. */
export function summariseStatements(
  inputs: readonly StatementInput[],
  options: SummaryOptions = {},
): StatementSummary {
  const timeline = buildTimeline(inputs, options);
  const figures = timelineFigures(timeline, options);
  const summary: StatementSummary = {
    currency: timeline.currency,
    statementIds: timeline.statements.map((statement) => statement.id),
    setAsideStatementIds: timeline.setAside.map((aside) => aside.statementId),
    from: timeline.from,
    to: timeline.to,
    ...figures,
    positions: findPositions(timeline, options),
    gaps: timeline.gaps,
    warnings: checkStatements(inputs, timeline, options),
  };
  // The contract's shape, exactly: a figure the schema does not know never leaves.
  return statementSummarySchema.parse(summary);
}
