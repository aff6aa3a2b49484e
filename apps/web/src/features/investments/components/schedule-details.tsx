import { useTranslation } from "react-i18next";
import type { Investment } from "@portal/contract/investments/investment-schemas";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";
import "../i18n";

/**
 * A funded deal's repayment schedule, folded under its row (a disclosure: the table stays one
 * line a deal): how often and how much, payments made of the total, repaid so far, first and last.
 */
export function ScheduleDetails({ item }: { item: Investment }) {
  const { t, i18n } = useTranslation();
  const s = item.schedule;
  if (!s) return <span className="text-fg-muted">{t("ui.investments.schedule.none")}</span>;
  const money = (minor: number) => formatMoney(minor, item.currency, i18n.language);
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : "—");
  const facts: [string, string][] = [
    [
      t("ui.investments.schedule.frequency"),
      t(`ui.investments.schedule.frequencies.${s.paymentFrequency}`),
    ],
    [t("ui.investments.schedule.payment"), money(s.paymentMinor)],
    [
      t("ui.investments.schedule.made"),
      t("ui.investments.schedule.madeOf", {
        made: formatNumber(s.paymentsDue, i18n.language),
        total: formatNumber(s.payments, i18n.language),
      }),
    ],
    [t("ui.investments.schedule.repaid"), money(s.repaidMinor)],
    [t("ui.investments.schedule.total"), money(s.totalRepayableMinor)],
    [t("ui.investments.schedule.first"), day(s.firstPaymentOn)],
    [t("ui.investments.schedule.last"), day(s.lastPaymentOn)],
  ];
  return (
    <details className="group" data-schedule={item.reference}>
      <summary className="cursor-pointer text-primary underline">
        {t("ui.investments.schedule.show")}
        {/* Which deal's, for a screen reader going from one summary to the next. */}
        <span className="sr-only"> {item.reference}</span>
      </summary>
      {/* Each fact's name over its value: the column stays narrow, the values on one line. */}
      <dl className="mt-2 flex min-w-44 flex-col gap-1.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-fg-muted">{term}</dt>
            <dd className="whitespace-nowrap tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 min-w-44 text-xs text-fg-muted">{t("ui.investments.schedule.rule")}</p>
    </details>
  );
}
