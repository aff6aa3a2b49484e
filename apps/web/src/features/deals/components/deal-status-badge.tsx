import "../i18n";
import { useTranslation } from "react-i18next";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { Badge, type Tone } from "@/components/ui/badge";

const tones: Record<DealStatus, Tone> = {
  draft: "neutral",
  submitted: "info",
  in_review: "info",
  proposals: "warning",
  accepted: "success",
  funded: "success",
  withdrawn: "neutral",
  declined: "danger",
  lost: "danger",
};

/** A deal's status as a badge: offers waiting stand out, ended deals recede. */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`ui.deals.statuses.${status}`)}</Badge>;
}
