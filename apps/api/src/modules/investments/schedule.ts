import type { Investment } from "@portal/contract/investments/investment-schemas";
import { offerCost, type OfferTerms } from "@portal/contract/submissions/offer-terms";

const dayMs = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isWorkingDay = (at: Date) => at.getUTCDay() !== 0 && at.getUTCDay() !== 6;

/** `months` calendar months after `start` (UTC), on the same day or the month's last. */
function monthsAfter(start: Date, months: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(start.getUTCDate(), last)));
}

/** The day of each payment (UTC midnight), one period after funding for the first. */
function paymentDays(terms: OfferTerms, funded: Date, payments: number): Date[] {
  const start = new Date(`${dayOf(funded)}T00:00:00.000Z`);
  if (terms.paymentFrequency === "monthly")
    return Array.from({ length: payments }, (_, i) => monthsAfter(start, i + 1));
  if (terms.paymentFrequency === "weekly")
    return Array.from(
      { length: payments },
      (_, i) => new Date(start.getTime() + 7 * (i + 1) * dayMs),
    );
  // Daily: each working day (Monday to Friday) after the funding day.
  const days: Date[] = [];
  for (let at = start.getTime() + dayMs; days.length < payments; at += dayMs)
    if (isWorkingDay(new Date(at))) days.push(new Date(at));
  return days;
}

/**
 * A funded deal's repayment schedule from its accepted offer (contract `offerCost`): equal
 * payments, the first one period after the funding day (the next working day for daily ones),
 * and how many fell due by `today` with what they add up to. Fees are paid out of the advance at
 * funding, so what is repaid counts the payments alone; the last payment due makes it whole
 * (the total repayable less the fees), whatever the rounding of each payment.
 */
export function scheduleOf(
  terms: OfferTerms,
  fundedAt: Date,
  today: Date,
): NonNullable<Investment["schedule"]> {
  const cost = offerCost(terms);
  const days = paymentDays(terms, fundedAt, cost.payments);
  const until = dayOf(today);
  const paymentsDue = days.filter((d) => dayOf(d) <= until).length;
  const payable = cost.totalRepayableMinor - terms.feesMinor;
  return {
    paymentFrequency: terms.paymentFrequency,
    payments: cost.payments,
    paymentMinor: cost.paymentMinor,
    totalRepayableMinor: cost.totalRepayableMinor,
    firstPaymentOn: days.length ? dayOf(days[0]!) : null,
    lastPaymentOn: days.length ? dayOf(days.at(-1)!) : null,
    paymentsDue,
    repaidMinor:
      paymentsDue === cost.payments && paymentsDue > 0 ? payable : paymentsDue * cost.paymentMinor,
  };
}
