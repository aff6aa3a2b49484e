import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** Billing on a test provider (Stripe's test mode, or the portal's offline stand-in): said first. */
export function TestMode() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="flex flex-wrap items-center gap-2 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg"
      data-testid="billing-test-mode"
    >
      <Badge tone="warning">{t("ui.billing.testMode.label")}</Badge>
      {t("ui.billing.testMode.note")}
    </p>
  );
}
