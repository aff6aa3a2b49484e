/** The last 12 calendar months (UTC) as "YYYY-MM", oldest first, and the first instant of the oldest. */
export function lastTwelveMonths(now: Date): { months: string[]; from: Date } {
  const start = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return {
    months: Array.from({ length: 12 }, (_, i) =>
      start(11 - i)
        .toISOString()
        .slice(0, 7),
    ),
    from: start(11),
  };
}
