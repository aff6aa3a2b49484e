import type { FunderCheck } from "@portal/contract/matching/match-schemas";
import type { DealService } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { LenderService } from "../lenders/service";
import { uuidOrNotFound } from "../../lib/uuid";
import { judge } from "./verdict";
import { factsOf, liveDocumentTypes, today } from "./facts";
import type { ListingCache } from "./listings";

/**
 * A broker checks one of their deals against one funder of the directory (docs/decisions/042), or
 * one of its brokerage's own funders whose criteria were entered (decision 068):
 * every published listing of that approved funder is judged, not only those matching would rank,
 * so a listing for another product still says why it does not fit. Fitting listings come first.
 */
export function createFunderCheck(on: {
  deals: DealService;
  documents: DocumentService;
  lenders: LenderService;
  cache: ListingCache;
}) {
  const { deals, documents, lenders, cache } = on;
  return async (userId: string, dealId: string, funderId: string): Promise<FunderCheck> => {
    // A funder has no deals of its own: as for a deal's matches, the deal is not found for it.
    const id = uuidOrNotFound(dealId);
    const [found, items] = await Promise.all([
      deals.visibleDeal(userId, id),
      documents.ofDealsBorrower(id),
      cache.refresh(),
    ]);
    // A funder of the directory, or one the deal's brokerage keeps (decision 068); another's is not found.
    const listed = await lenders.listedRows(funderId, found.deal.organizationId);
    const facts = factsOf(found, liveDocumentTypes(items), today());
    const { funder, rows } = listed;
    const shown = cache.present(rows, new Map([[funder.id, funder.name]]));
    const judged = rows
      .map((row, i) => ({ ...judge(facts, cache.matchListing(row)), listing: shown[i]! }))
      .sort((a, b) => Number(b.fits) - Number(a.fits) || b.fit - a.fit);
    return {
      funder: { id: funder.id, name: funder.name },
      deal: { id: found.deal.id, reference: found.deal.reference },
      fits: judged.some((j) => j.fits),
      listings: judged,
    };
  };
}
