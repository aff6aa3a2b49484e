import { dateLocale } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

/** A day with the month in words ("3 June 2026"): never 06/03, whichever country reads it. */
export function longDay(value: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "long" }).format(
    new Date(value),
  );
}

/** A card's expiry, the month in words ("April 2030"); the card's own month, read in UTC. */
export function monthOfYear(month: number, year: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Money in minor units in the provider's currency (Stripe writes "gbp"): "£12.00". */
export const money = (minor: number, currency: string, language: string) =>
  formatMoney(minor, currency.toUpperCase(), language);
