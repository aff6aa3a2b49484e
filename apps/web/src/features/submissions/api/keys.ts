import { queryRoots } from "@/lib/query-keys";

export const submissionKeys = {
  /** Where a deal went (the broker's side). */
  deal: (dealId: string) => queryRoots.dealPart(dealId, "submissions"),
  /** The deal's commission ledger. */
  commissions: (dealId: string) => queryRoots.dealPart(dealId, "commissions"),
  /** The funder's inbox: one tab's pages under a query (`inboxSearch`). */
  inbox: (search: string) => [...queryRoots.funderInbox, "list", search] as const,
  /** One submission as the funder sees it. */
  funderItem: (id: string) => [...queryRoots.funderInbox, "item", id] as const,
  /** The deal judged against each of the funder's listings. */
  fit: (id: string) => [...queryRoots.funderInbox, "item", id, "fit"] as const,
  /** A secure link's page as its visitor sees it (an outside funder, no account). */
  link: (token: string) => ["funder-link", token] as const,
  /** The broker's view of a submission's secure link, under the deal (its moves refresh it). */
  funderLink: (dealId: string, submissionId: string) =>
    [...queryRoots.dealPart(dealId, "submissions"), "link", submissionId] as const,
  /** The funder's workspace settings (its response target). */
  settings: () => [...queryRoots.funderInbox, "settings"] as const,
};
