import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import type { DealService } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { LenderRow, LenderService } from "../lenders/service";
import { uuidOrNotFound } from "../../lib/uuid";
import { match, type Ranked } from "./ranking";
import { judge } from "./verdict";
import { createRowJudge } from "./judge-rows";
import { factsOf, liveDocumentTypes, today, type DealFacts, type FactSource } from "./facts";
import { createFunderCheck } from "./funder-check";
import { createListingCache, type ListingCache } from "./listings";
import type { NewFits } from "./new-fits";

/** A broker reads the best fits and the nearest misses, not every listing (the counts say how many). */
const shownFits = 50;
const shownExcluded = 20;

/**
 * The ranked listings shown, judged with their checks' values and each with its listing as brokers
 * see it, in the contract's key order: the answer is sent as it is built (routes.ts). Ranked on
 * results alone; the listings are read and the checks' values built for those shown only.
 */
async function judgedAsShown(
  cache: ListingCache,
  facts: DealFacts,
  ranked: { fits: Ranked[]; excluded: Ranked[] },
) {
  const ids = [...ranked.fits, ...ranked.excluded].map((j) => j.listingId);
  // The judged listings as they were ranked: read before `shown` waits for anything.
  const judged = new Map(ids.map((id) => [id, cache.candidate(id)!]));
  const listings = new Map((await cache.shown(ids)).map((l) => [l.id, l]));
  const show = (judgements: Ranked[]) =>
    judgements
      .filter((j) => listings.has(j.listingId))
      .map((j) => {
        const { listingId, funderId, fits, fit, checks, outside } = judge(
          facts,
          judged.get(j.listingId)!,
        );
        const listing = listings.get(j.listingId)!;
        return { listingId, funderId, fits, fit, checks, listing, outside };
      });
  return { fits: show(ranked.fits), excluded: show(ranked.excluded) };
}

/** `GET /v1/user/deal/{id}/matches`: every published listing that may fit, judged and ranked. */
export function createMatchingService({
  deals,
  documents,
  lenders,
  newFits,
}: {
  deals: DealService;
  documents: DocumentService;
  lenders: LenderService;
  newFits: NewFits;
}) {
  const cache = createListingCache(lenders);
  const judgeRows = createRowJudge({ documents, cache });
  return {
    /** A listing was published or its criteria changed: the open deals it now fits are recorded. */
    announce: (row: LenderRow) => newFits.announce(cache.matchListing(row)),

    /** A funder's response time was measured again: matching ranks on the new one. */
    responseTimesChanged: () => cache.responseTimesChanged(),

    async forDeal(userId: string, dealId: string): Promise<DealMatches> {
      // The listings' changes, the response times, the deal's new fits and its borrower's documents
      // are read while the deal is checked; none of it is used unless the deal is visible.
      const id = uuidOrNotFound(dealId);
      const [found, fresh, items] = await Promise.all([
        deals.visibleDeal(userId, id),
        newFits.unseen(id),
        documents.ofDealsBorrower(id),
        cache.refresh(),
      ]);
      const candidates = cache.candidatesFor({
        organizationId: found.deal.organizationId,
        product: found.deal.product,
        amountMinor: found.deal.amountMinor,
        currency: found.deal.currency,
        country: found.borrower.country ?? undefined,
      });
      const facts = factsOf(found, liveDocumentTypes(items), today());
      const result = match(facts, candidates, { fits: shownFits, excluded: shownExcluded });
      const { fits: fitting, excluded } = await judgedAsShown(cache, facts, result);
      // An open deal's fitting listings, as shown, are matched in their funnels (the first time).
      if ((openDealStatuses as readonly string[]).includes(found.deal.status))
        await newFits.matched(
          found.deal.id,
          fitting.map((f) => f.listingId),
        );
      return {
        fitCount: result.fitCount,
        excludedCount: result.excludedCount,
        fits: fitting,
        excluded,
        suggestions: result.suggestions,
        newFits: fresh,
      };
    },

    /** `GET /v1/user/deal/{id}/matches/funders/{funderId}`: the deal against one funder's listings. */
    forFunder: createFunderCheck({ deals, documents, lenders, cache }),

    judgeRows,

    /** The criteria each of these published listings judges `fail` for the deal now, by listing id. */
    async failedCriteria(found: FactSource & { deal: { id: string } }, listingIds: string[]) {
      const judged = await judgeRows(found, await lenders.publishedRows(listingIds));
      return new Map(
        judged.map((j) => [
          j.listingId,
          [...new Set(j.checks.filter((c) => c.result === "fail").map((c) => c.criterion))],
        ]),
      );
    },

    /** `PUT /v1/user/deal/{id}/matches/seen`: the broker has seen the deal's new fits. */
    async seen(userId: string, dealId: string): Promise<void> {
      const found = await deals.visibleDeal(userId, dealId);
      await newFits.markSeen(found.deal.id);
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
