import type { DocumentService } from "../documents/service";
import type { LenderRow } from "../lenders/service";
import { judge, type ListingJudgement } from "./verdict";
import { factsOf, liveDocumentTypes, today, type FactSource } from "./facts";
import type { ListingCache } from "./listings";

/**
 * A deal judged against listing rows as they are now, with its borrower's documents that have not
 * expired: for a caller that checked access its own way (a sending, a funder's item).
 */
export function createRowJudge({
  documents,
  cache,
}: {
  documents: DocumentService;
  cache: ListingCache;
}) {
  return async (
    found: FactSource & { deal: { id: string } },
    rows: readonly LenderRow[],
  ): Promise<ListingJudgement[]> => {
    if (!rows.length) return [];
    const [items] = await Promise.all([documents.ofDealsBorrower(found.deal.id), cache.refresh()]);
    const facts = factsOf(found, liveDocumentTypes(items), today());
    return rows.map((row) => judge(facts, cache.matchListing(row)));
  };
}
