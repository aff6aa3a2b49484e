import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BillingOverview, BillingStatus } from "@portal/contract/billing/billing-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { portalMark, useBillingOverview, useBillingStatus } from "../api/billing-api";
import { billingKeys } from "../api/keys";
import { formatDate } from "@/lib/format";
import { ChoosePlan } from "./choose-plan";
import { InvoicesTable } from "./invoices-table";
import { BillingAddressCard, NextInvoice, PaymentMethod } from "./payment-details";
import { PlanCard } from "./plan-card";
import { TestMode } from "./test-mode";
import { TrialCountdown } from "./trial-countdown";
import "../i18n";

/** The provider's subscription statuses under which a plan is in force (a new one is refused). */
const liveStatuses = new Set(["active", "trialing", "past_due"]);

/** The Billing page: what it shows depends on the organization's state and the person's rights. */
export function BillingPage() {
  const status = useBillingStatus();
  return (
    <QueryState query={status}>
      {(s) => (
        <div className="flex min-w-0 flex-col gap-6">
          {s.testMode && <TestMode />}
          <ForStatus status={s} />
        </div>
      )}
    </QueryState>
  );
}

function ForStatus({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  if (status.state === "off") return <Sentence>{t("ui.billing.off")}</Sentence>;
  if (status.state === "not_billed") return <Sentence>{t("ui.billing.notBilled")}</Sentence>;
  if (!status.canManage) return <MemberView status={status} />;
  return <ManagerView />;
}

function Sentence({ children }: { children: string }) {
  return (
    <Card>
      <p className="text-sm text-fg" data-testid="billing-state">
        {children}
      </p>
    </Card>
  );
}

/** The state's sentence: the trial's days left and end, a plan, a failed payment, or read-only. */
function StateSentence({ status }: { status: BillingStatus }) {
  const { t, i18n } = useTranslation();
  if (status.state === "trial")
    return t("ui.billing.state.trial", {
      count: status.trialDaysLeft ?? 0,
      date: status.trialEndsAt ? formatDate(status.trialEndsAt, i18n.language, "long") : "",
    });
  if (status.state === "off" || status.state === "not_billed") return null;
  return t(`ui.billing.state.${status.state}`);
}

/** Members without billing rights: where the organization stands, and who can change it. */
function MemberView({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  return (
    <Card>
      <p className="text-sm text-fg" data-testid="billing-state">
        <StateSentence status={status} />
      </p>
      <p className="mt-2 text-sm text-fg-muted">{t("ui.billing.managedBy")}</p>
    </Card>
  );
}

/**
 * Back from the provider's Checkout (`?checkout=done|cancelled`) or Billing Portal (the tab's
 * mark): the first read asks the provider again; the address and the mark are cleared after it.
 */
function useReturn() {
  const [params, setParams] = useSearchParams();
  const [checkout] = useState(() => params.get("checkout"));
  const [fromPortal] = useState(() => {
    try {
      return sessionStorage.getItem(portalMark) !== null;
    } catch {
      return false;
    }
  });
  const clear = () => {
    try {
      sessionStorage.removeItem(portalMark);
    } catch {
      // Nothing kept.
    }
    if (params.has("checkout")) setParams({}, { replace: true });
  };
  return { refresh: checkout === "done" || fromPortal, cancelled: checkout === "cancelled", clear };
}

/** Owners and admins: the trial, choosing or managing the plan, card, address and invoices. */
function ManagerView() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const back = useReturn();
  const overview = useBillingOverview(true, back.refresh);
  const data = overview.data;
  useEffect(() => {
    if (!data) return;
    // The overview carries the status: the banner follows what the page just read.
    const { state, trialEndsAt, trialDaysLeft, trialEnding, readOnly, canManage, testMode } = data;
    client.setQueryData<BillingStatus>(billingKeys.status, {
      ...{ state, trialEndsAt, trialDaysLeft, trialEnding, readOnly, canManage, testMode },
    });
    back.clear();
    // Once per answer; `back.clear` changes with the address it clears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, client]);
  return (
    <QueryState query={overview}>
      {(o) => (
        <div className="flex min-w-0 flex-col gap-6">
          {back.cancelled && (
            <p className="text-sm text-fg-muted">{t("ui.billing.choose.cancelled")}</p>
          )}
          <Overview overview={o} />
        </div>
      )}
    </QueryState>
  );
}

function Overview({ overview: o }: { overview: BillingOverview }) {
  const live = o.plan !== null && liveStatuses.has(o.plan.status);
  // Before a first plan the provider knows nothing of the organization: no card, address or invoices.
  const known = o.plan !== null || o.card !== null || o.invoices.length > 0;
  return (
    <>
      {(o.state === "read_only" || o.state === "past_due") && (
        <p
          role="note"
          className={`rounded-md border px-3 py-2 text-sm text-fg ${o.state === "read_only" ? "border-danger bg-danger-soft" : "border-warning bg-warning-soft"}`}
          data-testid="billing-state"
        >
          <StateSentence status={o} />
        </p>
      )}
      <TrialCountdown status={o} />
      {!live && <ChoosePlan overview={o} />}
      {o.plan && <PlanCard plan={o.plan} />}
      {known && (
        <>
          <div className="grid gap-6 md:grid-cols-3">
            <PaymentMethod card={o.card} />
            <BillingAddressCard address={o.address} />
            <NextInvoice next={o.nextInvoice} />
          </div>
          <InvoicesTable invoices={o.invoices} />
        </>
      )}
    </>
  );
}
