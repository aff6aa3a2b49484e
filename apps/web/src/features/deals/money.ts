import { minorDigits } from "@portal/contract/deals/money";

export { toMinor } from "@portal/contract/deals/money";

/** Minor units (what the API stores) as money text: 5000000 GBP -> "£50,000.00". */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}
