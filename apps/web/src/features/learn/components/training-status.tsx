import { useTranslation } from "react-i18next";
import type { ProductTraining } from "@portal/contract/learn/learn-schemas";
import type { TrainingStatus } from "@portal/contract/learn/learn-options";
import { Badge, type Tone } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import "../i18n";

const tones: Record<TrainingStatus, Tone> = {
  not_required: "neutral",
  required: "warning",
  valid: "success",
  grace: "warning",
  expired: "danger",
};

/** A training status in words, coloured as a badge. */
export function TrainingBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`ui.learn.statuses.${status}`)}</Badge>;
}

/** What a status means for one product: until when it is valid, or what to pass. */
export function trainingLine(
  training: ProductTraining,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string {
  const a = training.accreditation;
  const day = (value: string) => formatDate(value, language);
  if (training.status === "valid" && a) return t("ui.learn.validUntil", { date: day(a.expiresAt) });
  if (training.status === "grace" && a?.graceEndsAt)
    return t("ui.learn.graceUntil", { date: day(a.graceEndsAt) });
  if (training.status === "expired" && a)
    return t("ui.learn.expiredOn", { date: day(a.expiresAt) });
  if (training.courseTitle) return t("ui.learn.mustPass", { course: training.courseTitle });
  return "";
}
