import { afterEach, describe, expect, it } from "vitest";
import {
  formatBasisPoints,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatList,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  fromMinor,
} from "./format";
import { formatLocale, setFormatRegion } from "./format-locale";
import { toMinor } from "@portal/contract/deals/money";

afterEach(() => setFormatRegion(undefined));

// Arabic text carries direction marks around digits and signs, and Intl puts no-break spaces
// between an amount and its currency: the tests read past them.
const bare = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("dates by the person's country", () => {
  it("a UK broker reads day first, a US broker month first", () => {
    setFormatRegion("GB");
    expect(formatLocale("en")).toBe("en-GB");
    expect(formatDate("2026-11-24", "en")).toBe("24/11/2026");
    setFormatRegion("US");
    expect(formatDate("2026-11-24", "en")).toBe("11/24/2026");
  });

  it("a calendar date never shifts a day, whatever the time zone", () => {
    setFormatRegion("GB");
    expect(formatDate("2026-01-01", "en")).toBe("01/01/2026");
    expect(formatDate("2026-01-01", "en", "long")).toBe("1 January 2026");
  });

  it("without a country, the language's default; a moment has its time", () => {
    expect(formatLocale("en")).toBe("en");
    expect(formatDate("2026-06-03", "en", "long")).toBe("June 3, 2026");
    setFormatRegion("GB");
    expect(formatDateTime("2026-11-24T15:30:00Z", "en")).toMatch(/^24\/11\/2026, \d{2}:\d{2}$/);
  });

  it("a bad country is ignored rather than breaking every date", () => {
    setFormatRegion("not a region");
    expect(formatLocale("en")).toBe("en");
  });

  it("months in UTC, short or long, from a string or a year and month", () => {
    expect(formatMonth("2026-11", "en", "short")).toBe("Nov");
    expect(formatMonth("2026-11", "en", "shortYear")).toBe("Nov 2026");
    expect(formatMonth({ year: 2030, month: 4 }, "en")).toBe("April 2030");
  });

  it("Arabic: Latin digits for most countries, Arabic-Indic where the locale uses them", () => {
    setFormatRegion("GB");
    expect(bare(formatDate("2026-11-24", "ar"))).toBe("24/11/2026");
    setFormatRegion("SA");
    expect(bare(formatDate("2026-11-24", "ar"))).toBe("٢٤/١١/٢٠٢٦");
    expect(formatMonth("2026-11", "ar")).toContain("نوفمبر");
  });
});

describe("money in minor units", () => {
  it("shows minor units as money with the currency's digits, whatever its case", () => {
    expect(formatMoney(5_000_050, "GBP", "en")).toBe("£50,000.50");
    expect(formatMoney(1200, "gbp", "en")).toBe("£12.00");
    expect(formatMoney(1200, "JPY", "en")).toBe("¥1,200");
    expect(bare(formatMoney(1_234, "KWD", "en"))).toBe("KWD 1.234");
  });

  it("in Arabic, the amount in the country's digits, its sign after it (decision 070)", () => {
    setFormatRegion("SA");
    expect(bare(formatMoney(5_000_050, "GBP", "ar"))).toBe("٥٠٬٠٠٠٫٥٠ £");
  });

  // Decision 070: the country's digits (Latin in the UK, the Emirates and the US; Arabic-Indic in
  // Saudi Arabia and Egypt), the amount then its sign, and never a sign in Latin letters.
  const arabicMoney: [string, string, string][] = [
    ["GB", "GBP", "42,000.00 £"],
    ["GB", "USD", "42,000.00 $"],
    ["GB", "SAR", "42,000.00 ر.س."],
    ["GB", "EUR", "42,000.00 €"],
    ["US", "USD", "42,000.00 $"],
    ["US", "GBP", "42,000.00 £"],
    ["AE", "SAR", "42,000.00 ر.س."],
    ["AE", "EUR", "42,000.00 €"],
    ["SA", "SAR", "٤٢٬٠٠٠٫٠٠ ر.س."],
    ["SA", "USD", "٤٢٬٠٠٠٫٠٠ $"],
    ["SA", "EUR", "٤٢٬٠٠٠٫٠٠ €"],
    ["EG", "GBP", "٤٢٬٠٠٠٫٠٠ £"],
  ];
  it.each(arabicMoney)("in Arabic in %s, %s reads %s", (country, currency, expected) => {
    setFormatRegion(country);
    expect(bare(formatMoney(4_200_000, currency, "ar"))).toBe(expected);
  });

  it("in Arabic, no Latin letter in any sign: a currency without one is named", () => {
    setFormatRegion("GB");
    expect(bare(formatMoney(4_200_000, "CHF", "ar"))).toBe("42,000.00 فرنك سويسري");
    expect(bare(formatMoney(4_200_000, "CAD", "ar"))).toBe("42,000.00 دولار كندي");
    expect(bare(formatMoney(4_200_000, "JPY", "ar"))).toBe("4,200,000 ¥");
    expect(bare(formatMoney(-4_200_000, "GBP", "ar"))).toBe("-42,000.00 £");
    for (const currency of ["GBP", "USD", "EUR", "SAR", "AED", "CAD", "AUD", "CHF", "KWD", "JPY"])
      expect(formatMoney(123_456, currency, "ar")).not.toMatch(/\p{Script=Latin}/u);
  });

  it("English keeps its signs: £, $, and CA$ beside $", () => {
    setFormatRegion("GB");
    expect(formatMoney(4_200_000, "GBP", "en")).toBe("£42,000.00");
    expect(formatMoney(4_200_000, "CAD", "en")).toBe("CA$42,000.00");
  });

  it("gives minor units back as the amount typed, and round-trips", () => {
    expect(fromMinor(5_000_050, "GBP")).toBe("50000.50");
    expect(fromMinor(5, "GBP")).toBe("0.05");
    expect(fromMinor(1200, "JPY")).toBe("1200");
    expect(fromMinor(1_234, "KWD")).toBe("1.234");
    for (const minor of [0, 1, 99, 100, 123_456_789])
      expect(toMinor(fromMinor(minor, "GBP"), "GBP")).toBe(minor);
  });
});

describe("numbers, percentages and lists", () => {
  it("groups counts as the country does", () => {
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1.3456, "en", { maximum: 2 })).toBe("1.35");
    expect(formatNumber(1.5, "en", { minimum: 2, maximum: 2 })).toBe("1.50");
    setFormatRegion("DE");
    expect(formatNumber(1234.5, "en")).toBe("1.234,5");
  });

  it("one percentage style, from basis points or a fraction", () => {
    expect(formatBasisPoints(1200, "en")).toBe("12%");
    expect(formatBasisPoints(1234, "en")).toBe("12.34%");
    expect(formatBasisPoints(250, "en")).toBe("2.5%");
    expect(formatPercent(0.125, "en")).toBe("12.5%");
    expect(formatPercent(0.5, "en", 0)).toBe("50%");
    setFormatRegion("SA");
    expect(bare(formatBasisPoints(1250, "ar"))).toBe("١٢٫٥٪");
  });

  it("joins items as the language does", () => {
    expect(formatList(["A", "B", "C"], "en")).toBe("A, B, and C");
    expect(formatList(["A"], "en")).toBe("A");
  });
});

describe("spans of time and sizes", () => {
  it("a span under an hour in minutes, never 0 hours", () => {
    expect(formatDuration(0, "en")).toBe("1 minute");
    expect(formatDuration(45, "en")).toBe("45 minutes");
    expect(formatDuration(45, "en", "short")).toBe("45 min");
  });

  it("hours and minutes under ten hours, whole hours from there", () => {
    expect(formatDuration(60, "en")).toBe("1 hour");
    expect(formatDuration(125, "en")).toBe("2 hours 5 minutes");
    expect(formatDuration(125, "en", "short")).toBe("2 hr 5 min");
    expect(formatDuration(26 * 60 + 18, "en")).toBe("26 hours");
    expect(formatDuration(125, "ar")).toBe("ساعتان و5 دقائق");
  });

  it("a size in bytes under a kilobyte, then kB, MB and GB", () => {
    expect(formatFileSize(594, "en")).toBe("594 bytes");
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(18_400, "en")).toBe("18.4 kB");
    expect(formatFileSize(999_960, "en")).toBe("1 MB");
    expect(formatFileSize(1_200_000, "en")).toBe("1.2 MB");
    expect(formatFileSize(3_400_000_000, "en")).toBe("3.4 GB");
    expect(formatFileSize(594, "ar")).toBe("594 بايت");
  });
});
