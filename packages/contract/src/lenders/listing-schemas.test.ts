import { describe, expect, it } from "vitest";
import { listingCriteriaSchema } from "./listing-schemas";

const issues = (input: unknown) => {
  const r = listingCriteriaSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("listing criteria (the buy box)", () => {
  it("takes none, some or all criteria", () => {
    expect(issues({})).toEqual([]);
    expect(
      issues({
        products: ["term_loan", "line_of_credit"],
        amountMinMinor: 1_000_000,
        amountMaxMinor: 50_000_000,
        countries: ["US"],
        regions: ["US-TX", "US-FL"],
        excludedRegions: ["US-CA"],
        excludedIndustries: ["gambling", "cannabis"],
        minCreditScore: 600,
        minMonthsInBusiness: 12,
        minMonthlyRevenueMinor: 1_500_000,
        maxPositions: 2,
        propertyTypes: ["commercial"],
        maxLtvBp: 7500,
        minDscrBp: 12_500,
        termMinMonths: 6,
        termMaxMonths: 60,
        requiredDocumentTypes: ["bank_statement"],
      }),
    ).toEqual([]);
  });

  it("refuses inconsistent criteria field by field: min above max, unknown codes, regions outside the countries", () => {
    expect(issues({ amountMinMinor: 10, amountMaxMinor: 5 })).toEqual([
      "amountMinMinor: minAboveMax",
    ]);
    expect(issues({ termMinMonths: 24, termMaxMonths: 12 })).toEqual([
      "termMinMonths: minAboveMax",
    ]);
    expect(
      issues({
        products: ["moon_loan"],
        excludedIndustries: ["piracy"],
        requiredDocumentTypes: [],
      }),
    ).toEqual([
      "products.0: productsRequired",
      "excludedIndustries.0: industryChoice",
      "requiredDocumentTypes: documentTypeChoice",
    ]);
    expect(issues({ countries: ["GB"], regions: ["US-TX"] })).toEqual([
      "regions: regionOutsideCountries",
    ]);
    expect(issues({ countries: ["US"], excludedRegions: ["US-CA", "GB-SCT"] })).toEqual([
      "excludedRegions: regionOutsideCountries",
    ]);
    expect(issues({ excludedRegions: ["California"] })).toEqual(["excludedRegions.0: regionCodes"]);
    expect(issues({ excludedRegions: [] })).toEqual(["excludedRegions: regionsRequired"]);
    expect(issues({ regions: ["GB-SCT", "GB-WLS"], excludedRegions: ["GB-WLS"] })).toEqual([
      "excludedRegions: regionServedAndExcluded",
    ]);
    expect(issues({ minCreditScore: 1000, maxLtvBp: 0, maxPositions: -1 })).toHaveLength(3);
    expect(issues({ minCreditScore: 600, surprise: true })).toHaveLength(1);
  });
});
