/**
 * Dates as the person reads them: the interface's language with the person's country (a UK
 * broker reads 24/11/2026, a US one 11/24/2026). The country comes from the signed-in person's
 * profile (the session sets it); without one, the language's own default.
 */
let region: string | undefined;

export function setDateRegion(country: string | undefined) {
  region = country;
}

export function dateLocale(language: string): string {
  const base = language.split("-")[0] ?? language;
  if (!region) return language;
  try {
    return Intl.getCanonicalLocales(`${base}-${region}`)[0] ?? language;
  } catch {
    return language;
  }
}

// Four-digit years and two-digit days and months, in the order the locale reads them.
const numericDay = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

/** A day: "2026-11-24" (a calendar date, read in UTC so it never shifts) or a timestamp. */
export function formatDay(value: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(dateLocale(language), {
    ...numericDay,
    ...(day ? { timeZone: "UTC" } : {}),
  }).format(new Date(day ? `${value}T00:00:00Z` : value));
}

/** A moment: the day and the time of day, in the person's time zone. */
export function formatDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    ...numericDay,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(value));
}
