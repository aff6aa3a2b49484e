import { describe, expect, it } from "vitest";
import { filtersOfParams, filtersOn, paramsWithFilters } from "./board-filters";

describe("the board's filters in the URL", () => {
  it("reads the filters the contract accepts and leaves out the ones it refuses", () => {
    const params = new URLSearchParams(
      "product=term_loan&minAmountMinor=500000&minDays=abc&ended=true&country=XX&tab=x",
    );
    expect(filtersOfParams(params)).toEqual({
      product: "term_loan",
      minAmountMinor: 500000,
      ended: true,
    });
  });

  it("writes the filters set, drops the ones cleared, keeps other keys, and reads back the same", () => {
    const params = new URLSearchParams("product=term_loan&minDays=3&view=x");
    const next = paramsWithFilters(params, { country: "GB", ended: false, minDays: 0 });
    expect(next.toString()).toBe("view=x&country=GB&minDays=0");
    expect(filtersOfParams(next)).toEqual({ country: "GB", minDays: 0 });
    expect(filtersOn(filtersOfParams(next))).toBe(2);
  });
});
