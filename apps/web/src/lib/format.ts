/**
 * The one way to show a date, an amount, a percentage, a span of time, a file's size or a count:
 * in the person's language and country (lib/format-locale.ts), through Intl. Nothing else in the
 * web calls Intl's formats or toLocale*String (a lint rule refuses it, eslint.config.js).
 */
import { minorDigits } from "@portal/contract/deals/money";
import { formatLocale } from "./format-locale";

// Building an Intl format costs far more than using one: one per locale and options, kept.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) => {
  const locale = formatLocale(language);
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
};

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const locale = formatLocale(language);
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
};

const listFormat = (language: string, options: Intl.ListFormatOptions) => {
  const locale = formatLocale(language);
  return cached(
    `l|${locale}|${JSON.stringify(options)}`,
    () => new Intl.ListFormat(locale, options),
  );
};

// --- Dates -----------------------------------------------------------------------------------

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ("2026-11-24") is read in UTC so it never shifts a day; a timestamp is local. */
function moment(value: string | Date): { date: Date; utc: boolean } {
  if (typeof value === "string" && calendarDay.test(value))
    return { date: new Date(`${value}T00:00:00Z`), utc: true };
  return { date: new Date(value), utc: false };
}

/**
 * A day: "24/11/2026" in the UK, "11/24/2026" in the US (`numeric`: four-digit years, two-digit
 * days and months), or with the month in words, "24 November 2026" (`long`: read by anyone,
 * never ambiguous). `value` is a calendar date ("2026-11-24"), a timestamp or a Date.
 */
export function formatDate(
  value: string | Date,
  language: string,
  style: "numeric" | "long" = "numeric",
): string {
  const { date, utc } = moment(value);
  const zone = utc ? { timeZone: "UTC" } : {};
  return style === "long"
    ? dateFormat(language, { dateStyle: "long", ...zone }).format(date)
    : dateFormat(language, { day: "2-digit", month: "2-digit", year: "numeric", ...zone }).format(
        date,
      );
}

/** A moment: the day and the time of day, in the person's time zone ("24/11/2026, 15:30"). */
export function formatDateTime(value: string | Date, language: string): string {
  return dateFormat(language, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(value));
}

/**
 * A calendar month, "2026-11" or { year, month } (1-12), read in UTC like the API's months:
 * "Nov" (`short`), "Nov 2026" (`shortYear`), "November 2026" (`long`).
 */
export function formatMonth(
  month: string | { year: number; month: number },
  language: string,
  style: "short" | "shortYear" | "long" = "long",
): string {
  const [year, number] =
    typeof month === "string" ? month.split("-").map(Number) : [month.year, month.month];
  const options: Intl.DateTimeFormatOptions =
    style === "long"
      ? { month: "long", year: "numeric" }
      : style === "shortYear"
        ? { month: "short", year: "numeric" }
        : { month: "short" };
  return dateFormat(language, { ...options, timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)),
  );
}

// --- Money -----------------------------------------------------------------------------------

/**
 * Minor units (what the API stores) as money: 5000000 GBP -> "£50,000.00", with the currency's
 * own digits (JPY none, KWD three). The currency's case does not matter (Stripe writes "gbp").
 * In Arabic the amount comes first and its sign after it, in the country's digits, and the sign
 * is never Latin letters: ICU's "UK£" (read "£UK" right to left) becomes "£", "US$" "$", and a
 * currency with no letter-free sign is named ("فرنك سويسري"); decision 070.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const format = numberFormat(language, {
    style: "currency",
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }) as Intl.NumberFormat;
  const amount = minor / 10 ** digits;
  if (!latinFreeSign(language)) return format.format(amount);
  const sign = currencySign(code, language);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? sign : part.value))
    .join("");
}

/** Languages whose money never shows a sign in Latin letters (decision 070). */
const latinFreeSign = (language: string) => language.split("-")[0] === "ar";

const latinLetter = /\p{Script=Latin}/u;
const signs = new Map<string, string>();

/**
 * A currency's sign in a language written in another script: the language's own sign when it
 * has no Latin letter (ر.س., €, د.ك.), else the currency's plain sign when it has none (£, $, ¥:
 * what English readers see, CA$ and CHF excluded), else the currency's name in the language.
 */
function currencySign(code: string, language: string): string {
  const locale = formatLocale(language);
  const key = `${locale}|${code}`;
  let sign = signs.get(key);
  if (sign === undefined) {
    const own = currencyPart(locale, code);
    const plain = currencyPart("en", code);
    if (!latinLetter.test(own)) sign = own;
    else if (!latinLetter.test(plain)) sign = plain;
    else sign = new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? code;
    signs.set(key, sign);
  }
  return sign;
}

const currencyPart = (locale: string, code: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: code })
    .formatToParts(1)
    .find((part) => part.type === "currency")?.value ?? code;

/** Minor units back into the plain amount a person types ("50000.50"): no grouping, exact. */
export function fromMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

// --- Numbers and percentages -----------------------------------------------------------------

/** A count or a plain number with grouping: 1234 -> "1,234" (Arabic-Indic digits where the locale uses them). */
export function formatNumber(
  value: number,
  language: string,
  digits: { minimum?: number; maximum?: number } = {},
): string {
  return numberFormat(language, {
    ...(digits.minimum !== undefined ? { minimumFractionDigits: digits.minimum } : {}),
    ...(digits.maximum !== undefined ? { maximumFractionDigits: digits.maximum } : {}),
  }).format(value);
}

/**
 * A number as written inside a sentence, in the locale's digits and without grouping: 2026 ->
 * "2026" in the UK, "٢٠٢٦" in Saudi Arabia. The Arabic strings write every number they are given
 * this way (lib/i18n/ar/index.ts), so a count reads in the same digits as the amounts beside it.
 */
export function formatPlain(value: number, language: string): string {
  return numberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** A fraction as a percentage: 0.125 -> "12.5%" (the sign where the language puts it). */
export function formatPercent(fraction: number, language: string, maximumFractionDigits = 1) {
  return numberFormat(language, { style: "percent", maximumFractionDigits }).format(fraction);
}

/** Basis points (how the API stores rates and shares) as a percentage: 1250 -> "12.5%", 1234 -> "12.34%". */
export function formatBasisPoints(bp: number, language: string): string {
  return formatPercent(bp / 10_000, language, 2);
}

/**
 * A ratio stored in basis points (a factor rate, a debt service coverage): 13500 -> "1.35",
 * 12000 -> "1.20", always two decimals and up to four (what basis points hold).
 */
export function formatFactor(bp: number, language: string): string {
  return formatNumber(bp / 10_000, language, { minimum: 2, maximum: 4 });
}

/** Items joined as the language joins them: "A, B and C". */
export function formatList(items: readonly string[], language: string): string {
  return listFormat(language, { type: "conjunction" }).format(items);
}

// --- Spans of time and sizes -----------------------------------------------------------------

const unit = (language: string, name: string, display: "short" | "long", maximum = 0) =>
  numberFormat(language, {
    style: "unit",
    unit: name,
    unitDisplay: display,
    maximumFractionDigits: maximum,
  });

/**
 * A span of time given in minutes: "45 minutes" under an hour (at least 1, never "0 hours"),
 * "2 hours 5 minutes" under ten hours, whole hours from ten on ("26 hours": the minutes of a
 * day-long wait tell nobody anything). `short` abbreviates: "45 min", "2 hr 5 min".
 */
export function formatDuration(
  minutes: number,
  language: string,
  display: "short" | "long" = "long",
): string {
  const total = Math.max(1, Math.round(minutes));
  if (total < 60) return unit(language, "minute", display).format(total);
  if (total >= 600) return unit(language, "hour", display).format(Math.round(total / 60));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [unit(language, "hour", display).format(hours)];
  if (rest) parts.push(unit(language, "minute", display).format(rest));
  return listFormat(language, { type: "unit", style: "narrow" }).format(parts);
}

/**
 * A file's size: bytes under a kilobyte ("594 bytes"), then kB and MB with one decimal
 * ("18.4 kB", "1.2 MB"), SI units as their names say (1 kB = 1,000 bytes).
 */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < 1000) return unit(language, "byte", "long").format(bytes);
  // 999,960 bytes would round to "1,000 kB": megabytes from there.
  if (bytes < 999_950) return unit(language, "kilobyte", "short", 1).format(bytes / 1000);
  if (bytes < 999_950_000) return unit(language, "megabyte", "short", 1).format(bytes / 1e6);
  return unit(language, "gigabyte", "short", 1).format(bytes / 1e9);
}
