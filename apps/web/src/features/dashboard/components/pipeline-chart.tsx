import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import { dealTransitions } from "@portal/contract/deals/deal-states";
import { Card } from "@/components/ui/page";
import { DataTable } from "./data-table";

/**
 * Open deals by stage as horizontal bars, each bar a link to the deals list filtered by its stage
 * (`/deals?status=`). The bars sit in a list of links so each stays a link for a screen reader;
 * the figure's caption says it in words and the table gives the figures.
 */
export function PipelineChart({ pipeline: stages }: { pipeline: Dashboard["pipeline"] }) {
  const { t } = useTranslation();
  // The open stages: an ended deal (funded, withdrawn, declined, lost) is in no pipeline.
  const pipeline = stages.filter((stage) => dealTransitions[stage.status].length > 0);
  const total = pipeline.reduce((sum, stage) => sum + stage.count, 0);
  const widest = Math.max(1, ...pipeline.map((stage) => stage.count));
  const label = (status: string) => t(`ui.dashboard.statuses.${status}`);
  const summary = t("ui.dashboard.pipelineSummary", {
    count: total,
    stages: pipeline
      .map((s) => t("ui.dashboard.pipelineStage", { stage: label(s.status), count: s.count }))
      .join(", "),
  });
  return (
    <Card title={t("ui.dashboard.pipeline")}>
      {total === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.dashboard.pipelineEmpty")}</p>
      ) : (
        <figure>
          <figcaption className="sr-only">{summary}</figcaption>
          <ul className="flex flex-col gap-2">
            {pipeline.map((stage) => (
              <li key={stage.status}>
                <Link
                  to={`/deals?status=${encodeURIComponent(stage.status)}`}
                  aria-label={t("ui.dashboard.stageLink", {
                    stage: label(stage.status),
                    count: stage.count,
                  })}
                  className="group grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 rounded-md p-1 text-sm hover:bg-primary-soft"
                >
                  <span className="truncate text-fg group-hover:underline">
                    {label(stage.status)}
                  </span>
                  <svg
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    className="h-4 w-full"
                    aria-hidden
                  >
                    <rect width="100" height="10" rx="1" className="fill-muted" />
                    <rect
                      width={(stage.count / widest) * 100}
                      height="10"
                      rx="1"
                      className="fill-primary"
                    />
                  </svg>
                  <span className="text-end font-medium text-fg tabular-nums">{stage.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <DataTable
            caption={t("ui.dashboard.pipeline")}
            columns={[t("ui.dashboard.stage"), t("ui.dashboard.deals")]}
            rows={pipeline.map((s) => ({ key: s.status, cells: [label(s.status), s.count] }))}
          />
        </figure>
      )}
    </Card>
  );
}
