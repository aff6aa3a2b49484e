import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { WalletMonth } from "@portal/contract/wallet/wallet-schemas";
import { FiguresTable } from "@/components/charts/figures-table";
import { Card } from "@/components/ui/page";
import { SelectField } from "@/components/ui/select";
import { formatMoney, formatMonth } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import "@/lib/i18n/charts";
import { BalanceLines, type Line } from "./balance-lines";
import "../i18n";

type Figure = "expectedMinor" | "earnedMinor" | "dueMinor";
// Expected is drawn widest and first: where earned (or due) is the same money, it shows around it.
const drawn: (Pick<Line, "stroke" | "width" | "dash"> & { figure: Figure; label: string })[] = [
  {
    figure: "expectedMinor",
    label: "ui.wallet.kinds.expected",
    stroke: "stroke-primary",
    width: 4,
    dash: "6 3",
  },
  { figure: "earnedMinor", label: "ui.wallet.kinds.earned", stroke: "stroke-success", width: 2 },
  { figure: "dueMinor", label: "ui.wallet.due", stroke: "stroke-fg", width: 1.5, dash: "2 2" },
];

/**
 * The wallet's balances at each of the last 12 months' ends, one currency at a time, as step
 * lines with a legend, a sentence for screen readers and the figures as a table; and the line
 * saying that expected and earned are the same money once a deal is funded.
 */
export function BalanceChart({ months }: { months: WalletMonth[] }) {
  const { t, i18n } = useTranslation();
  const currencies = months.at(-1)?.balances.map((b) => b.currency) ?? [];
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  if (!currency) return null;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const month = (m: string) => formatMonth(m, i18n.language, "shortYear");
  const valuesOf = (figure: Figure) =>
    months.map((m) => m.balances.find((b) => b.currency === currency)?.[figure] ?? 0);
  const lines: Line[] = drawn.map((d) => ({
    key: d.figure,
    label: t(d.label),
    values: valuesOf(d.figure),
    stroke: d.stroke,
    width: d.width,
    dash: d.dash,
  }));
  const now = (l: Line) => money(l.values.at(-1) ?? 0);
  const summary = t("ui.wallet.overTime.summary", {
    currency: currencyName(currency, i18n.language),
    first: month(months[0]?.month ?? ""),
    last: month(months.at(-1)?.month ?? ""),
    expected: now(lines[0]!),
    earned: now(lines[1]!),
    due: now(lines[2]!),
  });
  return (
    <Card title={t("ui.wallet.overTime.title")}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t("ui.wallet.overTime.sameMoney")}</p>
        {currencies.length > 1 && (
          <SelectField
            label={t("ui.charts.currency")}
            value={currency}
            onValueChange={setPicked}
            options={currencies.map((c) => ({ value: c, label: currencyName(c, i18n.language) }))}
          />
        )}
        <figure className="flex flex-col gap-2">
          <BalanceLines months={months.map((m) => m.month)} lines={lines} summary={summary} />
          <figcaption>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {lines.map((l) => (
                <li key={l.key} className="flex items-center gap-2">
                  <svg aria-hidden width="24" height="8" className="shrink-0">
                    <line
                      x1="0"
                      x2="24"
                      y1="4"
                      y2="4"
                      strokeWidth={Math.min(l.width, 3)}
                      strokeDasharray={l.dash}
                      className={l.stroke}
                    />
                  </svg>
                  <span className="text-fg">{l.label}</span>
                  <span className="text-fg-muted tabular-nums">{now(l)}</span>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <FiguresTable
          caption={`${t("ui.wallet.overTime.title")} (${currencyName(currency, i18n.language)})`}
          columns={[t("ui.charts.month"), ...lines.map((l) => l.label)]}
          rows={months.map((m, i) => ({
            key: m.month,
            cells: [month(m.month), ...lines.map((l) => money(l.values[i] ?? 0))],
          }))}
        />
      </div>
    </Card>
  );
}
