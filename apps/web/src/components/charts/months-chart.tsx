import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "@/components/ui/select";
import { Card } from "@/components/ui/page";
import { formatMoney, formatMonth } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import { FiguresTable } from "./figures-table";
import { monthLabelPlace, shownMonthLabels } from "./month-labels";
import "@/lib/i18n/charts";

type Entries = { currency: string; amountMinor: number }[];
/** A month ("2026-11") and each metric's amounts per currency. */
type Month<M extends string> = { month: string } & Record<M, Entries>;
/** What a chart draws: a metric of the months, its name and its colour. */
export interface Metric<M extends string> {
  key: M;
  label: string;
  fill: "fill-primary" | "fill-success";
}

const amountIn = (entries: Entries, currency: string) =>
  entries.find((e) => e.currency === currency)?.amountMinor ?? 0;

/** The currencies of the months' metrics, the one with amounts in the most months first. */
export function currenciesOf<M extends string>(
  months: Month<M>[],
  metrics: readonly M[],
): string[] {
  const monthsWith = new Map<string, number>();
  for (const m of months)
    for (const e of metrics.flatMap((metric) => m[metric]))
      monthsWith.set(e.currency, (monthsWith.get(e.currency) ?? 0) + (e.amountMinor ? 1 : 0));
  return [...monthsWith.keys()].sort((a, b) => monthsWith.get(b)! - monthsWith.get(a)!);
}

/** "2026-11" as "Nov" (short) or "Nov 2026" (long). */
const monthName = (month: string, language: string, long = false) =>
  formatMonth(month, language, long ? "shortYear" : "short");

const width = 300;
const height = 110;
const base = 92;
const top = 8;

/** One metric's 12 columns in one currency, with a sentence summarising them for screen readers. */
function ColumnChart<M extends string>({
  months,
  metric,
  currency,
}: {
  months: Month<M>[];
  metric: Metric<M>;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const values = months.map((m) => amountIn(m[metric.key], currency));
  const highest = Math.max(0, ...values);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const name = metric.label;
  const range = {
    metric: name,
    currency: currencyName(currency, i18n.language),
    first: monthName(months[0]?.month ?? "", i18n.language, true),
    last: monthName(months.at(-1)?.month ?? "", i18n.language, true),
  };
  const summary = highest
    ? t("ui.charts.monthSummary", {
        ...range,
        total: money(values.reduce((a, b) => a + b, 0)),
        highest: money(highest),
        highestMonth: monthName(months[values.indexOf(highest)]!.month, i18n.language, true),
      })
    : t("ui.charts.monthSummaryEmpty", range);
  const slot = width / Math.max(1, months.length);
  const labels = months.map((m) => monthName(m.month, i18n.language));
  const shown = shownMonthLabels(labels);
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
                className={metric.fill}
              />
              {shown[i] && (
                <text
                  {...monthLabelPlace(i, months.length, slot)}
                  y={height - 4}
                  fontSize="10"
                  className="fill-fg-muted"
                >
                  {labels[i]}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/**
 * Metrics by month over the last 12 (a broker's sales and commission earned, a funder's or the
 * platform's funded volume), in one currency at a time, each as columns and all as a table.
 */
export function MonthsChart<M extends string>({
  months,
  metrics,
  title,
  empty,
}: {
  months: Month<M>[];
  metrics: readonly Metric<M>[];
  title: string;
  /** Said when no metric has an amount in any month. */
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const currencies = currenciesOf(
    months,
    metrics.map((m) => m.key),
  );
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  return (
    <Card title={title}>
      {!currency ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {currencies.length > 1 && (
            <SelectField
              label={t("ui.charts.currency")}
              value={currency}
              onValueChange={(value) => setPicked(value)}
              options={currencies.map((c) => ({ value: c, label: currencyName(c, i18n.language) }))}
            />
          )}
          {metrics.map((metric) => (
            <ColumnChart key={metric.key} months={months} metric={metric} currency={currency} />
          ))}
          <FiguresTable
            caption={`${title} (${currencyName(currency, i18n.language)})`}
            columns={[t("ui.charts.month"), ...metrics.map((m) => m.label)]}
            rows={months.map((m) => ({
              key: m.month,
              cells: [
                monthName(m.month, i18n.language, true),
                ...metrics.map((metric) =>
                  formatMoney(amountIn(m[metric.key], currency), currency, i18n.language),
                ),
              ],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
