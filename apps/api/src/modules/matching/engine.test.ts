import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealProducts, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { industries } from "@portal/contract/deals/industries";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import {
  listingCriteriaSchema,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import {
  applyNeed,
  firstOf,
  judge,
  match,
  verdict,
  type DealFacts,
  type MatchListing,
} from "./engine";

const deal: DealFacts = {
  product: "term_loan",
  amountMinor: 5_000_000,
  currency: "GBP",
  country: "GB",
  industry: "retail",
  creditScore: 580,
  monthsInBusiness: 10,
  monthlyRevenueMinor: 2_000_000,
  positions: 1,
  termMonths: 24,
  documentTypes: ["bank_statement"],
};
const listing = (
  id: string,
  criteria: ListingCriteria,
  extra: Partial<MatchListing> = {},
): MatchListing => ({ id, funderId: `f-${id}`, currency: "GBP", criteria, ...extra });
const reasons = (d: DealFacts, l: MatchListing) =>
  judge(d, l).checks.map((c) => `${c.result}: ${c.reason}`);

describe("matching engine: one criterion at a time", () => {
  it("says why in a sentence a broker understands", () => {
    expect(reasons(deal, listing("a", { minCreditScore: 600 }))).toEqual([
      "fail: credit score 580 is below the minimum 600",
    ]);
    expect(reasons(deal, listing("a", { minCreditScore: 570 }))).toEqual([
      "warn: credit score 580 is close to the minimum 570",
    ]);
    expect(reasons(deal, listing("a", { minCreditScore: 500 }))).toEqual([
      "pass: credit score 580 meets the minimum 500",
    ]);
    expect(
      reasons({ ...deal, creditScore: undefined }, listing("a", { minCreditScore: 600 })),
    ).toEqual(["unknown: no credit score given (minimum 600)"]);
    expect(reasons(deal, listing("a", { amountMinMinor: 10_000_000 }))).toEqual([
      "fail: amount £50,000 is below the minimum £100,000",
    ]);
    expect(
      reasons(deal, listing("a", { amountMinMinor: 1_000_000, amountMaxMinor: 5_200_000 })),
    ).toEqual(["warn: amount £50,000 is close to the maximum £52,000"]);
    expect(
      reasons(deal, listing("a", { amountMinMinor: 1_000_000, amountMaxMinor: 9_000_000 })),
    ).toEqual(["pass: amount £50,000 is within £10,000 to £90,000"]);
    expect(reasons(deal, listing("a", { amountMaxMinor: 9_000_000 }, { currency: "EUR" }))).toEqual(
      ["fail: this listing lends in EUR, the deal is in GBP"],
    );
    expect(reasons(deal, listing("a", { products: ["bridge", "merchant_cash_advance"] }))).toEqual([
      "fail: product term loan is not one this listing takes (bridge, merchant cash advance)",
    ]);
    expect(reasons(deal, listing("a", { excludedIndustries: ["retail", "gambling"] }))).toEqual([
      "fail: industry retail is excluded",
    ]);
    expect(reasons(deal, listing("a", { minMonthsInBusiness: 12 }))).toEqual([
      "fail: time in business 10 months is below the minimum 12 months",
    ]);
    expect(reasons(deal, listing("a", { maxPositions: 1 }))).toEqual([
      "warn: existing advances 1 is close to the maximum 1",
    ]);
    expect(reasons(deal, listing("a", { maxPositions: 0 }))).toEqual([
      "fail: existing advances 1 is above the maximum 0",
    ]);
    expect(reasons(deal, listing("a", { maxLtvBp: 7500 }))).toEqual([
      "unknown: loan-to-value is not known (no property value) (maximum 75 %)",
    ]);
    expect(reasons({ ...deal, ltvBp: 8000 }, listing("a", { maxLtvBp: 7500 }))).toEqual([
      "fail: loan-to-value 80 % is above the maximum 75 %",
    ]);
    expect(reasons({ ...deal, dscrBp: 11_000 }, listing("a", { minDscrBp: 12_500 }))).toEqual([
      "fail: debt service coverage 1.1x is below the minimum 1.25x",
    ]);
    expect(reasons(deal, listing("a", { termMinMonths: 6, termMaxMonths: 18 }))).toEqual([
      "fail: term 24 months is above the maximum 18 months",
    ]);
    expect(
      reasons(deal, listing("a", { requiredDocumentTypes: ["bank_statement", "tax_return"] })),
    ).toEqual(["fail: missing documents: tax return"]);
    expect(
      reasons(
        { ...deal, monthlyRevenueMinor: 2_000_000, currency: "USD" },
        listing("a", { minMonthlyRevenueMinor: 1_000_000 }),
      ),
    ).toEqual([
      "unknown: monthly revenue is in USD, this listing's minimum in GBP (minimum £10,000)",
    ]);
  });

  it("excludes on any fail; warnings and unknowns still fit, with a lower fit", () => {
    const strict = judge(deal, listing("a", { minCreditScore: 600, maxPositions: 3 }));
    expect(strict.fits).toBe(false);
    const loose = judge(
      deal,
      listing("b", { minCreditScore: 570, maxPositions: 3, maxLtvBp: 7000 }),
    );
    expect(loose).toMatchObject({ fits: true, fit: (0.5 + 1 + 0) / 3 });
    expect(judge(deal, listing("c", {})).fit).toBe(1);
  });

  it("ranks by fit, then response time, then commission, then id", () => {
    const listings = [
      listing("slow", { maxPositions: 3 }, { responseHours: 48, brokerCommissionBp: 300 }),
      listing("fast", { maxPositions: 3 }, { responseHours: 4, brokerCommissionBp: 100 }),
      listing("warned", { minCreditScore: 570 }, { responseHours: 1 }),
      listing("rich", { maxPositions: 3 }, { responseHours: 4, brokerCommissionBp: 200 }),
      listing("out", { minCreditScore: 700 }),
      listing("unknown-time", { maxPositions: 3 }),
    ];
    const result = match(deal, listings);
    expect(result.fits.map((f) => f.listingId)).toEqual([
      "rich",
      "fast",
      "slow",
      "unknown-time",
      "warned",
    ]);
    expect(result.excluded.map((f) => f.listingId)).toEqual(["out"]);
  });

  it("says what would change it, counting funders that would then fit", () => {
    const listings = [
      listing("m12", { minMonthsInBusiness: 12 }),
      listing("m12b", { minMonthsInBusiness: 12 }),
      listing("m12c", { minMonthsInBusiness: 12 }, { funderId: "f-m12" }), // same funder as m12
      listing("m24", { minMonthsInBusiness: 24 }),
      listing("cs", { minCreditScore: 600 }),
      listing("two", { minCreditScore: 600, minMonthsInBusiness: 12 }),
      listing("product", { products: ["bridge"] }),
      listing("docs", { requiredDocumentTypes: ["tax_return"] }),
      listing("amount", { amountMaxMinor: 4_000_000 }),
    ];
    const { suggestions } = match(deal, listings);
    expect(suggestions.map((s) => s.sentence)).toEqual([
      "with 14 more months in business, 3 more funders fit",
      "with 2 more months in business, 2 more funders fit",
      "asking for £40,000 or less, 1 more funder fits",
      "with a credit score of 600, 1 more funder fits",
      "with tax return uploaded, 1 more funder fits",
    ]);
  });
});

describe("matching engine: regions, finer vocabularies, positions and coverage", () => {
  const judged = (
    d: Partial<DealFacts>,
    criteria: ListingCriteria,
    extra?: Partial<MatchListing>,
  ) => reasons({ ...deal, ...d }, listing("a", criteria, extra));

  it("a region takes the subdivisions inside it; a broader region is unknown, another one fails", () => {
    expect(judged({ regions: ["GB-GLG", "GB-SCT"] }, { regions: ["GB-SCT"] })).toEqual([
      "pass: region Glasgow is accepted",
    ]);
    expect(judged({ regions: ["GB-SCT"] }, { regions: ["GB-GLG"] })).toEqual([
      "unknown: region Scotland is broader than this listing's (Glasgow): say which",
    ]);
    expect(judged({ regions: ["US-TX"] }, { regions: ["US-CA", "US-NY"] })).toEqual([
      "fail: region Texas is not one this listing takes (California, New York)",
    ]);
    expect(judged({}, { regions: ["GB-SCT"] })).toEqual([
      "unknown: the business's region is not given",
    ]);
  });

  it("property types: a group takes its types; a deal recorded only as a group is unknown to a finer listing", () => {
    expect(judged({ propertyType: "multifamily" }, { propertyTypes: ["residential"] })).toEqual([
      "pass: property type multifamily is accepted",
    ]);
    expect(
      judged({ propertyType: "single_family_rental" }, { propertyTypes: ["multifamily"] }),
    ).toEqual([
      "fail: property type single family rental is not one this listing takes (multifamily)",
    ]);
    expect(judged({ propertyType: "residential" }, { propertyTypes: ["multifamily"] })[0]).toMatch(
      /^unknown: property type residential is broader/,
    );
  });

  it("industries: excluding a sector excludes its groups, and car dealers are not auto repair", () => {
    expect(judged({ industry: "auto_sales" }, { excludedIndustries: ["retail"] })).toEqual([
      "fail: industry auto sales is excluded (this listing excludes retail)",
    ]);
    expect(judged({ industry: "auto_repair" }, { excludedIndustries: ["auto_sales"] })).toEqual([
      "pass: industry auto repair is not excluded",
    ]);
    expect(judged({ industry: "retail" }, { excludedIndustries: ["auto_sales"] })).toEqual([
      "unknown: industry retail is broad and this listing excludes auto sales: say which",
    ]);
  });

  it("existing advances: the number and what is still owed", () => {
    expect(judged({ positions: 3 }, { maxPositions: 1 })).toEqual([
      "fail: existing advances 3 is above the maximum 1",
    ]);
    expect(
      judged({ existingBalanceMinor: 3_000_000 }, { maxExistingBalanceMinor: 2_500_000 }),
    ).toEqual(["fail: owed on existing advances £30,000 is above the maximum £25,000"]);
  });

  it("coverage from the property's income: the broker's rate, else the listing's typical rate, else unknown", () => {
    // £45,000 over 24 months at 12 % is £2,118.31 a month: £3,000 of income covers it 1.4162x.
    const property = {
      amountMinor: 4_500_000,
      termMonths: 24,
      debtService: { monthlyIncomeMinor: 300_000, rateBp: 1200 },
    };
    expect(judged(property, { minDscrBp: 12_500 })).toEqual([
      "pass: debt service coverage 1.4162x meets the minimum 1.25x",
    ]);
    const noRate = { ...property, debtService: { monthlyIncomeMinor: 300_000 } };
    expect(judged(noRate, { minDscrBp: 15_000 }, { typicalRateBp: 1200 })).toEqual([
      "fail: debt service coverage 1.4162x is below the minimum 1.5x",
    ]);
    expect(judged(noRate, { minDscrBp: 12_500 })).toEqual([
      "unknown: debt service coverage is not known (no interest rate given) (minimum 1.25x)",
    ]);
  });
});

// Arbitrary deals and listings over the contract's codes.
const arbDeal: fc.Arbitrary<DealFacts> = fc.record(
  {
    product: fc.constantFrom(...dealProducts),
    amountMinor: fc.integer({ min: 1, max: 1e9 }),
    currency: fc.constantFrom("GBP", "USD"),
    country: fc.constantFrom("GB", "US", "IE"),
    regions: fc.constantFrom(["GB-GLG", "GB-SCT"], ["GB-SCT"], ["GB-ENG"], ["US-TX"], ["US-CA"]),
    industry: fc.constantFrom(...industries),
    creditScore: fc.integer({ min: 300, max: 900 }),
    monthsInBusiness: fc.integer({ min: 0, max: 400 }),
    monthlyRevenueMinor: fc.integer({ min: 0, max: 1e8 }),
    positions: fc.integer({ min: 0, max: 6 }),
    existingBalanceMinor: fc.integer({ min: 0, max: 1e8 }),
    propertyType: fc.constantFrom(...propertyTypes),
    ltvBp: fc.integer({ min: 0, max: 15_000 }),
    dscrBp: fc.integer({ min: 0, max: 30_000 }),
    debtService: fc.record(
      {
        monthlyIncomeMinor: fc.integer({ min: 0, max: 1e7 }),
        rateBp: fc.integer({ min: 0, max: 3000 }),
      },
      { requiredKeys: ["monthlyIncomeMinor"] },
    ),
    termMonths: fc.integer({ min: 1, max: 360 }),
    documentTypes: fc.subarray([...documentTypes]),
  },
  { requiredKeys: ["product", "amountMinor", "currency"] },
);
const someOf = <T>(values: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: values.length });
const arbCriteria: fc.Arbitrary<ListingCriteria> = fc
  .record(
    {
      products: someOf(dealProducts),
      amountMinMinor: fc.integer({ min: 0, max: 1e9 }),
      amountMaxMinor: fc.integer({ min: 0, max: 1e9 }),
      countries: someOf(["GB", "US", "IE"]),
      regions: someOf(["GB-SCT", "GB-GLG", "GB-ENG", "US-TX", "US-CA"]),
      excludedIndustries: someOf(industries),
      minCreditScore: fc.integer({ min: 300, max: 900 }),
      minMonthsInBusiness: fc.integer({ min: 0, max: 400 }),
      minMonthlyRevenueMinor: fc.integer({ min: 0, max: 1e8 }),
      maxPositions: fc.integer({ min: 0, max: 6 }),
      maxExistingBalanceMinor: fc.integer({ min: 0, max: 1e8 }),
      propertyTypes: someOf(propertyTypes),
      maxLtvBp: fc.integer({ min: 1, max: 15_000 }),
      minDscrBp: fc.integer({ min: 1, max: 30_000 }),
      termMinMonths: fc.integer({ min: 1, max: 360 }),
      termMaxMonths: fc.integer({ min: 1, max: 360 }),
      requiredDocumentTypes: someOf(documentTypes),
    },
    { requiredKeys: [] },
  )
  .filter((c) => listingCriteriaSchema.safeParse(c).success);
const arbListing = (id: string) =>
  fc
    .tuple(arbCriteria, fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }))
    .map(([criteria, typicalRateBp]) => listing(id, criteria, { typicalRateBp }));
const arbListings = fc
  .array(
    fc.tuple(
      arbCriteria,
      fc.integer({ min: 0, max: 5 }),
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    ),
    { maxLength: 25 },
  )
  .map((rows) =>
    rows.map(([criteria, funder, responseHours], i) =>
      listing(`l${String(i).padStart(2, "0")}`, criteria, {
        funderId: `f${funder}`,
        responseHours,
      }),
    ),
  );

/** A stricter version of one criterion of `c` (or `c` itself when it cannot be tightened). */
function tighten(c: ListingCriteria, pick: number): ListingCriteria {
  const keys = Object.keys(c) as (keyof ListingCriteria)[];
  if (!keys.length) return { minCreditScore: 900 };
  const key = keys[pick % keys.length]!;
  const value = c[key];
  if (Array.isArray(value)) {
    if (key === "excludedIndustries" || key === "requiredDocumentTypes") {
      const all = key === "excludedIndustries" ? industries : documentTypes;
      return { ...c, [key]: [...new Set([...value, all[pick % all.length]!])] };
    }
    return value.length > 1 ? { ...c, [key]: value.slice(1) } : c;
  }
  if (typeof value !== "number") return c;
  const raises = key.startsWith("min") || key === "amountMinMinor" || key === "termMinMonths";
  const next = raises
    ? value + 1 + (pick % 50)
    : Math.max(
        ["maxPositions", "amountMaxMinor", "maxExistingBalanceMinor"].includes(key) ? 0 : 1,
        value - 1 - (pick % 50),
      );
  const tightened = { ...c, [key]: next };
  return listingCriteriaSchema.safeParse(tightened).success ? tightened : c;
}

describe("matching engine: properties", () => {
  it("a listing with no criteria matches every deal", () => {
    fc.assert(fc.property(arbDeal, (d) => judge(d, listing("open", {})).fits));
  });

  it("tightening a criterion never adds a match", () => {
    fc.assert(
      fc.property(arbDeal, arbListing("x"), fc.nat(), (d, l, pick) => {
        const stricter = { ...l, criteria: tighten(l.criteria, pick) };
        return !judge(d, stricter).fits || judge(d, l).fits;
      }),
      { numRuns: 2000 },
    );
  });

  it("a missing fact makes the criteria that need it unknown, never a fail", () => {
    const needs: [keyof DealFacts, string][] = [
      ["country", "countries"],
      ["regions", "regions"],
      ["industry", "excludedIndustries"],
      ["creditScore", "minCreditScore"],
      ["monthsInBusiness", "minMonthsInBusiness"],
      ["monthlyRevenueMinor", "minMonthlyRevenueMinor"],
      ["positions", "maxPositions"],
      ["existingBalanceMinor", "maxExistingBalanceMinor"],
      ["propertyType", "propertyTypes"],
      ["ltvBp", "maxLtvBp"],
      ["termMonths", "term"],
    ];
    fc.assert(
      fc.property(arbDeal, arbListing("x"), (d, l) => {
        for (const [fact, criterion] of needs) {
          const { [fact]: _gone, ...rest } = d;
          const check = judge(rest as DealFacts, l).checks.find((c) => c.criterion === criterion);
          if (check) expect(check.result).toBe("unknown");
        }
        const { dscrBp: _d, debtService: _s, ...noCoverage } = d;
        const coverage = judge(noCoverage as DealFacts, l).checks.find(
          (c) => c.criterion === "minDscrBp",
        );
        if (coverage) expect(coverage.result).toBe("unknown");
      }),
      { numRuns: 500 },
    );
  });

  it("the same input gives the same order, whatever order the listings come in", () => {
    fc.assert(
      fc.property(arbDeal, arbListings, fc.nat(), (d, listings, seed) => {
        const shuffled = [...listings].sort(
          (a, b) => ((a.id.charCodeAt(2) * 31 + seed) % 7) - ((b.id.charCodeAt(2) * 31 + seed) % 7),
        );
        expect(match(d, shuffled)).toEqual(match(d, listings));
      }),
    );
  });

  it("a suggestion keeps its word: with the change, that many more funders fit", () => {
    fc.assert(
      fc.property(arbDeal, arbListings, (d, listings) => {
        const before = match(d, listings);
        const fitting = new Set(before.fits.map((f) => f.funderId));
        for (const s of before.suggestions) {
          const after = match(applyNeed(d, s.need), listings);
          const newFunders = new Set(
            after.fits.map((f) => f.funderId).filter((f) => !fitting.has(f)),
          );
          expect(newFunders.size).toBeGreaterThanOrEqual(s.funders);
        }
      }),
    );
  });

  it("fits and exclusions split every listing, and every exclusion has a failed criterion", () => {
    fc.assert(
      fc.property(arbDeal, arbListings, (d, listings) => {
        const r = match(d, listings);
        expect(r.fits.length + r.excluded.length).toBe(listings.length);
        const byId = new Map(listings.map((l) => [l.id, l]));
        const checksOf = (id: string) => judge(d, byId.get(id)!).checks;
        for (const e of r.excluded)
          expect(checksOf(e.listingId).some((c) => c.result === "fail")).toBe(true);
        for (const f of r.fits)
          expect(checksOf(f.listingId).every((c) => c.result !== "fail")).toBe(true);
      }),
    );
  });

  it("ordering only the first few gives the first few of the whole order, and the same counts", () => {
    fc.assert(
      fc.property(
        arbDeal,
        arbListings,
        fc.nat({ max: 30 }),
        fc.nat({ max: 30 }),
        (d, listings, fits, excluded) => {
          const all = match(d, listings);
          const few = match(d, listings, { fits, excluded });
          expect(few.fits).toEqual(all.fits.slice(0, fits));
          expect(few.excluded).toEqual(all.excluded.slice(0, excluded));
          expect([few.fitCount, few.excludedCount]).toEqual([all.fits.length, all.excluded.length]);
          expect(few.suggestions).toEqual(all.suggestions);
        },
      ),
    );
  });

  it("firstOf keeps the first of a total order, ties and duplicates included", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 })), fc.nat({ max: 40 }), (xs, n) => {
        expect(firstOf(xs, n, (a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b).slice(0, n));
      }),
    );
  });

  it("a verdict agrees with the judgement a broker reads", () => {
    fc.assert(
      fc.property(arbDeal, arbListings, (d, listings) => {
        for (const l of listings) {
          const j = judge(d, l);
          const v = verdict(d, l);
          const failed = j.checks.filter((c) => c.result === "fail");
          expect(v).toEqual({
            fits: j.fits,
            fit: j.fit,
            failures: failed.length,
            need: failed.length === 1 ? failed[0]!.need : undefined,
          });
        }
      }),
    );
  });
});
