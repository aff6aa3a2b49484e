import type { SalesRole } from "../team/team-options";

// The commission wallet (issue 17; docs/decisions/037-commission-wallet.md): the commission ledger
// as balances per person. Money in integer minor units with a currency; rates in basis points.

/** What an entry of the ledger records; each kind is one balance of the wallet. */
export const commissionKinds = ["expected", "earned", "received", "paid", "clawed_back"] as const;
export type CommissionKind = (typeof commissionKinds)[number];

/**
 * Why a person has a share of a deal's commission: they own the deal, they share it (a split), or
 * they manage someone who does (an override). Payouts have none.
 */
export const commissionBases = ["owner", "split", "override"] as const;
export type CommissionBasis = (typeof commissionBases)[number];

/** The levels of the sales hierarchy an organization may give an override to, nearest first. */
export const overrideLevels = [
  "team_manager",
  "country_manager",
  "general_manager",
] as const satisfies readonly SalesRole[];
export type OverrideLevel = (typeof overrideLevels)[number];

/** Why a funded deal's commission is clawed back. */
export const clawbackReasons = ["defaulted", "refinanced"] as const;
export type ClawbackReason = (typeof clawbackReasons)[number];

/** A whole share in basis points: a deal's splits sum to it. */
export const wholeShareBp = 10_000;

/** Until an organization sets its own: no overrides, a clawback period of 90 days. */
export const defaultClawbackDays = 90;
