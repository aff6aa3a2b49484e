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
 * tick: a deal goes to a funder once, decision 047).
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
  return (
    <Badge tone={tones[status] ?? "neutral"}>
      {t("ui.submissions.state.on", { state: label, date: formatDate(at, i18n.language) })}
    </Badge>
  );
}
