import { minorDigits } from "@portal/contract/deals/money";

export { toMinor } from "@portal/contract/deals/money";

/** Minor units (what the API stores) as money text: 5000000 GBP -> "£50,000.00". */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** Minor units back into the plain amount a person types ("50000.50"): no grouping, exact. */
export function fromMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
