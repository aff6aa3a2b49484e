import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import { Card } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatMoney, formatNumber } from "@/lib/format";
import { changeOf, percentText, signed } from "./change";

type Statistics = Dashboard["statistics"];
type Money = Statistics["sales"];

/** "+3 vs last month · ▲ 12%": the difference, then its direction and share; "new" after nothing. */
export function ChangeLine({
  value,
  previous,
  format,
  period,
}: {
  value: number;
  previous: number;
  format: (n: number) => string;
  period: Dashboard["period"];
}) {
  const { t, i18n } = useTranslation();
  const change = changeOf(value, previous);
  const tone =
    change.kind === "down"
      ? "text-danger"
      : change.kind === "same"
        ? "text-fg-muted"
        : "text-success";
  const mark =
    change.kind === "same"
      ? t("ui.dashboard.unchanged")
      : change.kind === "new"
        ? t("ui.dashboard.new")
        : t(`ui.dashboard.${change.kind}`, {
            percent: percentText(change.percent, i18n.language),
          });
  return (
    <p className="text-xs text-fg-muted">
      {change.kind !== "same" && `${signed(format(change.difference), change.difference)} `}
      {t(`ui.dashboard.versus.${period}`)} ·{" "}
      <span className={`font-medium whitespace-nowrap ${tone}`}>{mark}</span>
    </p>
  );
}

export function CountFigure({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <p className="text-figure sm:text-3xl font-semibold text-fg tabular-nums">
      {formatNumber(value, i18n.language)}
    </p>
  );
}

/** One line per currency: the sum, then how it moved. Nothing in a currency: "None". */
export function MoneyFigures({ money, period }: { money: Money; period: Dashboard["period"] }) {
  const { t, i18n } = useTranslation();
  if (money.length === 0)
    return (
      <p className="text-figure-small sm:text-figure font-semibold text-fg-muted">
        {t("ui.dashboard.none")}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {money.map((m) => {
        const format = (minor: number) => formatMoney(minor, m.currency, i18n.language);
        return (
          <li key={m.currency}>
            <p
              className={`${money.length > 1 ? "text-figure-small" : "text-figure-small sm:text-figure"} font-semibold break-words text-fg tabular-nums`}
            >
              {format(m.value)}
            </p>
            <ChangeLine value={m.value} previous={m.previous} format={format} period={period} />
          </li>
        );
      })}
    </ul>
  );
}

/** The four statistics: counts and sums as the API gives them, each against the previous period. */
export function StatisticCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const { pendingProposals, closedDeals, sales, commissionEarned } = data.statistics;
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <section
      aria-label={t("ui.dashboard.statistics")}
      // Two by two on a phone, four in a row on a wide screen.
      className="grid grid-cols-2 gap-gap-phone sm:gap-gap xl:grid-cols-4"
    >
      <Card title={t("ui.dashboard.pendingProposals")}>
        <CountFigure value={pendingProposals.value} />
        {/* Offers waiting now: no period, so nothing to compare with. */}
        <p className="text-xs text-fg-muted">{t("ui.dashboard.waitingNow")}</p>
      </Card>
      <Card title={t("ui.dashboard.closedDeals")}>
        <CountFigure value={closedDeals.value} />
        <ChangeLine {...closedDeals} format={count} period={data.period} />
      </Card>
      <Card title={t("ui.dashboard.sales")}>
        <MoneyFigures money={sales} period={data.period} />
      </Card>
      <Card title={t("ui.dashboard.commissionEarned")}>
        <MoneyFigures money={commissionEarned} period={data.period} />
        <Link className="mt-2 inline-block text-sm text-primary underline" to={paths.wallet}>
          {t("ui.dashboard.openWallet")}
        </Link>
      </Card>
    </section>
  );
}
