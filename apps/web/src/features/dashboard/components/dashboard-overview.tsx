import "../i18n";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import {
  dashboardPeriods,
  dashboardScopes,
  type DashboardPeriod,
  type DashboardScope,
} from "@portal/contract/dashboard/dashboard-options";
import { dealTransitions } from "@portal/contract/deals/deal-states";
import { EmptyAction } from "@/components/ui/empty-action";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { inView } from "@/lib/view-as";
import { useDashboard } from "../api/dashboard-api";
import { DashboardFilters } from "./dashboard-filters";
import { Leaderboard } from "./leaderboard";
import { MonthsChart } from "@/components/charts/months-chart";
import { NeedsAction } from "./needs-action";
import { PipelineChart } from "./pipeline-chart";
import { StatisticCards } from "./statistic-cards";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Nothing at all to show: no figure this period or the one before, no open deal, no month. */
export function isEmptyDashboard(data: Dashboard) {
  const { pendingProposals, closedDeals, sales, commissionEarned } = data.statistics;
  return (
    !pendingProposals.value &&
    !closedDeals.value &&
    !closedDeals.previous &&
    [...sales, ...commissionEarned].every((m) => !m.value && !m.previous) &&
    data.pipeline.every((s) => !s.count) &&
    data.months.every((m) => [...m.sales, ...m.commissionEarned].every((e) => !e.amountMinor))
  );
}

/**
 * The broker's dashboard: the four statistics for a period and a scope (in the URL, so a view can
 * be shared or reloaded), the pipeline by stage and the last 12 months, the leaderboard, and the
 * latest news the route passes in (`news`: a feature does not import another).
 */
export function DashboardOverview({ news }: { news?: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = oneOf(dashboardPeriods, params.get("period")) ?? "month";
  const asked = oneOf(dashboardScopes, params.get("scope"));
  const dashboard = useDashboard(period, asked);
  const data = dashboard.data;
  const update = (changes: { period?: DashboardPeriod; scope?: DashboardScope }) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    setParams(next, { replace: true });
  };
  return (
    <div className="flex flex-col gap-6">
      <DashboardFilters
        period={period}
        scope={asked && data?.scopes.includes(asked) ? asked : data?.scope}
        scopes={data?.scopes ?? []}
        onChange={update}
      />
      <div aria-busy={dashboard.isPlaceholderData} className="flex flex-col gap-6">
        <NeedsAction scope={asked} />
        <QueryState
          query={dashboard}
          isEmpty={isEmptyDashboard}
          empty={t("ui.dashboard.noFigures")}
          emptyAction={
            !inView() && (
              <EmptyAction to={paths.newDeal}>{t("ui.dashboard.createDeal")}</EmptyAction>
            )
          }
        >
          {(data) => (
            <>
              <StatisticCards data={data} />
              <div className="grid gap-4 lg:grid-cols-2">
                <PipelineChart
                  title={t("ui.dashboard.pipeline")}
                  // The open stages: an ended deal (funded, withdrawn, ...) is in no pipeline.
                  stages={data.pipeline.filter((s) => dealTransitions[s.status].length > 0)}
                  label={(status) => t(`ui.dashboard.statuses.${status}`)}
                  to={(status) => `/deals?status=${encodeURIComponent(status)}`}
                  empty={t("ui.dashboard.pipelineEmpty")}
                  summary={(count, stages) => t("ui.dashboard.pipelineSummary", { count, stages })}
                  counted={t("ui.dashboard.deals")}
                />
                <MonthsChart
                  months={data.months}
                  title={t("ui.dashboard.byMonth")}
                  empty={t("ui.dashboard.noMonths")}
                  metrics={[
                    { key: "sales", label: t("ui.dashboard.sales"), fill: "fill-primary" },
                    {
                      key: "commissionEarned",
                      label: t("ui.dashboard.commissionEarned"),
                      fill: "fill-success",
                    },
                  ]}
                />
              </div>
            </>
          )}
        </QueryState>
        <div className="grid gap-4 lg:grid-cols-2">
          <Leaderboard period={period} scope={asked} />
          {news}
        </div>
      </div>
    </div>
  );
}
