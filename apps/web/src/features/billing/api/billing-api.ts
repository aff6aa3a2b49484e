import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  BillingInterval,
  BillingOverview,
  BillingStatus,
} from "@portal/contract/billing/billing-schemas";
import { api } from "@/lib/api-client";
import { billingKeys } from "./keys";
import { leaveFor } from "./leave-for";

// GET /v1/billing/status: every member (the banner and the page's first answer).
export const useBillingStatus = (enabled = true) =>
  useQuery({
    queryKey: billingKeys.status,
    queryFn: ({ signal }) => api<BillingStatus>("/v1/billing/status", { signal }),
    enabled,
  });

/**
 * GET /v1/billing for owners and admins. Back from the provider's hosted pages (`refresh`), the page
 * asks POST /v1/billing/refresh instead, which reads the provider's state before answering: its
 * webhook may not have arrived yet.
 */
export const useBillingOverview = (enabled: boolean, refresh: boolean) =>
  useQuery({
    queryKey: billingKeys.overview,
    queryFn: ({ signal }) =>
      refresh
        ? api<BillingOverview>("/v1/billing/refresh", { method: "POST", signal })
        : api<BillingOverview>("/v1/billing", { signal }),
    enabled,
  });

/** Marks that this tab went to the Billing Portal, so the page reads the provider again on return. */
export const portalMark = "portal.billingPortal";

// POST /v1/billing/checkout: the hosted Checkout for a first plan.
export const useCheckout = () =>
  useMutation({
    mutationFn: (interval: BillingInterval) =>
      api<{ url: string }>("/v1/billing/checkout", { method: "POST", body: { interval } }),
    onSuccess: ({ url }) => leaveFor(url),
  });

// POST /v1/billing/portal: the hosted Billing Portal (plan, card, address, cancel).
export const usePortal = () =>
  useMutation({
    mutationFn: () => api<{ url: string }>("/v1/billing/portal", { method: "POST" }),
    onSuccess: ({ url }) => {
      try {
        sessionStorage.setItem(portalMark, "1");
      } catch {
        // No storage: the page then shows the state the webhooks brought.
      }
      leaveFor(url);
    },
  });
