/**
 * File sizes and spans of time as the person reads them, in their language (Intl's units): one
 * place, so no page says "594 byte" or "0 hours" again.
 */

const unitFormat = (
  language: string,
  unit: string,
  unitDisplay: "short" | "long",
  maximumFractionDigits: number,
) => new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay, maximumFractionDigits });

/**
 * A file's size in kilobytes under a megabyte and in megabytes above (SI: 1 kB = 1,000 bytes, as
 * the unit's name says): "0.6 kB", "18 kB", "2.4 MB". Never bytes: a size in bytes reads as a
 * broken number to most people, and nothing here is that small on purpose.
 */
export function formatSize(bytes: number, language: string): string {
  if (bytes >= 1_000_000) return unitFormat(language, "megabyte", "short", 1).format(bytes / 1e6);
  // At least 0.1 kB, so a tiny file never reads "0 kB".
  return unitFormat(language, "kilobyte", "short", 1).format(Math.max(bytes / 1000, 0.1));
}

/**
 * A span given in hours, in minutes under an hour ("45 min", at least 1) and in hours from one
 * hour on ("1 hr", "3.5 hr"); `long` spells the unit out ("45 minutes", "3.5 hours").
 */
export function formatHours(hours: number, language: string, display: "short" | "long" = "short") {
  if (hours < 1)
    return unitFormat(language, "minute", display, 0).format(Math.max(1, Math.round(hours * 60)));
  return unitFormat(language, "hour", display, 1).format(hours);
}
