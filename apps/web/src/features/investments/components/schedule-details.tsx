import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Investment } from "@portal/contract/investments/investment-schemas";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";
import "../i18n";

/** The row's switch for its schedule's panel (under the table): which deal's, for a screen reader. */
export function ScheduleToggle({
  item,
  open,
  panelId,
  onToggle,
}: {
  item: Investment;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  if (!item.schedule)
    return <span className="text-fg-muted">{t("ui.investments.schedule.none")}</span>;
  return (
    <button
      type="button"
      className="text-primary underline"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      {t("ui.investments.schedule.show")}
      <span className="sr-only"> {item.reference}</span>
    </button>
  );
}

/**
 * A funded deal's repayment schedule, under the table (the table keeps one line a deal): how
 * often and how much, payments made of the total, repaid so far, total, first and last payment.
 */
export function SchedulePanel({ item, id }: { item: Investment; id: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const s = item.schedule;
  if (!s) return null;
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
    <section
      id={id}
      aria-labelledby={headingId}
      data-schedule={item.reference}
      className="mt-3 rounded-md border border-line p-3"
    >
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {t("ui.investments.schedule.title", {
          reference: item.reference,
          client: item.borrowerName,
        })}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-fg-muted">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-fg-muted">{t("ui.investments.schedule.rule")}</p>
    </section>
  );
}
