import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import CircleCheck from "lucide-react/icons/circle-check";
import Circle from "lucide-react/icons/circle";
import type {
  GettingStarted as Checklist,
  GettingStartedStep,
} from "@portal/contract/dashboard/getting-started-schemas";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { useDismissGettingStarted, useGettingStarted } from "../api/getting-started-api";

/** Where each step is done: the deal's own tabs once there is a deal, else the deals list. */
export function stepLink(step: GettingStartedStep, dealId: string | null) {
  const deal = (tab: string) =>
    dealId ? `${paths.deal.replace(":id", encodeURIComponent(dealId))}?tab=${tab}` : paths.deals;
  switch (step) {
    case "training":
      return paths.learn;
    case "deal":
      return paths.newDeal;
    case "documents":
      return deal("documents");
    case "sent":
      return deal("funders");
    case "team":
      return paths.team;
    case "logo":
      return `${paths.account}?tab=company`;
    case "plan":
      return paths.billing;
  }
}

/** The list itself: progress, each step a link, and putting it away once done. */
export function GettingStartedCard({
  data,
  onDismiss,
  dismissing = false,
  failure = null,
}: {
  data: Checklist;
  onDismiss: () => void;
  dismissing?: boolean;
  failure?: ReturnType<typeof errorMessageKey> | null;
}) {
  const { t } = useTranslation();
  const total = data.steps.length;
  const done = data.steps.filter((s) => s.done).length;
  const progress = t("ui.dashboard.gettingStarted.progress", { done, total });
  return (
    <Card title={t("ui.dashboard.gettingStarted.title")}>
      <p className="mb-2 text-sm text-fg-muted" id="getting-started-progress">
        {progress}
      </p>
      <div
        role="progressbar"
        aria-labelledby="getting-started-progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mb-4 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-success"
          style={{ width: `${total ? (100 * done) / total : 0}%` }}
        />
      </div>
      <ol className="flex flex-col gap-2">
        {data.steps.map(({ step, done: isDone }) => (
          <li key={step} data-step={step} data-done={isDone} className="flex items-start gap-2">
            {isDone ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
            )}
            <Link
              to={stepLink(step, data.dealId)}
              className={`text-sm underline ${isDone ? "text-fg-muted" : "text-primary"}`}
            >
              {t(`ui.dashboard.gettingStarted.steps.${step}`)}
              <span className="sr-only">
                {" "}
                ({t(`ui.dashboard.gettingStarted.${isDone ? "done" : "toDo"}`)})
              </span>
            </Link>
          </li>
        ))}
      </ol>
      {done === total && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <p className="text-sm text-fg">{t("ui.dashboard.gettingStarted.allDone")}</p>
          {data.canDismiss ? (
            <Button variant="secondary" disabled={dismissing} onClick={onDismiss}>
              {t("ui.dashboard.gettingStarted.dismiss")}
            </Button>
          ) : (
            <p className="text-sm text-fg-muted">
              {t("ui.dashboard.gettingStarted.ownersDismiss")}
            </p>
          )}
          <FormFailure message={failure} />
        </div>
      )}
    </Card>
  );
}

/**
 * "Getting started" on a brokerage's dashboard (issue 34): shown until an owner or an admin puts
 * it away. Nothing shows while it loads or if it fails: the dashboard below has its own states,
 * and an organization that put the list away should not see a spinner for it on every visit.
 */
export function GettingStarted() {
  const checklist = useGettingStarted();
  const dismiss = useDismissGettingStarted();
  if (!checklist.data || checklist.data.dismissed) return null;
  return (
    <GettingStartedCard
      data={checklist.data}
      onDismiss={() => dismiss.mutate()}
      dismissing={dismiss.isPending}
      failure={dismiss.error ? errorMessageKey(dismiss.error) : null}
    />
  );
}
