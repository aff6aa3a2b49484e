import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import {
  type CheckFacts,
  type CheckValue,
  type SuggestionFacts,
  codesByCriterion,
  needFacts,
} from "@portal/contract/matching/check-schemas";
import { criterionNames, type CriterionName } from "@portal/contract/lenders/listing-schemas";
import * as regions from "@portal/contract/deals/regions";
import { i18next } from "./i18n";
import { ar } from "./i18n/ar";
import { setFormatRegion } from "./format-locale";
import { checkInWords, suggestionInWords } from "./reasons";
import { valueInWords } from "./values-in-words";

// Matching's facts in words (issue 36): every criterion and code the engine can return, every
// change a suggestion can propose and every kind of value has a wording in English and Arabic.

const en = () => i18next.getFixedT("en") as TFunction;
const arabic = () => i18next.getFixedT("ar") as TFunction;
/** Without the bidi isolates the Arabic strings put around each value. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

beforeAll(() => {
  i18next.addResourceBundle("ar", "translation", ar, true, true);
  setFormatRegion("GB");
});
afterAll(() => setFormatRegion(undefined));

/** A value of the kind each criterion compares, as the engine gives it. */
const sample: Record<CriterionName, { deal: CheckValue; listing: CheckValue; to?: CheckValue }> = {
  products: {
    deal: { kind: "product", codes: ["term_loan"] },
    listing: { kind: "product", codes: ["term_loan", "line_of_credit"] },
  },
  amount: {
    deal: { kind: "money", minor: 4_200_000, currency: "GBP" },
    listing: { kind: "money", minor: 1_000_000, currency: "GBP" },
    to: { kind: "money", minor: 50_000_000, currency: "GBP" },
  },
  countries: {
    deal: { kind: "country", codes: ["GB"] },
    listing: { kind: "country", codes: ["GB", "IE"] },
  },
  regions: {
    deal: { kind: "region", codes: ["GB-GLG"] },
    listing: { kind: "region", codes: ["GB-SCT", "GB-WLS"] },
  },
  excludedRegions: {
    deal: { kind: "region", codes: ["GB-GLG"] },
    listing: { kind: "region", codes: ["GB-SCT"] },
  },
  excludedIndustries: {
    deal: { kind: "industry", codes: ["restaurants"] },
    listing: { kind: "industry", codes: ["accommodation_food"] },
  },
  minCreditScore: { deal: { kind: "score", value: 720 }, listing: { kind: "score", value: 600 } },
  minMonthsInBusiness: {
    deal: { kind: "months", value: 30 },
    listing: { kind: "months", value: 24 },
  },
  minMonthlyRevenueMinor: {
    deal: { kind: "money", minor: 2_500_000, currency: "GBP" },
    listing: { kind: "money", minor: 1_000_000, currency: "GBP" },
  },
  maxPositions: { deal: { kind: "count", value: 1 }, listing: { kind: "count", value: 2 } },
  maxExistingBalanceMinor: {
    deal: { kind: "money", minor: 500_000, currency: "GBP" },
    listing: { kind: "money", minor: 2_000_000, currency: "GBP" },
  },
  propertyTypes: {
    deal: { kind: "propertyType", codes: ["residential"] },
    listing: { kind: "propertyType", codes: ["multifamily", "office"] },
  },
  maxLtvBp: { deal: { kind: "percent", bp: 6500 }, listing: { kind: "percent", bp: 7500 } },
  minDscrBp: { deal: { kind: "ratio", bp: 14_000 }, listing: { kind: "ratio", bp: 12_500 } },
  term: {
    deal: { kind: "months", value: 24 },
    listing: { kind: "months", value: 6 },
    to: { kind: "months", value: 60 },
  },
  requiredDocumentTypes: {
    deal: { kind: "documentType", codes: ["bank_statement"] },
    listing: { kind: "documentType", codes: ["bank_statement", "tax_return"] },
  },
};

/** The check the engine returns for this criterion and code (values as decided in need-h1). */
function checkOf(criterion: CriterionName, code: CheckFacts["code"]): CheckFacts {
  const { deal, listing, to } = sample[criterion];
  const check: CheckFacts = { criterion, code, result: "pass", deal, listing };
  switch (code) {
    case "not_given":
      return { criterion, code, result: "unknown", listing, listingTo: to };
    case "within_range":
      return { ...check, listingTo: to };
    case "other_currency":
      return {
        criterion,
        code,
        result: "fail",
        deal: { kind: "currency", currency: "USD" },
        listing: { kind: "currency", currency: "GBP" },
      };
    case "documents_present":
    case "documents_missing":
      return { criterion, code, result: "pass", listing };
    default:
      return check;
  }
}

const allChecks = criterionNames.flatMap((criterion) =>
  codesByCriterion[criterion].map((code) => checkOf(criterion, code)),
);

/** What a wording must never be: empty, a key, a placeholder left, "undefined". */
function expectWorded(text: string) {
  expect(text.trim()).not.toBe("");
  expect(text).not.toMatch(/ui\.reasons|\{\{|\}\}|undefined|NaN|\[object/);
}

/** Arabic with no English left in it: Latin letters only in codes written on purpose (none here). */
function expectArabic(text: string) {
  expectWorded(text);
  expect(text).toMatch(/\p{Script=Arabic}/u);
  expect(plain(text)).not.toMatch(/\p{Script=Latin}/u);
}

describe("checkInWords", () => {
  it("words every criterion and code the engine returns, in English and in Arabic", () => {
    expect(allChecks.length).toBeGreaterThan(50);
    for (const check of allChecks) {
      const english = checkInWords(check, en(), "en", regions);
      const inArabic = checkInWords(check, arabic(), "ar", regions);
      expectWorded(english);
      expect(english, `${check.criterion}.${check.code}`).toMatch(/^[\p{Script=Latin}\d ]/u);
      // A region's name (from the list of subdivisions) is a proper name in Latin letters.
      if (check.criterion === "regions" || check.criterion === "excludedRegions")
        expectWorded(inArabic);
      else expectArabic(inArabic);
      expect(inArabic).not.toBe(english);
    }
  });

  it("reads as the engine's sentences did", () => {
    const t = en();
    const words = (check: CheckFacts) => checkInWords(check, t, "en", regions);
    expect(words(checkOf("minCreditScore", "meets_minimum"))).toBe(
      "credit score 720 meets the minimum 600",
    );
    expect(
      words({ ...checkOf("minCreditScore", "below_minimum"), deal: { kind: "score", value: 580 } }),
    ).toBe("credit score 580 is below the minimum 600");
    expect(words(checkOf("regions", "accepted"))).toBe("region Glasgow is accepted");
    expect(words(checkOf("regions", "not_accepted"))).toBe(
      "region Glasgow is not one this listing takes (Scotland and Wales)",
    );
    expect(words(checkOf("excludedRegions", "excluded"))).toBe(
      "region Glasgow is excluded (this listing excludes Scotland)",
    );
    expect(
      words({
        ...checkOf("excludedRegions", "excluded"),
        listing: checkOf("regions", "accepted").deal,
      }),
    ).toBe("region Glasgow is excluded");
    expect(words(checkOf("excludedRegions", "not_given"))).toBe(
      "the business's region is not given",
    );
    expect(words(checkOf("products", "accepted"))).toBe("product term loan is accepted");
    expect(words(checkOf("countries", "accepted"))).toBe("country United Kingdom is accepted");
    expect(words(checkOf("amount", "within_range"))).toBe(
      "amount £42,000.00 is within £10,000.00 to £500,000.00",
    );
    expect(words(checkOf("minMonthsInBusiness", "close_to_minimum"))).toBe(
      "time in business 30 months is close to the minimum 24 months",
    );
    expect(words(checkOf("maxLtvBp", "within_maximum"))).toBe(
      "loan-to-value 65% is within the maximum 75%",
    );
    expect(words(checkOf("minDscrBp", "meets_minimum"))).toBe(
      "debt service coverage 1.40x meets the minimum 1.25x",
    );
    expect(words(checkOf("excludedIndustries", "excluded"))).toBe(
      "industry restaurants and cafés is excluded (this listing excludes accommodation and food services)",
    );
    expect(
      words({
        ...checkOf("excludedIndustries", "not_excluded"),
        listing: { kind: "industry", codes: ["gambling"] },
      }),
    ).toBe("industry restaurants and cafés is not excluded");
    expect(words(checkOf("minCreditScore", "not_given"))).toBe(
      "no credit score given (minimum 600)",
    );
    expect(words(checkOf("term", "not_given"))).toBe("no term given (6 months to 60 months)");
    expect(words({ ...checkOf("term", "not_given"), listing: undefined })).toBe(
      "no term given (maximum 60 months)",
    );
    expect(words(checkOf("amount", "other_currency"))).toBe(
      "this listing lends in British Pound, the deal is in US Dollar",
    );
    expect(words(checkOf("requiredDocumentTypes", "documents_missing"))).toBe(
      "missing documents: bank statement and tax return",
    );
  });

  it("reads in Arabic, the listing's limit the subject whatever the criterion", () => {
    const t = arabic();
    const words = (check: CheckFacts) => plain(checkInWords(check, t, "ar", regions));
    expect(words(checkOf("minCreditScore", "meets_minimum"))).toBe(
      "التصنيف الائتماني 720: الحد الأدنى 600 مستوفى",
    );
    expect(words(checkOf("minMonthsInBusiness", "below_minimum"))).toBe(
      "مدة مزاولة النشاط 30 شهرًا: دون الحد الأدنى 24 شهرًا",
    );
    expect(words(checkOf("countries", "accepted"))).toBe("الدولة المملكة المتحدة: ضمن المقبول");
    expect(words(checkOf("requiredDocumentTypes", "documents_missing"))).toBe(
      "مستندات ناقصة: كشف حساب بنكي وإقرار ضريبي",
    );
  });

  it("names a region by its code while the regions' list loads", () => {
    expect(checkInWords(checkOf("regions", "accepted"), en(), "en")).toBe(
      "region GB-GLG is accepted",
    );
  });
});

describe("suggestionInWords", () => {
  const values: Record<(typeof needFacts)[number], CheckValue> = {
    amountMinor: { kind: "money", minor: 5_000_000, currency: "GBP" },
    creditScore: { kind: "score", value: 650 },
    monthsInBusiness: { kind: "months", value: 24 },
    monthlyRevenueMinor: { kind: "money", minor: 2_000_000, currency: "GBP" },
    positions: { kind: "count", value: 1 },
    existingBalanceMinor: { kind: "money", minor: 1_000_000, currency: "GBP" },
    ltvBp: { kind: "percent", bp: 7000 },
    dscrBp: { kind: "ratio", bp: 12_500 },
    termMonths: { kind: "months", value: 12 },
    documentTypes: { kind: "documentType", codes: ["bank_statement", "tax_return"] },
  };

  it("words every fact and direction, with and without how far, in English and Arabic", () => {
    for (const fact of needFacts)
      for (const direction of ["atLeast", "atMost", "add"] as const)
        for (const by of [undefined, 1, 3])
          for (const funders of [1, 2, 12]) {
            const s: SuggestionFacts = { fact, direction, to: values[fact], by, funders };
            const english = suggestionInWords(s, en(), "en");
            expectWorded(english);
            expect(english).toMatch(/^[A-Z].*\.$/);
            expectArabic(suggestionInWords(s, arabic(), "ar"));
          }
  });

  it("reads as the engine's sentences did", () => {
    const words = (s: SuggestionFacts) => suggestionInWords(s, en(), "en");
    expect(
      words({
        fact: "monthsInBusiness",
        direction: "atLeast",
        to: values.monthsInBusiness,
        by: 3,
        funders: 1,
      }),
    ).toBe("With 3 more months in business, 1 more funder fits.");
    expect(
      words({ fact: "creditScore", direction: "atLeast", to: values.creditScore, funders: 2 }),
    ).toBe("With a credit score of 650, 2 more funders fit.");
    expect(
      words({ fact: "positions", direction: "atMost", to: values.positions, by: 1, funders: 1 }),
    ).toBe("With 1 fewer existing advance, 1 more funder fits.");
    expect(
      words({ fact: "amountMinor", direction: "atMost", to: values.amountMinor, funders: 1 }),
    ).toBe("Asking for £50,000.00 or less, 1 more funder fits.");
    expect(
      words({ fact: "documentTypes", direction: "add", to: values.documentTypes, funders: 3 }),
    ).toBe("With bank statement and tax return uploaded, 3 more funders fit.");
  });

  it("reads in Arabic with Arabic's plural forms", () => {
    const words = (s: SuggestionFacts) => plain(suggestionInWords(s, arabic(), "ar"));
    const months = (by: number, funders: number): SuggestionFacts => ({
      fact: "monthsInBusiness",
      direction: "atLeast",
      to: values.monthsInBusiness,
      by,
      funders,
    });
    expect(words(months(3, 1))).toBe(
      "بعد 3 أشهر إضافية من مزاولة النشاط، يناسبها ممول إضافي واحد.",
    );
    expect(words(months(1, 2))).toBe(
      "بعد شهر إضافي واحد من مزاولة النشاط، يناسبها ممولان إضافيان.",
    );
    expect(words(months(2, 12))).toBe(
      "بعد شهرين إضافيين من مزاولة النشاط، يناسبها 12 ممولًا إضافيًا.",
    );
  });
});

describe("valueInWords", () => {
  const words = (value: CheckValue, language = "en") =>
    plain(
      valueInWords(value, {
        t: i18next.getFixedT(language) as TFunction,
        language,
        regions,
      }),
    );

  it("words every kind of value", () => {
    expect(words({ kind: "money", minor: 4_200_000, currency: "GBP" })).toBe("£42,000.00");
    expect(words({ kind: "currency", currency: "EUR" })).toBe("Euro");
    expect(words({ kind: "score", value: 1000 })).toBe("1,000");
    expect(words({ kind: "count", value: 2 })).toBe("2");
    expect(words({ kind: "months", value: 1 })).toBe("1 month");
    expect(words({ kind: "months", value: 18 })).toBe("18 months");
    expect(words({ kind: "percent", bp: 7550 })).toBe("75.5%");
    expect(words({ kind: "ratio", bp: 12_500 })).toBe("1.25x");
    expect(words({ kind: "country", codes: ["US", "CA"] })).toBe("United States and Canada");
    expect(words({ kind: "region", codes: ["US-TX", "US-OK", "US-LA"] })).toBe(
      "Texas, Oklahoma and Louisiana",
    );
    expect(words({ kind: "industry", codes: ["restaurants"] })).toBe("restaurants and cafés");
    expect(words({ kind: "product", codes: ["merchant_cash_advance"] })).toBe(
      "merchant cash advance",
    );
    expect(words({ kind: "propertyType", codes: ["self_storage"] })).toBe("self-storage");
    expect(words({ kind: "documentType", codes: ["proof_of_address"] })).toBe("proof of address");
  });

  it("words every kind of value in Arabic", () => {
    expect(words({ kind: "months", value: 1 }, "ar")).toBe("شهر واحد");
    expect(words({ kind: "months", value: 18 }, "ar")).toBe("18 شهرًا");
    expect(words({ kind: "ratio", bp: 12_500 }, "ar")).toBe("1.25 مرة");
    expect(words({ kind: "currency", currency: "EUR" }, "ar")).toMatch(/يورو/);
    expect(words({ kind: "industry", codes: ["restaurants"] }, "ar")).toMatch(/\p{Script=Arabic}/u);
    expect(words({ kind: "country", codes: ["SA"] }, "ar")).toBe("المملكة العربية السعودية");
    // Each name isolated, so a Latin name keeps Arabic's "و" and commas on the right side.
    expect(
      valueInWords(
        { kind: "region", codes: ["US-TX", "US-OK", "US-LA"] },
        { t: arabic(), language: "ar", regions },
      ),
    ).toBe("\u2068Texas\u2069 و\u2068Oklahoma\u2069 و\u2068Louisiana\u2069");
  });
});
