import { describe, expect, it } from "vitest";
import { payment, presentValue, rateOf, ratePerPayment } from "./finance";

describe("payment", () => {
  it("repays a loan in level payments (known values)", () => {
    expect(payment(10_000, 0.01, 12)).toBeCloseTo(888.4879, 4); // 12 % a year, monthly
    expect(payment(200_000, 0.05 / 12, 360)).toBeCloseTo(1073.6432, 4); // a 30-year mortgage at 5 %
    expect(payment(100_000, 0.08, 10)).toBeCloseTo(14_902.949, 3); // yearly payments at 8 %
  });

  it("at a zero rate divides the amount by the payments", () => {
    expect(payment(1_200, 0, 12)).toBe(100);
    expect(payment(1_000, 0, 3)).toBeCloseTo(333.3333, 4);
  });

  it("in one payment repays the amount and one period's interest", () => {
    expect(payment(1_000, 0.01, 1)).toBeCloseTo(1_010, 9);
  });

  it("needs at least one payment", () => {
    expect(() => payment(1_000, 0.01, 0)).toThrow(RangeError);
    expect(() => payment(1_000, 0, 0.5)).toThrow(RangeError);
    expect(() => payment(1_000, 0.01, Number.NaN)).toThrow(RangeError);
  });

  it("pays more with a higher rate and less over more payments", () => {
    expect(payment(10_000, 0.02, 12)).toBeGreaterThan(payment(10_000, 0.01, 12));
    expect(payment(10_000, 0.01, 24)).toBeLessThan(payment(10_000, 0.01, 12));
  });
});

describe("presentValue", () => {
  it("is the amount the payments repay, at any rate", () => {
    for (const rate of [0, 0.0001, 0.01, 0.5])
      expect(presentValue(payment(25_000, rate, 36), rate, 36)).toBeCloseTo(25_000, 6);
  });

  it("at a zero rate is the sum of the payments", () => {
    expect(presentValue(100, 0, 12)).toBe(1_200);
  });
});

describe("rateOf", () => {
  it("finds the rate that makes the payments worth the proceeds", () => {
    expect(rateOf(10_000, payment(10_000, 0.01, 12), 12)).toBeCloseTo(0.01, 9);
    expect(rateOf(9_800, 888.4879, 12)).toBeCloseTo(0.013_21, 5); // fees out of the advance
    expect(rateOf(1_000, 1_500, 1)).toBeCloseTo(0.5, 9);
  });

  it("is zero when the payments add up to no more than the proceeds", () => {
    expect(rateOf(1_200, 100, 12)).toBe(0);
    expect(rateOf(1_200, 90, 12)).toBe(0);
  });

  it("finds rates above 100 % a period", () => {
    expect(rateOf(1_000, payment(1_000, 3, 4), 4)).toBeCloseTo(3, 6);
  });
});

describe("ratePerPayment", () => {
  it("splits a yearly rate in basis points across the payments of a year", () => {
    expect(ratePerPayment(1200, 12)).toBeCloseTo(0.01, 12);
    expect(ratePerPayment(520, 52)).toBeCloseTo(0.001, 12);
    expect(ratePerPayment(0, 252)).toBe(0);
  });
});
