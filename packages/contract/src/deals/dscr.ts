import { payment, ratePerPayment } from "../finance";

/**
 * Debt service coverage (DSCR) of a property deal: the property's net operating income over the
 * requested debt's annual debt service, with level monthly payments that repay the amount over the
 * term at the yearly rate (an annuity; at 0 % the amount over the term). In basis points of 1
 * (1.25x = 12500). Undefined when a fact is missing: no income, no term or no rate.
 * docs/decisions/031-matching-facts.md says when each rate is used.
 */
export function dscrBp(facts: {
  monthlyIncomeMinor?: number | null;
  amountMinor: number;
  termMonths?: number | null;
  rateBp?: number | null;
}): number | undefined {
  const { monthlyIncomeMinor: income, amountMinor, termMonths: n, rateBp } = facts;
  if (income == null || n == null || rateBp == null || n <= 0 || amountMinor <= 0) return undefined;
  return Math.round((income / payment(amountMinor, ratePerPayment(rateBp, 12), n)) * 10_000);
}

/** A listing's typical rate: the middle of its range, or the one end it gives. */
export function typicalRateBp(listing: {
  rateMinBp?: number | null;
  rateMaxBp?: number | null;
}): number | undefined {
  const { rateMinBp: lo, rateMaxBp: hi } = listing;
  if (lo != null && hi != null) return Math.round((lo + hi) / 2);
  return lo ?? hi ?? undefined;
}
