import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import * as regionsModule from "@portal/contract/deals/regions";
import * as arabicNames from "@portal/contract/deals/regions-ar";
import { i18next } from "@/lib/i18n";
import { ar } from "@/lib/i18n/ar";
import { setFormatRegion } from "@/lib/format-locale";
import { inArabic } from "@/lib/regions";
import { listingFixture } from "@/testing/listing-fixture";
import "../directory-i18n";
import { criteriaInWords } from "./criteria-words";

// The Lenders directory's words for a listing's criteria: names, never codes; numbers, months and
// counts as the portal writes them, in English and Arabic (issue 36).

const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

beforeAll(() => {
  i18next.addResourceBundle("ar", "translation", ar, true, true);
  setFormatRegion("GB");
});
afterAll(() => setFormatRegion(undefined));

const listing = (criteria: Record<string, unknown>) =>
  listingFixture("a", { currency: "USD", criteria });

const words = (criteria: Record<string, unknown>, language = "en") =>
  criteriaInWords(
    listing(criteria),
    i18next.getFixedT(language) as TFunction,
    language,
    language === "ar" ? inArabic(regionsModule, arabicNames) : regionsModule,
  ).map(plain);

describe("criteriaInWords", () => {
  it("says the regions a listing excludes by name, a sentence per country", () => {
    expect(words({ countries: ["US"], excludedRegions: ["US-CA", "US-NY"] })).toContain(
      "All US states except California and New York",
    );
    expect(words({ countries: ["GB", "US"], excludedRegions: ["GB-SCT", "US-CA"] })).toEqual(
      expect.arrayContaining([
        "All of United Kingdom except Scotland",
        "All US states except California",
      ]),
    );
    const arabic = words({ countries: ["US"], excludedRegions: ["US-CA", "US-NY"] }, "ar");
    expect(arabic.find((w) => w.startsWith("جميع الولايات الأمريكية باستثناء"))).toMatch(
      /^[^A-Za-z]+$/,
    );
  });

  it("writes ratios, months and counts as the rest of the portal does", () => {
    const said = words({
      minDscrBp: 12_500,
      minMonthsInBusiness: 1,
      maxPositions: 1,
      termMinMonths: 6,
      termMaxMonths: 60,
    });
    expect(said).toEqual(
      expect.arrayContaining([
        "Debt service coverage 1.25x or more",
        "1 month or more in business",
        "At most 1 existing advance",
        "Terms of 6 months to 60 months",
      ]),
    );
    expect(words({ minMonthsInBusiness: 12, maxPositions: 2 })).toEqual(
      expect.arrayContaining(["12 months or more in business", "At most 2 existing advances"]),
    );
    expect(words({ maxPositions: 0 })).toContain("No existing advances");
    const arabic = words({ minDscrBp: 12_500, minMonthsInBusiness: 12, maxPositions: 2 }, "ar");
    expect(arabic).toEqual(
      expect.arrayContaining([
        "نسبة تغطية خدمة الدين 1.25 مرة أو أكثر",
        "مدة مزاولة النشاط: 12 شهرًا على الأقل",
        "سلفتان قائمتان على الأكثر",
      ]),
    );
    for (const w of arabic) expect(w).not.toMatch(/[A-Za-z]/);
  });
});
