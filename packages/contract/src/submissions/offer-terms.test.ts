import { describe, expect, it } from "vitest";
import { offerCost, standouts, type OfferTerms } from "./offer-terms";

const loan: OfferTerms = {
  amountMinor: 1_000_000, // 10,000.00
  rateBp: 1200,
  factorBp: null,
  termMonths: 12,
  paymentFrequency: "monthly",
  feesMinor: 0,
};

describe("offerCost", () => {
  it("repays a loan in equal monthly payments; with no fees the APR is the rate", () => {
    const cost = offerCost(loan);
    expect(cost.payments).toBe(12);
    expect(cost.paymentMinor).toBe(88_849); // 888.49 a month
    expect(cost.totalRepayableMinor).toBe(1_066_185);
    expect(cost.costMinor).toBe(66_185);
    expect(cost.apr).toEqual({ bp: 1200 });
  });

  it("counts fees in the total and in the APR (they come out of the advance)", () => {
    const cost = offerCost({ ...loan, feesMinor: 20_000 });
    expect(cost.totalRepayableMinor).toBe(1_086_185);
    expect(cost.costMinor).toBe(86_185);
    expect(cost.apr).toEqual({ bp: 1585 });
  });

  it("spreads a factor over the term's working days", () => {
    const cost = offerCost({
      amountMinor: 5_000_000,
      rateBp: null,
      factorBp: 13_000,
      termMonths: 6,
      paymentFrequency: "daily",
      feesMinor: 0,
    });
    expect(cost.payments).toBe(126);
    expect(cost.paymentMinor).toBe(51_587);
    expect(cost.totalRepayableMinor).toBe(6_500_000);
    expect(cost.costMinor).toBe(1_500_000);
    // 30 % over six months, paid back daily from the first day: over 100 % a year.
    expect(cost.apr).toEqual({ bp: 10_926 });
  });

  it("has no APR when fees take the whole advance, and a zero-rate loan costs nothing", () => {
    expect(offerCost({ ...loan, feesMinor: 1_000_000 }).apr).toEqual({
      unavailable: "fees_exceed_amount",
    });
    const free = offerCost({ ...loan, rateBp: 0 });
    expect(free.costMinor).toBe(0);
    expect(free.apr).toEqual({ bp: 0 });
  });

  it("weekly payments: 52 a year", () => {
    expect(offerCost({ ...loan, paymentFrequency: "weekly" }).payments).toBe(52);
  });
});

describe("standouts", () => {
  const offer = (id: string, terms: Partial<OfferTerms>, fundingDays: number | null) => {
    const all = { ...loan, ...terms };
    return { id, amountMinor: all.amountMinor, cost: offerCost(all), fundingDays };
  };
  const amount = (o: { amountMinor: number }) => o.amountMinor;

  it("marks the lowest APR cheapest and the fewest days fastest", () => {
    const offers = [
      offer("a", { rateBp: 1500 }, 2),
      offer("b", { rateBp: 1100 }, 5),
      offer("c", { rateBp: 1300 }, null),
    ];
    expect(standouts(offers, amount)).toEqual({ cheapest: ["b"], fastest: ["a"] });
  });

  it("marks nothing with a single offer, and no fastest when fewer than two say", () => {
    expect(standouts([offer("a", {}, 3)], amount)).toEqual({ cheapest: [], fastest: [] });
    expect(standouts([offer("a", {}, 3), offer("b", { rateBp: 900 }, null)], amount)).toEqual({
      cheapest: ["b"],
      fastest: [],
    });
  });

  it("marks every offer tied for cheapest", () => {
    expect(standouts([offer("a", {}, null), offer("b", {}, null)], amount).cheapest).toEqual([
      "a",
      "b",
    ]);
  });
});
