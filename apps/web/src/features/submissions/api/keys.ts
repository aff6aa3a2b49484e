import { queryRoots } from "@/lib/query-keys";

export const submissionKeys = {
  /** Where a deal went (the broker's side). */
  deal: (dealId: string) => queryRoots.dealPart(dealId, "submissions"),
  /** The deal's commission ledger. */
  commissions: (dealId: string) => queryRoots.dealPart(dealId, "commissions"),
  /** The funder's inbox list. */
  inbox: () => [...queryRoots.funderInbox, "list"] as const,
  /** One submission as the funder sees it. */
  funderItem: (id: string) => [...queryRoots.funderInbox, "item", id] as const,
};
