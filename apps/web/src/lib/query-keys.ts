/**
 * The roots of the query keys that more than one feature touches. Each feature owns its keys
 * (`features/<domain>/api/keys.ts`) and builds them from these, so a change in one feature can
 * refresh what it affects in another without importing it: a new document changes which funders
 * fit (matching), a submission move changes the deal (deals) and its ledger.
 */
export const queryRoots = {
  /** Everything shown about one deal: its facts and history, documents, matches, submissions. */
  deal: (dealId: string) => ["deal", dealId] as const,
  /** Every deal's parts at once (money recorded may change any deal's ledger). */
  everyDeal: ["deal"] as const,
  /** A deal's part owned by one feature (`kind`); invalidating `deal(id)` refreshes them all. */
  dealPart: (dealId: string, kind: DealPart) => ["deal", dealId, kind] as const,
  /** The deals list pages (statuses, counts of new fits). */
  dealLists: ["deals"] as const,
  /** A funder's inbox and the submissions in it. */
  funderInbox: ["funder-inbox"] as const,
  /** The dashboard's figures (features/dashboard keys start with it). */
  dashboard: ["dashboard"] as const,
  /** The news lists (features/news keys start with it). */
  news: ["news"] as const,
  /** The commission wallet (features/wallet keys start with it). */
  wallet: ["wallet"] as const,
  /** The notification centre's list and counts. */
  notifications: ["notifications"] as const,
};

export type DealPart =
  "detail" | "documents" | "matches" | "submissions" | "commissions" | "splits";
