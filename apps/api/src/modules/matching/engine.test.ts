import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealProducts, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { industries } from "@portal/contract/deals/industries";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import {
  criterionNames,
  listingCriteriaSchema,
  type CriterionName,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import {
  checkSchema,
  codesByCriterion,
  suggestionSchema,
  type CheckCode,
  type CheckFacts,
} from "@portal/contract/matching/check-schemas";
import type { DealFacts, MatchListing } from "./facts";
import { firstOf, match } from "./ranking";
import { applySuggestion } from "./suggestions";
import { judge, verdict } from "./verdict";

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
/** The one check of a listing setting one criterion, as facts. */
const factsOf = (
  d: Partial<DealFacts>,
  criteria: ListingCriteria,
  extra?: Partial<MatchListing>,
): CheckFacts[] => judge({ ...deal, ...d }, listing("a", criteria, extra)).checks;

const score = (value: number) => ({ kind: "score", value }) as const;
const count = (value: number) => ({ kind: "count", value }) as const;
const months = (value: number) => ({ kind: "months", value }) as const;
const gbp = (minor: number) => ({ kind: "money", minor, currency: "GBP" }) as const;
const percent = (bp: number) => ({ kind: "percent", bp }) as const;
const ratio = (bp: number) => ({ kind: "ratio", bp }) as const;
const currency = (code: string) => ({ kind: "currency", currency: code }) as const;

describe("matching engine: each criterion as facts, never a sentence", () => {
  it("a minimum: met, close, below, not given (credit score, time in business, revenue)", () => {
    const c = "minCreditScore";
    expect(factsOf({}, { minCreditScore: 500 })).toEqual([
      {
        criterion: c,
        result: "pass",
        code: "meets_minimum",
        deal: score(580),
        listing: score(500),
      },
    ]);
    expect(factsOf({}, { minCreditScore: 570 })).toEqual([
      {
        criterion: c,
        result: "warn",
        code: "close_to_minimum",
        deal: score(580),
        listing: score(570),
      },
    ]);
    expect(factsOf({}, { minCreditScore: 600 })).toEqual([
      {
        criterion: c,
        result: "fail",
        code: "below_minimum",
        deal: score(580),
        listing: score(600),
      },
    ]);
    expect(factsOf({ creditScore: undefined }, { minCreditScore: 600 })).toEqual([
      { criterion: c, result: "unknown", code: "not_given", listing: score(600) },
    ]);
    expect(factsOf({}, { minMonthsInBusiness: 12 })).toEqual([
      {
        criterion: "minMonthsInBusiness",
        result: "fail",
        code: "below_minimum",
        deal: months(10),
        listing: months(12),
      },
    ]);
    expect(factsOf({}, { minMonthlyRevenueMinor: 1_900_000 })).toEqual([
      {
        criterion: "minMonthlyRevenueMinor",
        result: "warn",
        code: "close_to_minimum",
        deal: gbp(2_000_000),
        listing: gbp(1_900_000),
      },
    ]);
  });

  it("money in another currency than the listing's: the amount fails, revenue and balance are unknown", () => {
    expect(factsOf({}, { amountMaxMinor: 9_000_000 }, { currency: "EUR" })).toEqual([
      {
        criterion: "amount",
        result: "fail",
        code: "other_currency",
        deal: currency("GBP"),
        listing: currency("EUR"),
      },
    ]);
    expect(factsOf({ currency: "USD" }, { minMonthlyRevenueMinor: 1_000_000 })).toEqual([
      {
        criterion: "minMonthlyRevenueMinor",
        result: "unknown",
        code: "other_currency",
        deal: currency("USD"),
        listing: currency("GBP"),
      },
    ]);
    expect(
      factsOf(
        { currency: "USD", existingBalanceMinor: 10 },
        { maxExistingBalanceMinor: 1_000_000 },
      ),
    ).toEqual([
      {
        criterion: "maxExistingBalanceMinor",
        result: "unknown",
        code: "other_currency",
        deal: currency("USD"),
        listing: currency("GBP"),
      },
    ]);
    // Not given is not given, whatever the currency.
    expect(
      factsOf({ currency: "USD", monthlyRevenueMinor: undefined }, { minMonthlyRevenueMinor: 1 }),
    ).toEqual([
      {
        criterion: "minMonthlyRevenueMinor",
        result: "unknown",
        code: "not_given",
        listing: gbp(1),
      },
    ]);
  });

  it("a maximum: within, close, above, not given (positions, balance, loan-to-value)", () => {
    expect(factsOf({}, { maxPositions: 3 })).toEqual([
      {
        criterion: "maxPositions",
        result: "pass",
        code: "within_maximum",
        deal: count(1),
        listing: count(3),
      },
    ]);
    expect(factsOf({}, { maxPositions: 1 })).toEqual([
      {
        criterion: "maxPositions",
        result: "warn",
        code: "close_to_maximum",
        deal: count(1),
        listing: count(1),
      },
    ]);
    expect(factsOf({ positions: 3 }, { maxPositions: 1 })).toEqual([
      {
        criterion: "maxPositions",
        result: "fail",
        code: "above_maximum",
        deal: count(3),
        listing: count(1),
      },
    ]);
    expect(factsOf({ positions: undefined }, { maxPositions: 1 })).toEqual([
      { criterion: "maxPositions", result: "unknown", code: "not_given", listing: count(1) },
    ]);
    expect(
      factsOf({ existingBalanceMinor: 3_000_000 }, { maxExistingBalanceMinor: 2_500_000 }),
    ).toEqual([
      {
        criterion: "maxExistingBalanceMinor",
        result: "fail",
        code: "above_maximum",
        deal: gbp(3_000_000),
        listing: gbp(2_500_000),
      },
    ]);
    expect(factsOf({}, { maxLtvBp: 7500 })).toEqual([
      { criterion: "maxLtvBp", result: "unknown", code: "not_given", listing: percent(7500) },
    ]);
    expect(factsOf({ ltvBp: 8000 }, { maxLtvBp: 7500 })).toEqual([
      {
        criterion: "maxLtvBp",
        result: "fail",
        code: "above_maximum",
        deal: percent(8000),
        listing: percent(7500),
      },
    ]);
  });

  it("a range (amount, term): one check, the failing side first, else a close side, else the range", () => {
    expect(factsOf({}, { amountMinMinor: 10_000_000 })).toEqual([
      {
        criterion: "amount",
        result: "fail",
        code: "below_minimum",
        deal: gbp(5_000_000),
        listing: gbp(10_000_000),
      },
    ]);
    expect(factsOf({}, { amountMinMinor: 1_000_000, amountMaxMinor: 5_200_000 })).toEqual([
      {
        criterion: "amount",
        result: "warn",
        code: "close_to_maximum",
        deal: gbp(5_000_000),
        listing: gbp(5_200_000),
      },
    ]);
    expect(factsOf({}, { amountMinMinor: 1_000_000, amountMaxMinor: 9_000_000 })).toEqual([
      {
        criterion: "amount",
        result: "pass",
        code: "within_range",
        deal: gbp(5_000_000),
        listing: gbp(1_000_000),
        listingTo: gbp(9_000_000),
      },
    ]);
    // A narrow range: above its maximum fails even where it is close to its minimum.
    expect(factsOf({}, { amountMinMinor: 4_800_000, amountMaxMinor: 4_900_000 })[0]).toMatchObject({
      result: "fail",
      code: "above_maximum",
      listing: gbp(4_900_000),
    });
    expect(factsOf({}, { termMinMonths: 6, termMaxMonths: 18 })).toEqual([
      {
        criterion: "term",
        result: "fail",
        code: "above_maximum",
        deal: months(24),
        listing: months(18),
      },
    ]);
    expect(factsOf({}, { termMinMonths: 12, termMaxMonths: 60 })).toEqual([
      {
        criterion: "term",
        result: "pass",
        code: "within_range",
        deal: months(24),
        listing: months(12),
        listingTo: months(60),
      },
    ]);
    expect(factsOf({}, { termMinMonths: 12 })).toEqual([
      {
        criterion: "term",
        result: "pass",
        code: "meets_minimum",
        deal: months(24),
        listing: months(12),
      },
    ]);
    // Not given: the minimum in `listing`, the maximum in `listingTo`, each when set.
    expect(factsOf({ termMonths: undefined }, { termMinMonths: 6, termMaxMonths: 18 })).toEqual([
      {
        criterion: "term",
        result: "unknown",
        code: "not_given",
        listing: months(6),
        listingTo: months(18),
      },
    ]);
    expect(factsOf({ termMonths: undefined }, { termMaxMonths: 18 })).toEqual([
      { criterion: "term", result: "unknown", code: "not_given", listingTo: months(18) },
    ]);
  });

  it("vocabularies: the deal's code, accepted or not, and the listing's list", () => {
    expect(factsOf({}, { products: ["bridge", "merchant_cash_advance"] })).toEqual([
      {
        criterion: "products",
        result: "fail",
        code: "not_accepted",
        deal: { kind: "product", codes: ["term_loan"] },
        listing: { kind: "product", codes: ["bridge", "merchant_cash_advance"] },
      },
    ]);
    expect(factsOf({}, { countries: ["GB", "IE"] })).toEqual([
      {
        criterion: "countries",
        result: "pass",
        code: "accepted",
        deal: { kind: "country", codes: ["GB"] },
        listing: { kind: "country", codes: ["GB", "IE"] },
      },
    ]);
    expect(factsOf({ country: undefined }, { countries: ["GB"] })).toEqual([
      {
        criterion: "countries",
        result: "unknown",
        code: "not_given",
        listing: { kind: "country", codes: ["GB"] },
      },
    ]);
  });

  it("a region takes the subdivisions inside it; a broader region is unknown, another one fails", () => {
    const region = (...codes: string[]) => ({ kind: "region", codes }) as const;
    expect(factsOf({ regions: ["GB-GLG", "GB-SCT"] }, { regions: ["GB-SCT"] })).toEqual([
      {
        criterion: "regions",
        result: "pass",
        code: "accepted",
        deal: region("GB-GLG"),
        listing: region("GB-SCT"),
      },
    ]);
    expect(factsOf({ regions: ["GB-SCT"] }, { regions: ["GB-GLG"] })).toEqual([
      {
        criterion: "regions",
        result: "unknown",
        code: "broader",
        deal: region("GB-SCT"),
        listing: region("GB-GLG"),
      },
    ]);
    expect(factsOf({ regions: ["US-TX"] }, { regions: ["US-CA", "US-NY"] })).toEqual([
      {
        criterion: "regions",
        result: "fail",
        code: "not_accepted",
        deal: region("US-TX"),
        listing: region("US-CA", "US-NY"),
      },
    ]);
    expect(factsOf({}, { regions: ["GB-SCT"] })).toEqual([
      { criterion: "regions", result: "unknown", code: "not_given", listing: region("GB-SCT") },
    ]);
  });

  it("US except CA and NY: a Californian deal fails on region only, a Canadian one on country only (decision 073)", () => {
    const region = (...codes: string[]) => ({ kind: "region", codes }) as const;
    const exceptCaNy = listing("x", { countries: ["US"], excludedRegions: ["US-CA", "US-NY"] });
    const us = { country: "US", currency: "USD" };
    const californian = judge({ ...deal, ...us, regions: ["US-CA"] }, exceptCaNy);
    expect(californian.fits).toBe(false);
    expect(californian.checks).toEqual([
      {
        criterion: "countries",
        result: "pass",
        code: "accepted",
        deal: { kind: "country", codes: ["US"] },
        listing: { kind: "country", codes: ["US"] },
      },
      {
        criterion: "excludedRegions",
        result: "fail",
        code: "excluded",
        deal: region("US-CA"),
        listing: region("US-CA"),
      },
    ]);
    const canadian = judge({ ...deal, country: "CA", regions: ["CA-ON"] }, exceptCaNy);
    expect(canadian.fits).toBe(false);
    expect(canadian.checks.map((c) => `${c.criterion} ${c.result} ${c.code}`)).toEqual([
      "countries fail not_accepted",
    ]);
    const texan = judge({ ...deal, ...us, regions: ["US-TX"] }, exceptCaNy);
    expect(texan.fits).toBe(true);
    expect(texan.checks[1]).toEqual({
      criterion: "excludedRegions",
      result: "pass",
      code: "not_excluded",
      deal: region("US-TX"),
      listing: region("US-CA", "US-NY"),
    });
    // Without a region, a US deal may be in California: unknown, which does not refuse.
    const anywhere = judge({ ...deal, ...us }, exceptCaNy);
    expect(anywhere.fits).toBe(true);
    expect(anywhere.checks[1]).toEqual({
      criterion: "excludedRegions",
      result: "unknown",
      code: "not_given",
      listing: region("US-CA", "US-NY"),
    });
  });

  it("an excluded region excludes the subdivisions inside it; a region some of whose parts are excluded is unknown", () => {
    const region = (...codes: string[]) => ({ kind: "region", codes }) as const;
    expect(factsOf({ regions: ["GB-GLG", "GB-SCT"] }, { excludedRegions: ["GB-SCT"] })).toEqual([
      {
        criterion: "excludedRegions",
        result: "fail",
        code: "excluded",
        deal: region("GB-GLG"),
        listing: region("GB-SCT"),
      },
    ]);
    expect(factsOf({ regions: ["GB-SCT"] }, { excludedRegions: ["GB-GLG", "GB-WLS"] })).toEqual([
      {
        criterion: "excludedRegions",
        result: "unknown",
        code: "broad_excluded",
        deal: region("GB-SCT"),
        listing: region("GB-GLG"),
      },
    ]);
    // Excluding US states says nothing of a business in the UK, when the listing names no countries.
    expect(factsOf({ regions: ["GB-SCT"] }, { excludedRegions: ["US-CA"] })).toEqual([]);
  });

  it("served regions judge deals in their countries only, unless they are the listing's only word on place", () => {
    const canadian = { country: "CA", regions: ["CA-ON"] };
    expect(factsOf(canadian, { countries: ["US"], regions: ["US-TX"] }).map((c) => c.code)).toEqual(
      ["not_accepted"],
    );
    expect(factsOf(canadian, { countries: ["US"], regions: ["US-TX"] })[0]?.criterion).toBe(
      "countries",
    );
    // Texas with the whole of Canada.
    expect(factsOf(canadian, { countries: ["US", "CA"], regions: ["US-TX"] })).toMatchObject([
      { criterion: "countries", result: "pass" },
    ]);
    expect(factsOf(canadian, { regions: ["US-TX"] })).toMatchObject([
      { criterion: "regions", result: "fail", code: "not_accepted" },
    ]);
  });

  it("a region cannot be both served and excluded, nor excluded outside the listing's countries", () => {
    const issues = (criteria: unknown) => {
      const r = listingCriteriaSchema.safeParse(criteria);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issues({ regions: ["US-CA", "US-TX"], excludedRegions: ["US-CA"] })).toEqual([
      "excludedRegions: regionServedAndExcluded",
    ]);
    expect(issues({ countries: ["US"], excludedRegions: ["GB-SCT"] })).toEqual([
      "excludedRegions: regionOutsideCountries",
    ]);
    expect(issues({ regions: ["GB-SCT"], excludedRegions: ["GB-GLG"] })).toEqual([]);
  });

  it("property types: a group takes its types; a deal recorded only as a group is unknown to a finer listing", () => {
    const types = (...codes: string[]) => ({ kind: "propertyType", codes }) as const;
    expect(factsOf({ propertyType: "multifamily" }, { propertyTypes: ["residential"] })).toEqual([
      {
        criterion: "propertyTypes",
        result: "pass",
        code: "accepted",
        deal: types("multifamily"),
        listing: types("residential"),
      },
    ]);
    expect(
      factsOf({ propertyType: "single_family_rental" }, { propertyTypes: ["multifamily"] }),
    ).toEqual([
      {
        criterion: "propertyTypes",
        result: "fail",
        code: "not_accepted",
        deal: types("single_family_rental"),
        listing: types("multifamily"),
      },
    ]);
    expect(
      factsOf({ propertyType: "residential" }, { propertyTypes: ["multifamily"] })[0],
    ).toMatchObject({ result: "unknown", code: "broader" });
    expect(factsOf({}, { propertyTypes: ["multifamily"] })[0]).toMatchObject({
      result: "unknown",
      code: "not_given",
    });
  });

  it("finer industries: excluding a code excludes every code inside it, at any depth; a broader deal is unknown", () => {
    const outcome = (industry: string, excluded: string[]) => {
      const [check] = factsOf({ industry }, { excludedIndustries: excluded as never });
      return `${check?.result} ${check?.code} ${JSON.stringify(check?.listing && "codes" in check.listing ? check.listing.codes : [])}`;
    };
    expect(outcome("bail_bonds", ["bail_bonds"])).toBe('fail excluded ["bail_bonds"]');
    expect(outcome("personal_care", ["bail_bonds"])).toBe('pass not_excluded ["bail_bonds"]');
    expect(outcome("title_escrow", ["law_firms"])).toBe('pass not_excluded ["law_firms"]');
    expect(outcome("law_firms", ["law_firms"])).toBe('fail excluded ["law_firms"]');
    expect(outcome("legal_services", ["law_firms"])).toBe('unknown broad_excluded ["law_firms"]');
    expect(outcome("non_bank_lenders", ["banking_lending"])).toBe(
      'fail excluded ["banking_lending"]',
    );
    expect(outcome("pawn_shops", ["banking_lending"])).toBe('fail excluded ["banking_lending"]');
    expect(outcome("title_escrow", ["professional_services"])).toBe(
      'fail excluded ["professional_services"]',
    );
    expect(outcome("banks", ["non_bank_lenders"])).toBe('pass not_excluded ["non_bank_lenders"]');
    expect(outcome("financial_services", ["non_bank_lenders"])).toBe(
      'unknown broad_excluded ["non_bank_lenders"]',
    );
  });

  it("industries: excluding a sector excludes its groups, and car dealers are not auto repair", () => {
    const industry = (...codes: string[]) => ({ kind: "industry", codes }) as const;
    const c = "excludedIndustries";
    expect(factsOf({}, { excludedIndustries: ["retail", "gambling"] })).toEqual([
      {
        criterion: c,
        result: "fail",
        code: "excluded",
        deal: industry("retail"),
        listing: industry("retail"),
      },
    ]);
    expect(factsOf({ industry: "auto_sales" }, { excludedIndustries: ["retail"] })).toEqual([
      {
        criterion: c,
        result: "fail",
        code: "excluded",
        deal: industry("auto_sales"),
        listing: industry("retail"),
      },
    ]);
    expect(factsOf({ industry: "auto_repair" }, { excludedIndustries: ["auto_sales"] })).toEqual([
      {
        criterion: c,
        result: "pass",
        code: "not_excluded",
        deal: industry("auto_repair"),
        listing: industry("auto_sales"),
      },
    ]);
    expect(factsOf({ industry: "retail" }, { excludedIndustries: ["auto_sales"] })).toEqual([
      {
        criterion: c,
        result: "unknown",
        code: "broad_excluded",
        deal: industry("retail"),
        listing: industry("auto_sales"),
      },
    ]);
    expect(factsOf({ industry: undefined }, { excludedIndustries: ["gambling"] })).toEqual([
      { criterion: c, result: "unknown", code: "not_given", listing: industry("gambling") },
    ]);
  });

  it("coverage from the property's income: the broker's rate, else the listing's typical rate, else unknown", () => {
    // £45,000 over 24 months at 12 % is £2,118.31 a month: £3,000 of income covers it 1.4162x.
    const property = {
      amountMinor: 4_500_000,
      termMonths: 24,
      debtService: { monthlyIncomeMinor: 300_000, rateBp: 1200 },
    };
    const c = "minDscrBp";
    expect(factsOf(property, { minDscrBp: 12_500 })).toEqual([
      {
        criterion: c,
        result: "pass",
        code: "meets_minimum",
        deal: ratio(14_162),
        listing: ratio(12_500),
      },
    ]);
    const noRate = { ...property, debtService: { monthlyIncomeMinor: 300_000 } };
    expect(factsOf(noRate, { minDscrBp: 15_000 }, { typicalRateBp: 1200 })).toEqual([
      {
        criterion: c,
        result: "fail",
        code: "below_minimum",
        deal: ratio(14_162),
        listing: ratio(15_000),
      },
    ]);
    expect(factsOf(noRate, { minDscrBp: 12_500 })).toEqual([
      { criterion: c, result: "unknown", code: "no_rate", listing: ratio(12_500) },
    ]);
    expect(factsOf({}, { minDscrBp: 12_500 })).toEqual([
      { criterion: c, result: "unknown", code: "no_income", listing: ratio(12_500) },
    ]);
    expect(factsOf({ dscrBp: 11_000 }, { minDscrBp: 12_500 })[0]).toMatchObject({
      result: "fail",
      code: "below_minimum",
    });
  });

  it("documents: present, or the missing ones", () => {
    const docs = (...codes: string[]) => ({ kind: "documentType", codes }) as const;
    const c = "requiredDocumentTypes";
    expect(factsOf({}, { requiredDocumentTypes: ["bank_statement", "tax_return"] })).toEqual([
      { criterion: c, result: "fail", code: "documents_missing", listing: docs("tax_return") },
    ]);
    expect(factsOf({}, { requiredDocumentTypes: ["bank_statement"] })).toEqual([
      { criterion: c, result: "pass", code: "documents_present", listing: docs("bank_statement") },
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

  it("says what would change it as facts, counting funders that would then fit", () => {
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
      listing("few", { maxPositions: 0 }),
    ];
    const { suggestions } = match(deal, listings);
    expect(suggestions).toEqual([
      { fact: "monthsInBusiness", direction: "atLeast", to: months(24), by: 14, funders: 3 },
      { fact: "monthsInBusiness", direction: "atLeast", to: months(12), by: 2, funders: 2 },
      { fact: "amountMinor", direction: "atMost", to: gbp(4_000_000), funders: 1 },
      { fact: "creditScore", direction: "atLeast", to: score(600), funders: 1 },
      {
        fact: "documentTypes",
        direction: "add",
        to: { kind: "documentType", codes: ["tax_return"] },
        funders: 1,
      },
    ]);
    for (const s of suggestions) expect(suggestionSchema.parse(s)).toEqual(s);
    expect(match(deal, [listing("few", { maxPositions: 0 })]).suggestions).toEqual([
      { fact: "positions", direction: "atMost", to: count(0), by: 1, funders: 1 },
    ]);
  });
});

describe("matching engine: suggestions judge again where a change reads twice", () => {
  it("a larger amount or a shorter term that breaks computed debt service coverage lets no listing in", () => {
    // £45,000 over 24 months at 12 % is covered 1.4162x by £3,000 a month; £60,000 only 1.06x,
    // and £45,000 over 12 months 0.75x: the listings also setting a minimum coverage still fail.
    const d: DealFacts = {
      ...deal,
      amountMinor: 4_500_000,
      termMonths: 24,
      debtService: { monthlyIncomeMinor: 300_000, rateBp: 1200 },
    };
    const listings = [
      listing("amount", { amountMinMinor: 6_000_000 }),
      listing("amount-covered", { amountMinMinor: 6_000_000, minDscrBp: 12_500 }),
      listing("term", { termMaxMonths: 12 }),
      listing("term-covered", { termMaxMonths: 12, minDscrBp: 12_500 }),
    ];
    const { fits, suggestions } = match(d, listings);
    expect(fits).toEqual([]);
    expect(suggestions).toEqual([
      { fact: "amountMinor", direction: "atLeast", to: gbp(6_000_000), funders: 1 },
      { fact: "termMonths", direction: "atMost", to: months(12), by: 12, funders: 1 },
    ]);
    // Coverage given outright reads neither: both listings of each change count.
    const given = match({ ...d, dscrBp: 14_000 }, listings).suggestions;
    expect(given.map((s) => [s.fact, s.funders])).toEqual([
      ["amountMinor", 2],
      ["termMonths", 2],
    ]);
  });
});

describe("matching engine: the codes each criterion gives", () => {
  /** For each criterion, a deal and a listing that give each code the contract lists for it. */
  const examples: Record<
    CriterionName,
    Partial<Record<CheckCode, [Partial<DealFacts>, ListingCriteria, Partial<MatchListing>?]>>
  > = {
    products: {
      accepted: [{}, { products: ["term_loan"] }],
      not_accepted: [{}, { products: ["bridge"] }],
    },
    amount: {
      meets_minimum: [{}, { amountMinMinor: 1_000_000 }],
      close_to_minimum: [{}, { amountMinMinor: 4_900_000 }],
      below_minimum: [{}, { amountMinMinor: 6_000_000 }],
      within_maximum: [{}, { amountMaxMinor: 9_000_000 }],
      close_to_maximum: [{}, { amountMaxMinor: 5_100_000 }],
      above_maximum: [{}, { amountMaxMinor: 4_000_000 }],
      within_range: [{}, { amountMinMinor: 1_000_000, amountMaxMinor: 9_000_000 }],
      other_currency: [{}, { amountMaxMinor: 9_000_000 }, { currency: "USD" }],
    },
    countries: {
      not_given: [{ country: undefined }, { countries: ["GB"] }],
      accepted: [{}, { countries: ["GB"] }],
      not_accepted: [{}, { countries: ["US"] }],
    },
    regions: {
      not_given: [{}, { regions: ["GB-SCT"] }],
      accepted: [{ regions: ["GB-SCT"] }, { regions: ["GB-SCT"] }],
      not_accepted: [{ regions: ["GB-SCT"] }, { regions: ["GB-WLS"] }],
      broader: [{ regions: ["GB-SCT"] }, { regions: ["GB-GLG"] }],
    },
    excludedRegions: {
      not_given: [{}, { excludedRegions: ["GB-SCT"] }],
      excluded: [{ regions: ["GB-GLG", "GB-SCT"] }, { excludedRegions: ["GB-SCT"] }],
      not_excluded: [{ regions: ["GB-WLS"] }, { excludedRegions: ["GB-SCT"] }],
      broad_excluded: [{ regions: ["GB-SCT"] }, { excludedRegions: ["GB-GLG"] }],
    },
    excludedIndustries: {
      not_given: [{ industry: undefined }, { excludedIndustries: ["gambling"] }],
      excluded: [{}, { excludedIndustries: ["retail"] }],
      not_excluded: [{}, { excludedIndustries: ["gambling"] }],
      broad_excluded: [{}, { excludedIndustries: ["auto_sales"] }],
    },
    minCreditScore: {
      not_given: [{ creditScore: undefined }, { minCreditScore: 600 }],
      meets_minimum: [{}, { minCreditScore: 500 }],
      close_to_minimum: [{}, { minCreditScore: 570 }],
      below_minimum: [{}, { minCreditScore: 600 }],
    },
    minMonthsInBusiness: {
      not_given: [{ monthsInBusiness: undefined }, { minMonthsInBusiness: 6 }],
      meets_minimum: [{}, { minMonthsInBusiness: 6 }],
      close_to_minimum: [{}, { minMonthsInBusiness: 9 }],
      below_minimum: [{}, { minMonthsInBusiness: 12 }],
    },
    minMonthlyRevenueMinor: {
      not_given: [{ monthlyRevenueMinor: undefined }, { minMonthlyRevenueMinor: 1 }],
      meets_minimum: [{}, { minMonthlyRevenueMinor: 1_000_000 }],
      close_to_minimum: [{}, { minMonthlyRevenueMinor: 1_900_000 }],
      below_minimum: [{}, { minMonthlyRevenueMinor: 3_000_000 }],
      other_currency: [{ currency: "USD" }, { minMonthlyRevenueMinor: 1 }],
    },
    maxPositions: {
      not_given: [{ positions: undefined }, { maxPositions: 1 }],
      within_maximum: [{}, { maxPositions: 3 }],
      close_to_maximum: [{}, { maxPositions: 1 }],
      above_maximum: [{}, { maxPositions: 0 }],
    },
    maxExistingBalanceMinor: {
      not_given: [{}, { maxExistingBalanceMinor: 1 }],
      within_maximum: [{ existingBalanceMinor: 0 }, { maxExistingBalanceMinor: 1_000_000 }],
      close_to_maximum: [{ existingBalanceMinor: 950_000 }, { maxExistingBalanceMinor: 1_000_000 }],
      above_maximum: [{ existingBalanceMinor: 2_000_000 }, { maxExistingBalanceMinor: 1_000_000 }],
      other_currency: [
        { currency: "USD", existingBalanceMinor: 0 },
        { maxExistingBalanceMinor: 1 },
      ],
    },
    propertyTypes: {
      not_given: [{}, { propertyTypes: ["multifamily"] }],
      accepted: [{ propertyType: "multifamily" }, { propertyTypes: ["multifamily"] }],
      not_accepted: [{ propertyType: "office" }, { propertyTypes: ["multifamily"] }],
      broader: [{ propertyType: "residential" }, { propertyTypes: ["multifamily"] }],
    },
    maxLtvBp: {
      not_given: [{}, { maxLtvBp: 7500 }],
      within_maximum: [{ ltvBp: 5000 }, { maxLtvBp: 7500 }],
      close_to_maximum: [{ ltvBp: 7200 }, { maxLtvBp: 7500 }],
      above_maximum: [{ ltvBp: 8000 }, { maxLtvBp: 7500 }],
    },
    minDscrBp: {
      no_rate: [{ debtService: { monthlyIncomeMinor: 300_000 } }, { minDscrBp: 12_500 }],
      no_income: [{}, { minDscrBp: 12_500 }],
      meets_minimum: [{ dscrBp: 20_000 }, { minDscrBp: 12_500 }],
      close_to_minimum: [{ dscrBp: 13_000 }, { minDscrBp: 12_500 }],
      below_minimum: [{ dscrBp: 11_000 }, { minDscrBp: 12_500 }],
    },
    term: {
      not_given: [{ termMonths: undefined }, { termMinMonths: 6 }],
      meets_minimum: [{}, { termMinMonths: 6 }],
      close_to_minimum: [{}, { termMinMonths: 23 }],
      below_minimum: [{}, { termMinMonths: 36 }],
      within_maximum: [{}, { termMaxMonths: 60 }],
      close_to_maximum: [{}, { termMaxMonths: 25 }],
      above_maximum: [{}, { termMaxMonths: 12 }],
      within_range: [{}, { termMinMonths: 6, termMaxMonths: 60 }],
    },
    requiredDocumentTypes: {
      documents_present: [{}, { requiredDocumentTypes: ["bank_statement"] }],
      documents_missing: [{}, { requiredDocumentTypes: ["tax_return"] }],
    },
  };

  it("every code the contract lists for a criterion is one the engine gives, with its facts valid", () => {
    for (const criterion of criterionNames) {
      const given = Object.keys(examples[criterion]).sort();
      expect([criterion, given]).toEqual([criterion, [...codesByCriterion[criterion]].sort()]);
      for (const [code, [d, criteria, extra]] of Object.entries(examples[criterion])) {
        const checks = factsOf(d, criteria, extra);
        expect(checks).toHaveLength(1);
        expect(checks[0]).toMatchObject({ criterion, code });
        expect(checkSchema.parse(checks[0])).toEqual(checks[0]);
      }
    }
  });

  it("the engine gives no code the contract does not list for the criterion", () => {
    fc.assert(
      fc.property(arbDeal, arbListing("x"), (d, l) => {
        for (const check of judge(d, l).checks)
          expect(codesByCriterion[check.criterion]).toContain(check.code);
      }),
      { numRuns: 2000 },
    );
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
      excludedRegions: someOf(["GB-SCT", "GB-GLG", "GB-WLS", "US-CA", "US-NY"]),
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
    if (key === "excludedRegions") {
      const more = { ...c, [key]: [...new Set([...value, value[0]!.slice(0, 3) + "XX"])] };
      return listingCriteriaSchema.safeParse(more).success ? more : c;
    }
    // Served regions speak for their own countries only (decision 073): dropping a country's
    // last region would serve the whole of it.
    if (key === "regions") {
      const [first, ...rest] = value as string[];
      return rest.some((r) => r.slice(0, 2) === first!.slice(0, 2)) ? { ...c, [key]: rest } : c;
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

/** The codes of a failure a change to the deal can undo (not a product, a place or a currency). */
const changeable: readonly CheckCode[] = ["below_minimum", "above_maximum", "documents_missing"];

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
      ["regions", "excludedRegions"],
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
          const after = match(applySuggestion(d, s), listings);
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
          expect({ ...v, need: undefined }).toEqual({
            fits: j.fits,
            fit: j.fit,
            failures: failed.length,
            need: undefined,
          });
          // A need for the one failure only, a change to the fact its criterion reads.
          expect(v.need !== undefined).toBe(
            failed.length === 1 && changeable.includes(failed[0]!.code),
          );
        }
      }),
    );
  });
});
