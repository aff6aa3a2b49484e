import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import type * as repo from "./repo";

// Rows of money over time (`repo.MoneyRow`) as the dashboards' figures.

/** Money per currency this period and the one before; a currency with neither is left out. */
export function moneyOf(rows: repo.MoneyRow[]): Dashboard["statistics"]["sales"] {
  const byCurrency = new Map<string, { value: number; previous: number }>();
  for (const row of rows) {
    if (!row.bucket) continue;
    const sums = byCurrency.get(row.currency) ?? { value: 0, previous: 0 };
    sums[row.bucket === "current" ? "value" : "previous"] += Number(row.amountMinor);
    byCurrency.set(row.currency, sums);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => ({ currency, ...sums }));
}

export function countOf(rows: repo.MoneyRow[]) {
  const sum = (bucket: repo.MoneyRow["bucket"]) =>
    rows.filter((r) => r.bucket === bucket).reduce((total, r) => total + r.count, 0);
  return { value: sum("current"), previous: sum("previous") };
}

/** A month's amounts per currency, by currency. */
export const inMonth = (rows: repo.MoneyRow[], month: string) => {
  const byCurrency = new Map<string, number>();
  for (const row of rows.filter((r) => r.month === month))
    byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + Number(row.amountMinor));
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
};
