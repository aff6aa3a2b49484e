import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import { SelectField } from "@/components/ui/field";
import { Card } from "@/components/ui/page";
import { formatMoney } from "@/lib/money";
import { DataTable } from "./data-table";

type Months = Dashboard["months"];
type Metric = "sales" | "commissionEarned";

const amountIn = (entries: { currency: string; amountMinor: number }[], currency: string) =>
  entries.find((e) => e.currency === currency)?.amountMinor ?? 0;

/** The currencies of the 12 months, the one with sales in the most months first. */
export function currenciesOf(months: Months): string[] {
  const monthsWith = new Map<string, number>();
  for (const m of months)
    for (const e of [...m.sales, ...m.commissionEarned])
      monthsWith.set(e.currency, (monthsWith.get(e.currency) ?? 0) + (e.amountMinor ? 1 : 0));
  return [...monthsWith.keys()].sort((a, b) => monthsWith.get(b)! - monthsWith.get(a)!);
}

/** "2026-11" as "Nov" (short) or "Nov 2026" (long), read in UTC like the API's months. */
function monthName(month: string, locale: string, long = false) {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    ...(long ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

const width = 300;
const height = 110;
const base = 92;
const top = 8;

/** One metric's 12 columns in one currency, with a sentence summarising them for screen readers. */
function ColumnChart({
  months,
  metric,
  currency,
}: {
  months: Months;
  metric: Metric;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const values = months.map((m) => amountIn(m[metric], currency));
  const highest = Math.max(0, ...values);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const name = t(`ui.dashboard.${metric}`);
  const range = {
    metric: name,
    currency,
    first: monthName(months[0]?.month ?? "", i18n.language, true),
    last: monthName(months.at(-1)?.month ?? "", i18n.language, true),
  };
  const summary = highest
    ? t("ui.dashboard.monthSummary", {
        ...range,
        total: money(values.reduce((a, b) => a + b, 0)),
        highest: money(highest),
        highestMonth: monthName(months[values.indexOf(highest)]!.month, i18n.language, true),
      })
    : t("ui.dashboard.monthSummaryEmpty", range);
  const slot = width / Math.max(1, months.length);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="font-medium text-fg">{name}</span>
        {highest > 0 && <span className="text-fg-muted tabular-nums">{money(highest)}</span>}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={summary}
      >
        <line x1="0" x2={width} y1={top} y2={top} className="stroke-line" strokeDasharray="3 3" />
        <line x1="0" x2={width} y1={base} y2={base} className="stroke-line" />
        {months.map((m, i) => {
          const h = highest ? ((values[i] ?? 0) / highest) * (base - top) : 0;
          return (
            <g key={m.month}>
              <rect
                x={i * slot + slot * 0.2}
                y={base - h}
                width={slot * 0.6}
                height={h}
                rx="1.5"
                className={metric === "sales" ? "fill-primary" : "fill-success"}
              />
              <text
                x={i * slot + slot / 2}
                y={height - 4}
                textAnchor="middle"
                fontSize="10"
                className="fill-fg-muted"
              >
                {monthName(m.month, i18n.language)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Sales and commission earned by month over the last 12, in one currency at a time. */
export function MonthsChart({ months }: { months: Months }) {
  const { t, i18n } = useTranslation();
  const currencies = currenciesOf(months);
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  return (
    <Card title={t("ui.dashboard.byMonth")}>
      {!currency ? (
        <p className="text-sm text-fg-muted">{t("ui.dashboard.noMonths")}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {currencies.length > 1 && (
            <SelectField
              label={t("ui.dashboard.currency")}
              value={currency}
              onChange={(e) => setPicked(e.target.value)}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          )}
          <ColumnChart months={months} metric="sales" currency={currency} />
          <ColumnChart months={months} metric="commissionEarned" currency={currency} />
          <DataTable
            caption={`${t("ui.dashboard.byMonth")} (${currency})`}
            columns={[
              t("ui.dashboard.month"),
              t("ui.dashboard.sales"),
              t("ui.dashboard.commissionEarned"),
            ]}
            rows={months.map((m) => ({
              key: m.month,
              cells: [
                monthName(m.month, i18n.language, true),
                formatMoney(amountIn(m.sales, currency), currency, i18n.language),
                formatMoney(amountIn(m.commissionEarned, currency), currency, i18n.language),
              ],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
