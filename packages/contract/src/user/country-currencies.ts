import currencies from "./country-currencies.json";

const byCountry = currencies as Record<string, string>;

/**
 * The currency a country pays in today ("GBP" for GB), from CLDR (scripts/country-currencies.mjs);
 * undefined for an unknown country. The currency pickers offer it among a person's first.
 */
export function countryCurrency(country: string | undefined): string | undefined {
  return country ? byCountry[country] : undefined;
}
