import { formatDate } from "@/lib/format";

/** Arabic-Indic and extended Arabic-Indic digits read as 0-9 (an Arabic reader may type either). */
function westernDigits(text: string) {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.charCodeAt(0) - 0x0660) % 0x90),
  );
}

/** The order the person's format puts day, month and year in, learnt from a known date. */
function partsOrder(language: string): ("y" | "m" | "d")[] {
  const sample = westernDigits(formatDate("2001-02-03", language));
  const at = { y: sample.indexOf("2001"), m: sample.indexOf("02"), d: sample.indexOf("03") };
  return (["y", "m", "d"] as const).slice().sort((a, b) => at[a] - at[b]);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The calendar date ("2026-11-24") a person typed in their own format ("24/11/2026" in the UK,
 * "11/24/2026" in the US, Arabic digits too) or as yyyy-mm-dd; null when it is no real date.
 */
export function parseDateText(text: string, language: string): string | null {
  const groups = westernDigits(text).match(/\d+/g);
  if (!groups || groups.length !== 3) return null;
  const order = groups[0]!.length === 4 ? (["y", "m", "d"] as const) : partsOrder(language);
  const part = { y: 0, m: 0, d: 0 };
  order.forEach((name, i) => (part[name] = Number(groups[i])));
  if (String(part.y).length !== 4) return null;
  const date = new Date(Date.UTC(part.y, part.m - 1, part.d));
  if (date.getUTCMonth() !== part.m - 1 || date.getUTCDate() !== part.d) return null;
  return `${pad(part.y, 4)}-${pad(part.m)}-${pad(part.d)}`;
}

/** A calendar date, yyyy-mm-dd, or nothing: what a filter applies (text on its way to a date is not). */
export const isDayOrEmpty = (value: string) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the person reads for a calendar date: their format, or the text as it is if not a date. */
export function showDate(value: string, language: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, language) : value;
}

/** The pattern shown as the field's placeholder, e.g. "dd/mm/yyyy". */
export function datePattern(language: string, letters: { d: string; m: string; y: string }) {
  const sample = westernDigits(formatDate("2001-02-03", language));
  return sample
    .replace("2001", letters.y.repeat(4))
    .replace("02", letters.m.repeat(2))
    .replace("03", letters.d.repeat(2))
    .replace(/[\u200e\u200f\u061c]/g, "");
}
