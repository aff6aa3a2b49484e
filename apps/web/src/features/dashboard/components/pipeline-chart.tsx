import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { FiguresTable } from "@/components/charts/figures-table";

/** Bars of stages: each a link (`to`) when the stage can be opened as a filtered list. */
export interface Stages {
  title: string;
  stages: { status: string; count: number }[];
  label: (status: string) => string;
  /** Where a stage opens (the deals list filtered by it); without it the bars are not links. */
  to?: (status: string) => string;
  /** Said when every stage is empty. */
  empty: string;
  /** "N open deals: …" for screen readers, and the column naming what is counted. */
  summary: (total: number, stages: string) => string;
  counted: string;
}

function Bar({ count, widest }: { count: number; widest: number }) {
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full" aria-hidden>
      <rect width="100" height="10" rx="1" className="fill-muted" />
      <rect width={(count / widest) * 100} height="10" rx="1" className="fill-primary" />
    </svg>
  );
}

const row = "grid grid-cols-[9rem_1fr_2.5rem] items-center gap-2 rounded-md p-1 text-sm";

/**
 * Stages as horizontal bars (a broker's open deals, a funder's submissions). With `to`, each bar
 * is a link in a list of links so each stays a link for a screen reader; the figure's caption
 * says it in words and the table gives the figures.
 */
export function PipelineChart({ title, stages, label, to, empty, summary, counted }: Stages) {
  const { t } = useTranslation();
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  const widest = Math.max(1, ...stages.map((stage) => stage.count));
  const said = summary(
    total,
    stages
      .map((s) => t("ui.dashboard.pipelineStage", { stage: label(s.status), count: s.count }))
      .join(", "),
  );
  return (
    <Card title={title}>
      {total === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <figure>
          <figcaption className="sr-only">{said}</figcaption>
          <ul className="flex flex-col gap-2">
            {stages.map((stage) => {
              const inner = (
                <>
                  <span className="truncate text-fg group-hover:underline">
                    {label(stage.status)}
                  </span>
                  <Bar count={stage.count} widest={widest} />
                  <span className="text-end font-medium text-fg tabular-nums">
                    {stage.count}
                    {/* The link's name is what it shows, then what is counted: "Draft 2 deals". */}
                    {to && (
                      <span className="sr-only">
                        {" "}
                        {t("ui.dashboard.stageDeals", { count: stage.count })}
                      </span>
                    )}
                  </span>
                </>
              );
              return (
                <li key={stage.status}>
                  {to ? (
                    <Link to={to(stage.status)} className={`group ${row} hover:bg-primary-soft`}>
                      {inner}
                    </Link>
                  ) : (
                    <div className={row}>{inner}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <FiguresTable
            caption={title}
            columns={[t("ui.dashboard.stage"), counted]}
            rows={stages.map((s) => ({ key: s.status, cells: [label(s.status), s.count] }))}
          />
        </figure>
      )}
    </Card>
  );
}
