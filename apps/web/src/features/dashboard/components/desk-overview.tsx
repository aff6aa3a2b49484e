import "../i18n";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, formatDuration, formatNumber } from "@/lib/format";
import {
  dashboardPeriods,
  type DashboardPeriod,
} from "@portal/contract/dashboard/dashboard-options";
import type { FunderDashboard, OperatorDashboard } from "@portal/contract/dashboard/desk-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { useFunderDashboard, useOperatorDashboard } from "../api/desk-api";
import { DashboardFilters } from "./dashboard-filters";
import { MonthsChart } from "@/components/charts/months-chart";
import { PipelineChart } from "./pipeline-chart";
import { ChangeLine, CountFigure, MoneyFigures } from "./statistic-cards";

// The funder's and the operators' dashboards (issue 17), on the broker's components: the period
// in the URL, cards of figures against the previous period, bars and 12 months of volume.

/** The period chosen in the URL (`?period=`), this month by default. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = dashboardPeriods.find((p) => p === params.get("period")) ?? "month";
  const choose = (next: DashboardPeriod) => {
    const changed = new URLSearchParams(params);
    changed.set("period", next);
    setParams(changed, { replace: true });
  };
  return [period, choose] as const;
}

/** A count now, with no period to compare with. */
function NowCard({ title, value, note }: { title: string; value: number; note: string }) {
  return (
    <Card title={title}>
      <CountFigure value={value} />
      <p className="text-xs text-fg-muted">{note}</p>
    </Card>
  );
}

/** A count in the period against the previous one. */
function CountCard(props: {
  title: string;
  value: number;
  previous: number;
  period: DashboardPeriod;
}) {
  const { i18n } = useTranslation();
  const format = (n: number) => formatNumber(n, i18n.language);
  return (
    <Card title={props.title}>
      <CountFigure value={props.value} />
      <ChangeLine {...props} format={format} />
    </Card>
  );
}

// Key figures two by two on a phone, four in a row on a wide screen.
const cards = "grid grid-cols-2 gap-gap-phone sm:gap-gap xl:grid-cols-4";

function FunderFigures({ data }: { data: FunderDashboard }) {
  const { t, i18n } = useTranslation();
  const s = data.statistics;
  const hours = s.responseHours;
  return (
    <>
      <section aria-label={t("ui.dashboard.statistics")} className={cards}>
        <NowCard
          title={t("ui.dashboard.desk.dealsWaiting")}
          value={s.dealsWaiting.value}
          note={t("ui.dashboard.desk.waitingForYou")}
        />
        <Card title={t("ui.dashboard.desk.responseTime")}>
          <p
            className={`font-semibold tabular-nums ${hours === null ? "text-2xl text-fg-muted" : "text-3xl text-fg"}`}
          >
            {hours === null
              ? t("ui.dashboard.desk.notMeasured")
              : formatDuration(hours * 60, i18n.language)}
          </p>
          <p className="text-xs text-fg-muted">{t("ui.dashboard.desk.responseNote")}</p>
        </Card>
        <NowCard
          title={t("ui.dashboard.desk.offersOut")}
          value={s.offersOut.value}
          note={t("ui.dashboard.desk.waitingForBrokers")}
        />
        <Card title={t("ui.dashboard.desk.fundedVolume")}>
          <MoneyFigures money={s.fundedVolume} period={data.period} />
          <p className="mt-2 text-xs text-fg-muted">
            {t("ui.dashboard.desk.fundedDeals", { count: s.fundedDeals.value })}
          </p>
        </Card>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PipelineChart
          title={t("ui.dashboard.desk.submissions")}
          stages={data.pipeline}
          label={(status) => t(`ui.dashboard.desk.statuses.${status}`)}
          empty={t("ui.dashboard.desk.noSubmissions")}
          summary={(count, stages) => t("ui.dashboard.desk.submissionsSummary", { count, stages })}
          counted={t("ui.dashboard.desk.submissionCount")}
        />
        <MonthsChart
          months={data.months}
          title={t("ui.dashboard.desk.volumeByMonth")}
          empty={t("ui.dashboard.desk.noVolume")}
          metrics={[
            { key: "funded", label: t("ui.dashboard.desk.fundedVolume"), fill: "fill-primary" },
          ]}
        />
      </div>
    </>
  );
}

/** A funder's dashboard: deals waiting, response time, offers out, funded volume; the way to the inbox. */
export function FunderOverview() {
  const { t } = useTranslation();
  const [period, choose] = usePeriod();
  const desk = useFunderDashboard(period);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DashboardFilters
          period={period}
          scope={undefined}
          scopes={[]}
          onChange={(c) => c.period && choose(c.period)}
        />
        <Link to={paths.inbox} className="text-sm text-primary underline">
          {t("ui.dashboard.openInbox")}
        </Link>
      </div>
      <div aria-busy={desk.isPlaceholderData} className="flex flex-col gap-6">
        <QueryState query={desk}>{(data) => <FunderFigures data={data} />}</QueryState>
      </div>
    </div>
  );
}

function OperatorFigures({ data }: { data: OperatorDashboard }) {
  const { t, i18n } = useTranslation();
  const s = data.statistics;
  return (
    <>
      <section aria-label={t("ui.dashboard.desk.platform")} className={cards}>
        <NowCard
          title={t("ui.dashboard.desk.fundersWaiting")}
          value={s.fundersWaiting.value}
          note={t("ui.dashboard.desk.waitingApproval")}
        />
        <CountCard title={t("ui.dashboard.desk.dealsSent")} {...s.dealsSent} period={data.period} />
        <CountCard title={t("ui.dashboard.closedDeals")} {...s.fundedDeals} period={data.period} />
        <Card title={t("ui.dashboard.desk.platformVolume")}>
          <MoneyFigures money={s.platformVolume} period={data.period} />
        </Card>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("ui.dashboard.desk.toApprove")}>
          {data.fundersToApprove.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("ui.dashboard.desk.noneToApprove")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {data.fundersToApprove.map((f) => (
                <li key={f.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-fg">{f.name}</span>
                  <span className="text-fg-muted">
                    {t("ui.dashboard.desk.since", { date: formatDate(f.createdAt, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.operatorFunders}
            className="mt-3 inline-block text-sm text-primary underline"
          >
            {t("ui.dashboard.desk.reviewFunders")}
          </Link>
        </Card>
        <MonthsChart
          months={data.months}
          title={t("ui.dashboard.desk.platformByMonth")}
          empty={t("ui.dashboard.desk.noVolume")}
          metrics={[
            { key: "funded", label: t("ui.dashboard.desk.platformVolume"), fill: "fill-primary" },
          ]}
        />
      </div>
    </>
  );
}

/** The operators' dashboard: funders waiting for approval and the platform's volume. */
export function OperatorOverview() {
  const { t } = useTranslation();
  const [period, choose] = usePeriod();
  const desk = useOperatorDashboard(period);
  return (
    <section aria-label={t("ui.dashboard.desk.platform")} className="flex flex-col gap-6">
      <DashboardFilters
        period={period}
        scope={undefined}
        scopes={[]}
        onChange={(c) => c.period && choose(c.period)}
      />
      <div aria-busy={desk.isPlaceholderData} className="flex flex-col gap-6">
        <QueryState query={desk}>{(data) => <OperatorFigures data={data} />}</QueryState>
      </div>
    </section>
  );
}
