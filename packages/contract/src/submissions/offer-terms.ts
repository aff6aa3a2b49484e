/**
 * What an offer costs the borrower, from the terms the funder sent, so a broker can compare offers
 * (docs/decisions/029-comparing-offers.md). Shared by the web (the comparison) and any server code
 * that needs the same figures. The annuity maths is ../finance.ts.
 */
import { payment as levelPayment, rateOf, ratePerPayment } from "../finance";

export const paymentFrequencies = ["daily", "weekly", "monthly"] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/** Payments a year: daily means each working day (21 a month, 252 a year). */
export const paymentsPerYear: Record<PaymentFrequency, number> = {
  daily: 252,
  weekly: 52,
  monthly: 12,
};

export interface OfferTerms {
  amountMinor: number;
  /** A yearly interest rate (a term loan) ... */
  rateBp: number | null;
  /** ... or a factor (a merchant cash advance pays back amount x factor). */
  factorBp: number | null;
  termMonths: number;
  paymentFrequency: PaymentFrequency;
  /** Paid at the start, out of the advance. */
  feesMinor: number;
}

export interface OfferCost {
  /** How many equal payments, and each one (minor units, rounded to the nearest unit). */
  payments: number;
  paymentMinor: number;
  /** Every payment plus the fees: what the borrower pays in all. */
  totalRepayableMinor: number;
  /** Total repayable minus the amount advanced. */
  costMinor: number;
  /**
   * The estimated APR in basis points, or why there is none: `no_schedule` when the term is too
   * short for one payment at this frequency, `fees_exceed_amount` when the fees take the whole
   * advance.
   */
  apr: { bp: number } | { unavailable: "no_schedule" | "fees_exceed_amount" };
}

/**
 * The schedule, total and cost of an offer, and its estimated APR.
 *
 * - A rate: the amount is repaid in equal payments at that yearly rate split across the payments
 *   of a year (a monthly rate of 12 %/12 for monthly payments).
 * - A factor: amount x factor is repaid in equal payments over the term.
 * - The APR is the yearly rate, compounded at the payment frequency, that makes the payments worth
 *   what the borrower actually receives (the amount less the fees) on the day of funding: the
 *   periodic internal rate of return times the payments in a year, as the US Truth in Lending rule
 *   states an APR. It is an estimate: real schedules start later, skip holidays or vary.
 */
export function offerCost(terms: OfferTerms): OfferCost {
  const perYear = paymentsPerYear[terms.paymentFrequency];
  const payments = Math.round((terms.termMonths * perYear) / 12);
  const amount = terms.amountMinor;
  if (payments < 1) {
    const total = terms.factorBp !== null ? (amount * terms.factorBp) / 10_000 : amount;
    const totalRepayableMinor = Math.round(total + terms.feesMinor);
    return {
      payments: 0,
      paymentMinor: 0,
      totalRepayableMinor,
      costMinor: totalRepayableMinor - amount,
      apr: { unavailable: "no_schedule" },
    };
  }
  const payment =
    terms.factorBp !== null
      ? (amount * terms.factorBp) / 10_000 / payments
      : levelPayment(amount, ratePerPayment(terms.rateBp ?? 0, perYear), payments);
  const totalRepayableMinor = Math.round(payment * payments + terms.feesMinor);
  const proceeds = amount - terms.feesMinor;
  return {
    payments,
    paymentMinor: Math.round(payment),
    totalRepayableMinor,
    costMinor: totalRepayableMinor - amount,
    apr:
      proceeds <= 0
        ? { unavailable: "fees_exceed_amount" }
        : { bp: Math.round(rateOf(proceeds, payment, payments) * perYear * 10_000) },
  };
}

/**
 * Which offers stand out: the cheapest (lowest estimated APR; offers without one are compared by
 * cost per unit advanced only when none has an APR) and the fastest (fewest days to fund, among
 * the offers that say). Ties mark every tied offer; a mark needs two offers to compare on it.
 */
export function standouts<T extends { id: string; cost: OfferCost; fundingDays: number | null }>(
  offers: readonly T[],
  amountOf: (offer: T) => number,
): { cheapest: string[]; fastest: string[] } {
  if (offers.length < 2) return { cheapest: [], fastest: [] };
  const withApr = offers.filter((o) => "bp" in o.cost.apr);
  const price = (o: T) =>
    withApr.length > 0
      ? "bp" in o.cost.apr
        ? o.cost.apr.bp
        : Infinity
      : o.cost.costMinor / Math.max(1, amountOf(o));
  const lowest = Math.min(...offers.map(price));
  const timed = offers.filter((o) => o.fundingDays !== null);
  const quickest = Math.min(...timed.map((o) => o.fundingDays!));
  return {
    cheapest: offers.filter((o) => price(o) === lowest).map((o) => o.id),
    fastest:
      timed.length > 1 ? timed.filter((o) => o.fundingDays === quickest).map((o) => o.id) : [],
  };
}
