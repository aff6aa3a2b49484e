import "../i18n";
import { useTranslation } from "react-i18next";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { Badge, type Tone } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";

const tones: Partial<Record<Submission["status"], Tone>> = {
  pending: "info",
  info_requested: "warning",
  offered: "success",
  accepted: "success",
  declined: "danger",
};

/**
 * Where a funder that has the deal stands, with the day it got there: "Sent · 26/11/2026",
 * "Question", "Offered", "Declined", "Withdrawn" (the Funders tab shows it instead of a box to
 * tick: a deal goes to a funder once, decision 047); a decline says why, in the broker's words.
 */
export function FunderState({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const { status } = submission;
  // Sent: the day it went; any other state: the day of the move that made it.
  const at =
    status === "pending"
      ? submission.sentAt
      : (submission.events.at(-1)?.at ?? submission.updatedAt);
  const label = t(`ui.submissions.state.${status}`, {
    defaultValue: t(`ui.submissions.statuses.${status}`),
  });
  const badge = (
    <Badge tone={tones[status] ?? "neutral"}>
      {t("ui.submissions.state.on", { state: label, date: formatDate(at, i18n.language) })}
    </Badge>
  );
  if (status !== "declined" || !submission.declineReason) return badge;
  // The funder's reason, worded in the broker's language, and its note when it wrote one.
  const note = submission.events.at(-1)?.note;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {badge}
      <span className="text-sm" data-decline-reason={submission.declineReason}>
        {t(`ui.submissions.declineReasons.${submission.declineReason}`)}
        {note ? ` — ${note}` : ""}
      </span>
    </span>
  );
}
