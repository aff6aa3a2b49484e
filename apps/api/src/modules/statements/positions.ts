// Existing positions (issue 37, decision 088): debits to one payee on a daily (business days) or
// weekly rhythm with a stable amount. The rhythm decides; a known funder's name only ranks. Where a
// deposit from the same payee is seen, what is still owed is estimated from it.

import type { StatementPosition } from "@portal/contract/statements/statement-schemas";
import {
  businessDaysBetween,
  dayNumber,
  divRound,
  funderIn,
  normalisePayee,
  payeeKey,
} from "./payees";
import type { Timeline, TimelineLine } from "./timeline";

export interface PositionOptions {
  /** The factor rate assumed for a funding deposit, in basis points: 14000 (1.4) unless told. */
  factorBps?: number;
}

/** 1.4: the middle of the 1.2-1.5 factor rates merchant cash advances are written at, a little high. */
export const defaultFactorBps = 14_000;

/** The share of steps (and of payments) that must follow the rhythm (and the amount): 80 %. */
const rhythmSharePercent = 80;
/** A payment is "the same amount" within 5 % of the median. */
const amountTolerancePercent = 5;
const minimumPayments = { daily: 5, weekly: 3 } as const;
/** Still paying when the last payment is this many days before the statements end, or fewer. */
const activeWithinDays = { daily: 5, weekly: 10 } as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : divRound(sorted[middle - 1]! + sorted[middle]!, 2);
}

function atLeastShare(hits: number, of: number): boolean {
  return hits * 100 >= rhythmSharePercent * of;
}

/** The rhythm of payment days, or undefined when they have none of the two. */
export function rhythmOf(days: readonly number[]): StatementPosition["frequency"] | undefined {
  const distinct = [...new Set(days)].sort((a, b) => a - b);
  const steps = distinct.slice(1).map((day, i) => ({ from: distinct[i]!, to: day }));
  if (steps.length === 0) return undefined;
  // A bank holiday makes one step two business days; the share allows for a few.
  const daily = steps.filter((step) => businessDaysBetween(step.from, step.to) === 1).length;
  if (distinct.length >= minimumPayments.daily && atLeastShare(daily, steps.length)) return "daily";
  const weekly = steps.filter(
    (step) => step.to - step.from >= 6 && step.to - step.from <= 8,
  ).length;
  if (distinct.length >= minimumPayments.weekly && atLeastShare(weekly, steps.length))
    return "weekly";
  return undefined;
}

/** Most payments within the tolerance of the median: a fixed remittance, not a supplier's invoices. */
export function stableAmount(amounts: readonly number[]): boolean {
  const typical = median(amounts);
  const near = amounts.filter(
    (amount) => Math.abs(amount - typical) * 100 <= amountTolerancePercent * typical,
  ).length;
  return atLeastShare(near, amounts.length);
}

/**
 * The payment series of one payee that have a rhythm and a stable amount: all its debits, else each
 * set of debits of one exact amount (one funder's two advances paid side by side).
 */
function seriesOf(
  lines: readonly TimelineLine[],
): { lines: TimelineLine[]; frequency: StatementPosition["frequency"] }[] {
  const whole = rhythmOf(lines.map((line) => dayNumber(line.date)));
  if (whole && stableAmount(lines.map((line) => -line.amountMinor)))
    return [{ lines: [...lines], frequency: whole }];
  const byAmount = new Map<number, TimelineLine[]>();
  for (const line of lines) {
    const same = byAmount.get(line.amountMinor);
    if (same) same.push(line);
    else byAmount.set(line.amountMinor, [line]);
  }
  const series: { lines: TimelineLine[]; frequency: StatementPosition["frequency"] }[] = [];
  for (const same of byAmount.values()) {
    const frequency = rhythmOf(same.map((line) => dayNumber(line.date)));
    if (frequency) series.push({ lines: same, frequency });
  }
  return series;
}

function positionOf(
  key: string,
  { lines, frequency }: { lines: TimelineLine[]; frequency: StatementPosition["frequency"] },
  end: number,
): { position: StatementPosition; lines: TimelineLine[] } {
  const amounts = lines.map((line) => -line.amountMinor);
  const lastDay = dayNumber(lines.at(-1)!.date);
  const position: StatementPosition = {
    payee: normalisePayee(lines[0]!.description) || key,
    ...(funderIn(lines[0]!.description) ? { funder: key } : {}),
    frequency,
    amountMinor: median(amounts),
    paymentCount: lines.length,
    paidMinor: amounts.reduce((sum, amount) => sum + amount, 0),
    firstSeen: lines[0]!.date,
    lastSeen: lines.at(-1)!.date,
    active: end - lastDay <= activeWithinDays[frequency],
    lineIds: lines.map((line) => line.id),
  };
  return { position, lines };
}

/** Owed: the funded amount times the factor, less what was paid after the deposit, never below zero. */
function fundingOf(
  deposit: TimelineLine,
  lines: readonly TimelineLine[],
  amountMinor: number,
  factorBps: number,
): StatementPosition["funding"] {
  const paidSince = lines
    .filter((line) => line.date > deposit.date)
    .reduce((sum, line) => sum - line.amountMinor, 0);
  const owed = Math.max(0, divRound(deposit.amountMinor * factorBps, 10_000) - paidSince);
  return {
    lineId: deposit.id,
    date: deposit.date,
    fundedMinor: deposit.amountMinor,
    factorBps,
    estimatedOwedMinor: owed,
    estimatedPaymentsLeft: Math.floor((owed + amountMinor - 1) / amountMinor),
  };
}

export function findPositions(
  timeline: Timeline,
  options: PositionOptions = {},
): StatementPosition[] {
  const factorBps = options.factorBps ?? defaultFactorBps;
  const debits = new Map<string, TimelineLine[]>();
  const deposits = new Map<string, TimelineLine[]>();
  for (const line of timeline.lines) {
    const key = payeeKey(line.description);
    if (key === "" || line.amountMinor === 0) continue;
    const into = line.amountMinor < 0 ? debits : deposits;
    const group = into.get(key);
    if (group) group.push(line);
    else into.set(key, [line]);
  }
  const end = dayNumber(timeline.to);
  const positions: StatementPosition[] = [];
  for (const [key, lines] of debits) {
    const found = seriesOf(lines).map((series) => positionOf(key, series, end));
    const fundings = deposits.get(key) ?? [];
    for (const { position, lines: series } of found) {
      if (!position.active || fundings.length === 0) continue;
      // The latest deposit from the payee funded what is paid now (a renewal replaces the first);
      // where one payee has two positions (two advances), each the latest before its first payment.
      const before = fundings.filter((deposit) => deposit.date <= position.firstSeen).at(-1);
      const funding = found.length > 1 ? before : fundings.at(-1);
      if (funding) position.funding = fundingOf(funding, series, position.amountMinor, factorBps);
    }
    positions.push(...found.map(({ position }) => position));
  }
  // Known funders first, then the heaviest monthly cost (about 21 business days, 4 weeks).
  const monthly = (p: StatementPosition) => p.amountMinor * (p.frequency === "daily" ? 21 : 4);
  return positions.sort(
    (a, b) =>
      Number(b.funder !== undefined) - Number(a.funder !== undefined) ||
      monthly(b) - monthly(a) ||
      a.payee.localeCompare(b.payee),
  );
}
