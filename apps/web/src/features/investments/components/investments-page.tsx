import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  renewalWindowDays,
  type Investments,
} from "@portal/contract/investments/investment-schemas";
import { MonthsChart } from "@/components/charts/months-chart";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { EmptyAction } from "@/components/ui/empty-action";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { formatMoney } from "@/lib/format";
import { useInvestments } from "../api/investments-api";
import { FundedTable } from "./funded-table";
import "../i18n";

type Money = Investments["deployed"][number];

function MoneyLine({ m }: { m: Money }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold tabular-nums">
        {formatMoney(m.amountMinor, m.currency, i18n.language)}
      </span>
      <span className="text-xs text-fg-muted">
        {t("ui.investments.dealCount", { count: m.deals })}
      </span>
    </span>
  );
}

/** What was deployed (per currency, per product) and funded by month, as columns (the dashboard's chart). */
function Figures({ data }: { data: Investments }) {
  const { t } = useTranslation();
  const deployed =
    data.view === "funder"
      ? t("ui.investments.deployedFunder")
      : t("ui.investments.deployedBroker");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
      <Card title={deployed}>
        <ul className="flex flex-col gap-1 text-lg">
          {data.deployed.map((m) => (
            <li key={m.currency}>
              <MoneyLine m={m} />
            </li>
          ))}
        </ul>
        <h3 className="mt-4 mb-2 text-sm font-semibold">{t("ui.investments.byProduct")}</h3>
        <ul className="flex flex-col gap-1 text-sm">
          {data.byProduct.map((p) => (
            <li
              key={`${p.product} ${p.currency}`}
              className="flex flex-wrap justify-between gap-x-3"
            >
              <span>{t(`ui.investments.products.${p.product}`)}</span>
              <MoneyLine m={p} />
            </li>
          ))}
        </ul>
      </Card>
      <MonthsChart
        title={t("ui.investments.byMonth")}
        months={data.byMonth}
        metrics={[{ key: "amounts", label: deployed, fill: "fill-primary" }]}
        empty={t("ui.investments.noMonths")}
      />
    </div>
  );
}

/** A funder's portfolio, or a broker's funded clients, with renewal dates (docs/decisions/042). */
export function InvestmentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useInvestments(page);
  const days = renewalWindowDays;
  return (
    <QueryState query={query}>
      {(data) => {
        if (data.total === 0)
          return (
            // Funded deals come from the inbox (a funder's) or the deals (a broker's).
            <EmptyState
              action={
                data.view === "funder" ? (
                  <EmptyAction to={paths.inbox}>{t("ui.investments.openInbox")}</EmptyAction>
                ) : (
                  <EmptyAction to={paths.deals}>{t("ui.investments.openDeals")}</EmptyAction>
                )
              }
            >
              {data.view === "funder"
                ? t("ui.investments.emptyFunder")
                : t("ui.investments.emptyBroker")}
            </EmptyState>
          );
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        const go = (to: number) => setParams(to > 1 ? { page: String(to) } : {}, { replace: true });
        return (
          <div className="flex min-w-0 flex-col gap-4">
            <Figures data={data} />
            <Card title={t("ui.investments.renewals", { days })}>
              <p className="mb-3 text-xs text-fg-muted">{t("ui.investments.renewalRule")}</p>
              {data.renewalsDue.length ? (
                <FundedTable
                  label={t("ui.investments.renewals", { days })}
                  items={data.renewalsDue}
                  view={data.view}
                />
              ) : (
                <EmptyState>{t("ui.investments.noRenewals", { days })}</EmptyState>
              )}
            </Card>
            <Card title={t("ui.investments.deals")}>
              <FundedTable label={t("ui.investments.deals")} items={data.items} view={data.view} />
              {pages > 1 && (
                <nav
                  className="mt-3 flex flex-wrap items-center gap-3"
                  aria-label={t("ui.investments.pageOf", { page, pages })}
                >
                  <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
                    {t("ui.investments.previous")}
                  </Button>
                  <span className="text-sm">{t("ui.investments.pageOf", { page, pages })}</span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
                    {t("ui.investments.next")}
                  </Button>
                </nav>
              )}
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
