import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BillingOverview } from "@portal/contract/billing/billing-schemas";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { usePortal } from "../api/billing-api";
import { formatDate, formatMoney } from "@/lib/format";
import "../i18n";

type Plan = NonNullable<BillingOverview["plan"]>;

const tones: Record<string, Tone> = {
  active: "success",
  trialing: "success",
  past_due: "warning",
  incomplete: "warning",
  unpaid: "danger",
  canceled: "neutral",
};

/** The plan's renewal, or its end when cancelled (at the period's end, or already). */
function periodLine(plan: Plan, t: TFunction, language: string) {
  if (!plan.currentPeriodEnd) return null;
  const date = formatDate(plan.currentPeriodEnd, language, "long");
  if (plan.status === "canceled") return t("ui.billing.plan.endedOn", { date });
  return t(plan.cancelAtPeriodEnd ? "ui.billing.plan.endsOn" : "ui.billing.plan.renewsOn", {
    date,
  });
}

/** The plan in force: monthly or yearly, seats × price, status, renewal; Manage billing. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const portal = usePortal();
  const busy = portal.isPending || portal.isSuccess;
  const price = formatMoney(plan.pricePerSeat.amount, plan.pricePerSeat.currency, i18n.language);
  const period = periodLine(plan, t, i18n.language);
  const status = t(`ui.billing.plan.status.${plan.status}`, { defaultValue: plan.status });
  return (
    <Card title={t("ui.billing.plan.title")}>
      <div className="flex flex-wrap items-center gap-2" data-testid="billing-plan">
        <span className="text-xl font-semibold text-fg">
          {t(`ui.billing.plan.interval.${plan.interval}`)}
        </span>
        <Badge tone={tones[plan.status] ?? "neutral"}>
          <span className="sr-only">{t("ui.billing.plan.statusLabel")}: </span>
          {status}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-fg" data-testid="billing-seats">
        {t("ui.billing.plan.seats", { count: plan.seats, price })}
      </p>
      {period && (
        <p className="mt-1 text-sm text-fg-muted" data-testid="billing-period">
          {period}
        </p>
      )}
      <div className="mt-4 flex flex-col items-start gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => portal.mutate()}>
          {t("ui.billing.plan.manage")}
        </Button>
        <p className="text-xs text-fg-muted">{t("ui.billing.plan.manageHint")}</p>
        {busy && !portal.error && (
          <p role="status" className="text-sm text-fg-muted">
            {t("ui.billing.redirecting")}
          </p>
        )}
        {portal.error ? <FormFailure message={errorMessageKey(portal.error)} /> : null}
      </div>
    </Card>
  );
}
