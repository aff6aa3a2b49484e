import type { DashboardPeriod } from "@portal/contract/dashboard/dashboard-options";

/** A period's bounds: figures count what happened at or after `from` and before `to`. */
export interface Bounds {
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
}

/** The first instant of month `month` (0-based, may be negative or past 11) of `year`, UTC. */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The same instant a year earlier; 29 February becomes 28 February (the year to date's previous end). */
function yearBefore(now: Date): Date {
  const year = now.getUTCFullYear() - 1;
  const lastDay = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate();
  const earlier = new Date(now);
  earlier.setUTCFullYear(year, now.getUTCMonth(), Math.min(now.getUTCDate(), lastDay));
  return earlier;
}

/**
 * The period containing `now` and the one before it, in UTC (docs/decisions/035): this calendar
 * month, quarter or year to now, or the 11 whole months before this one and this one. The previous
 * period is the month, quarter or 12 months just before; for the year to date, the same part of
 * last year.
 */
export function boundsOf(period: DashboardPeriod, now: Date): Bounds {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const starting = (first: number, length: number): Bounds => ({
    from: monthStart(year, first),
    to: now,
    previousFrom: monthStart(year, first - length),
    previousTo: monthStart(year, first),
  });
  switch (period) {
    case "month":
      return starting(month, 1);
    case "quarter":
      return starting(month - (month % 3), 3);
    case "last_12_months":
      return starting(month - 11, 12);
    case "year_to_date":
      return {
        from: monthStart(year, 0),
        to: now,
        previousFrom: monthStart(year - 1, 0),
        previousTo: yearBefore(now),
      };
  }
}
