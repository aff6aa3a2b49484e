import type { DealListItem } from "@portal/contract/deals/deal-schemas";

/** A deal as the deals list returns it, numbered `n`, for the deals screens' tests. */
export const dealListItem = (n: number, overrides: Partial<DealListItem> = {}): DealListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  reference: `D-${String(n).padStart(6, "0")}`,
  borrowerName: `Borrower ${n}`,
  newFits: 0,
  product: "term_loan",
  amountMinor: n * 100,
  currency: "GBP",
  status: "draft",
  version: 1,
  purpose: "x",
  termMonths: null,
  monthlyRevenueMinor: null,
  existingAdvancesMinor: null,
  existingAdvances: null,
  interestRateBp: null,
  fundedAmountMinor: null,
  ownerId: "u",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  ...overrides,
});
