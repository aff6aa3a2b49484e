/**
 * The locale every format of lib/format.ts reads in: the interface's language with the person's
 * country (a UK broker reads 24/11/2026, a US one 11/24/2026; an Arabic reader in Saudi Arabia
 * reads Arabic-Indic digits, decision 045). The country comes from the signed-in person's profile
 * (the session sets it); without one, the language's own default.
 *
 * Its own small module: the session (on the log-in page) sets the country without loading the
 * formats, which load with the pages that show dates and amounts.
 */
let region: string | undefined;

export function setFormatRegion(country: string | undefined) {
  region = country;
}

export function formatLocale(language: string): string {
  const base = language.split("-")[0] ?? language;
  if (!region) return language;
  try {
    return Intl.getCanonicalLocales(`${base}-${region}`)[0] ?? language;
  } catch {
    return language;
  }
}
