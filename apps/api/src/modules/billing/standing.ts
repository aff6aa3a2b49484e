import type { BillingState, BillingStatus } from "@portal/contract/billing/billing-schemas";
import type { AccountRow } from "./repo";

/** Subscription statuses under which the organization works as usual (past due: the provider retries). */
export const liveStatuses = ["active", "trialing", "past_due"];

const dayMs = 86_400_000;

/**
 * Where a billed organization stands (docs/decisions/041-billing.md): a live subscription wins;
 * without one, the trial until it ends, then read-only.
 */
export function stateOf(account: AccountRow, now: Date): BillingState {
  if (account.status && liveStatuses.includes(account.status))
    return account.status === "past_due" ? "past_due" : "active";
  return account.trialEndsAt.getTime() > now.getTime() ? "trial" : "read_only";
}

export function statusOf(
  account: AccountRow,
  now: Date,
  options: { bannerDays: number; canManage: boolean; testMode: boolean },
): BillingStatus {
  const state = stateOf(account, now);
  const daysLeft =
    state === "trial" ? Math.ceil((account.trialEndsAt.getTime() - now.getTime()) / dayMs) : null;
  return {
    state,
    trialEndsAt: account.trialEndsAt.toISOString(),
    trialDaysLeft: daysLeft,
    trialEnding: daysLeft !== null && daysLeft <= options.bannerDays,
    readOnly: state === "read_only",
    canManage: options.canManage,
    testMode: options.testMode,
  };
}

/** Not billed (funders and operators) or billing off: nothing to count down, never read-only. */
export const unbilledStatus = (state: "not_billed" | "off"): BillingStatus => ({
  state,
  trialEndsAt: null,
  trialDaysLeft: null,
  trialEnding: false,
  readOnly: false,
  canManage: false,
  testMode: false,
});
