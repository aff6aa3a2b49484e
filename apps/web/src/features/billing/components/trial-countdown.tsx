import { useTranslation } from "react-i18next";
import type { BillingStatus } from "@portal/contract/billing/billing-schemas";
import { Card } from "@/components/ui/page";
import { formatDate } from "@/lib/format";
import "../i18n";

/** The free trial's days left and the day it ends (shown while the organization is in it). */
export function TrialCountdown({ status }: { status: BillingStatus }) {
  const { t, i18n } = useTranslation();
  if (status.state !== "trial" || status.trialDaysLeft === null || !status.trialEndsAt) return null;
  return (
    <Card title={t("ui.billing.trial.title")}>
      <p className="text-xl font-semibold text-fg" data-testid="trial-days">
        {t("ui.billing.trial.daysLeft", { count: status.trialDaysLeft })}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {t("ui.billing.trial.endsOn", {
          date: formatDate(status.trialEndsAt, i18n.language, "long"),
        })}
      </p>
    </Card>
  );
}
