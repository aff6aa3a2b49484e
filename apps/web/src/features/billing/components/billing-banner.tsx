import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { WithSharedQueryClient } from "@/lib/query-client";
import { useBillingStatus } from "../api/billing-api";
import { billingKeys } from "../api/keys";
import "../i18n";

/**
 * The shell's billing banner (loaded lazily by the app shell, docs/decisions/005): the trial's
 * last days, or read-only with a link to Billing. The shell sits outside the pages' query layout:
 * the banner uses the client that layout shares, as the notification bell does.
 */
export default function BillingBanner() {
  return (
    <WithSharedQueryClient>
      <Banner />
    </WithSharedQueryClient>
  );
}

/** A write refused as read-only means the organization's state changed: read the status again. */
function useRefreshOnReadOnly() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const error = event.action.error;
        if (error instanceof ApiError && error.code === "billing_read_only")
          void client.invalidateQueries({ queryKey: billingKeys.all });
      }),
    [client],
  );
}

function Banner() {
  const { t } = useTranslation();
  useRefreshOnReadOnly();
  const { data: status } = useBillingStatus();
  // The Billing page says the same in its own words, with what to do about it.
  const onBilling = useLocation().pathname === paths.billing;
  if (onBilling || !status || !(status.readOnly || status.trialEnding)) return null;
  const link = (
    <Link to={paths.billing} className="font-medium underline">
      {status.readOnly || !status.canManage
        ? t("ui.billing.banner.link")
        : t("ui.billing.banner.choose")}
    </Link>
  );
  return (
    <p
      role="note"
      data-testid="billing-banner"
      className={`border-b px-4 py-2 text-sm text-fg md:px-6 ${status.readOnly ? "border-danger bg-danger-soft" : "border-warning bg-warning-soft"}`}
    >
      {status.readOnly
        ? t("ui.billing.banner.readOnly")
        : t("ui.billing.banner.trial", { count: status.trialDaysLeft ?? 0 })}{" "}
      {link}
    </p>
  );
}
