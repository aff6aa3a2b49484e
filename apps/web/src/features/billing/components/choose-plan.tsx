import { useTranslation } from "react-i18next";
import { billingIntervals, type BillingOverview } from "@portal/contract/billing/billing-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { useCheckout } from "../api/billing-api";
import { formatMoney } from "@/lib/format";
import "../i18n";

/** Before a plan (or after one ended): monthly or yearly per seat, then the provider's Checkout. */
export function ChoosePlan({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  const seats = Math.max(1, overview.activeMembers);
  // The tab is leaving for the provider's page once the API answered.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Card title={t("ui.billing.choose.title")}>
      <p className="mb-4 text-sm text-fg-muted">
        {t("ui.billing.choose.intro", { count: overview.activeMembers })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {billingIntervals.map((interval) => {
          const price = overview.prices[interval];
          if (!price) return null;
          const amount = (minor: number) => formatMoney(minor, price.currency, i18n.language);
          return (
            <div
              key={interval}
              className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-4"
              data-plan={interval}
            >
              <h3 className="font-semibold text-fg">{t(`ui.billing.choose.${interval}`)}</h3>
              <p className="text-sm text-fg">
                {t(`ui.billing.choose.perSeat.${interval}`, { price: amount(price.amount) })}
              </p>
              <p className="text-sm text-fg-muted">
                {t(`ui.billing.choose.total.${interval}`, { total: amount(price.amount * seats) })}
              </p>
              <Button
                className="mt-auto self-start"
                disabled={busy}
                onClick={() => checkout.mutate(interval)}
              >
                {t(`ui.billing.choose.button.${interval}`)}
              </Button>
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t("ui.billing.choose.secure")}</p>
      {busy && !checkout.error && (
        <p role="status" className="mt-3 text-sm text-fg-muted">
          {t("ui.billing.redirecting")}
        </p>
      )}
      {checkout.error ? (
        <div className="mt-3">
          <FormFailure message={errorMessageKey(checkout.error)} />
        </div>
      ) : null}
    </Card>
  );
}
