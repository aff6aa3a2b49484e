// Amounts and dates as banks print them, for every reader: money to minor units without floating
// point, and dates in the orders US (MM/DD), UK and UAE (DD/MM, "03 Jan 2026") statements use.
import { minorDigits } from "@portal/contract/deals/money";

/** A cell that is only an amount: "$1,234.56", "(12.00)", "-5.10", "1,000.00 CR", "AED 50.00", "£3.20". */
const moneyCell =
  /^(?:[A-Z]{3}\s?)?\(?[-+]?\s?[£$€]?\s?[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2,3}\)?(?:\s?(?:CR|DR|Cr|Dr|-))?$/;

export function isMoney(text: string): boolean {
  return moneyCell.test(text.trim());
}

/**
 * An amount as printed, in minor units: `null` when it is not one. A leading or trailing minus,
 * parentheses and a "DR" suffix make it negative; "CR" keeps it positive. Loose text such as a
 * CSV cell may omit the decimals ("12" is 12.00).
 */
export function parseMoney(text: string, currency = "USD"): number | null {
  let t = text.trim();
  if (t === "") return null;
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  const suffix = /\s?(CR|DR|Cr|Dr|cr|dr)$/.exec(t);
  if (suffix) {
    negative = suffix[1]!.toUpperCase() === "DR" ? !negative : negative;
    t = t.slice(0, suffix.index);
  }
  t = t.replace(/^[A-Z]{3}\s?/, "").replace(/\s?[A-Z]{3}$/, "");
  t = t.replace(/[£$€\s]/g, "");
  if (t.endsWith("-")) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  if (t.startsWith("-")) {
    negative = !negative;
    t = t.slice(1);
  } else if (t.startsWith("+")) t = t.slice(1);
  t = t.replace(/^[£$€]/, "");
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(t)) return null;
  const [whole, fraction = ""] = t.replaceAll(",", "").split(".");
  const digits = minorDigits(currency);
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  const minor = Number(whole) * 10 ** digits + Number((fraction + "000").slice(0, digits) || "0");
  if (!Number.isSafeInteger(minor)) return null;
  return negative && minor !== 0 ? -minor : minor;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthName = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";

/** A date as found in text, its year possibly missing ("01/05", "03 Jan"). */
export interface DateToken {
  index: number;
  length: number;
  /** Numeric "a/b[/c]" dates keep both orders open until the document decides. */
  numeric?: { a: number; b: number };
  day?: number;
  month?: number;
  year?: number;
}

const datePatterns: Array<{
  re: RegExp;
  make: (m: RegExpExecArray) => Omit<DateToken, "index" | "length">;
}> = [
  {
    re: /\b(\d{4})-(\d{2})-(\d{2})\b/gi,
    make: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    re: /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?\b/gi,
    make: (m) => ({ numeric: { a: Number(m[1]), b: Number(m[2]) }, year: fullYear(m[3]) }),
  },
  {
    re: new RegExp(`\\b(\\d{1,2})[ -]${monthName}(?:[ -,]+(\\d{4}|\\d{2})\\b)?`, "gi"),
    make: (m) => ({ day: Number(m[1]), month: monthIndex(m[2]!), year: fullYear(m[3]) }),
  },
  {
    re: new RegExp(`\\b${monthName} (\\d{1,2})\\b(?:,? (\\d{4})\\b)?`, "gi"),
    make: (m) => ({ day: Number(m[2]), month: monthIndex(m[1]!), year: fullYear(m[3]) }),
  },
];

function monthIndex(name: string): number {
  return months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function fullYear(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

/** Every date in a text, in order, overlapping matches dropped. */
export function findDates(text: string): DateToken[] {
  const found: DateToken[] = [];
  for (const { re, make } of datePatterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const token = { index: m.index, length: m[0].length, ...make(m) };
      if (plausible(token)) found.push(token);
    }
  }
  found.sort((x, y) => x.index - y.index || y.length - x.length);
  const kept: DateToken[] = [];
  for (const t of found) {
    const last = kept.at(-1);
    if (!last || t.index >= last.index + last.length) kept.push(t);
  }
  return kept;
}

function plausible(t: Omit<DateToken, "index" | "length">): boolean {
  if (t.year !== undefined && (t.year < 1990 || t.year > 2100)) return false;
  if (t.numeric) {
    const { a, b } = t.numeric;
    return a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);
  }
  return t.month! >= 1 && t.day! >= 1 && t.day! <= 31;
}

/** A date token at the very start of a text, if any. */
export function leadingDate(text: string): DateToken | undefined {
  const first = findDates(text)[0];
  return first && first.index === 0 ? first : undefined;
}

/**
 * Decides day-month order from the numeric dates of one document: a first part above 12 means
 * DD/MM, a second part above 12 means MM/DD; the hint, then the currency's custom, decide otherwise.
 */
export function dateOrderOf(tokens: DateToken[], fallback: "dmy" | "mdy"): "dmy" | "mdy" {
  let dmy = false;
  let mdy = false;
  for (const t of tokens) {
    if (!t.numeric) continue;
    if (t.numeric.a > 12) dmy = true;
    if (t.numeric.b > 12) mdy = true;
  }
  if (dmy && !mdy) return "dmy";
  if (mdy && !dmy) return "mdy";
  return fallback;
}

/** ISO date of a token once the order and (for yearless dates) the year are known. */
export function isoOf(t: DateToken, order: "dmy" | "mdy", year?: number): string | undefined {
  const day = t.numeric ? (order === "dmy" ? t.numeric.a : t.numeric.b) : t.day!;
  const month = t.numeric ? (order === "dmy" ? t.numeric.b : t.numeric.a) : t.month!;
  const y = t.year ?? year;
  if (y === undefined || month < 1 || month > 12) return undefined;
  const date = new Date(Date.UTC(y, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The year that puts a yearless date inside (or nearest) a statement period. */
export function yearWithin(t: DateToken, order: "dmy" | "mdy", start: string, end: string): number {
  const years = [Number(start.slice(0, 4)), Number(end.slice(0, 4))];
  let best = years[1]!;
  let bestDistance = Infinity;
  for (const y of new Set(years)) {
    const iso = isoOf(t, order, y);
    if (!iso) continue;
    const distance = iso < start ? days(iso, start) : iso > end ? days(end, iso) : 0;
    if (distance < bestDistance) {
      best = y;
      bestDistance = distance;
    }
  }
  return best;
}

function days(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Day-month order a currency's country usually prints. */
export function customaryOrder(currency: string | undefined): "dmy" | "mdy" {
  return currency === "USD" || currency === undefined ? "mdy" : "dmy";
}
