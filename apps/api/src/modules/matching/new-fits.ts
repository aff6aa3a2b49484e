import type { Db } from "@portal/db/database";
import { verdict, type MatchListing } from "./engine";
import * as repo from "./repo";
import { factsOf } from "./facts";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * New fits (issue 5: "when a listing is published or changed, the open deals it now fits are
 * found too, so brokers can be told"): the database narrows the open deals, the engine judges the
 * survivors as it judges a deal's matches, and the fits are recorded for the deals' brokers.
 */
export function createNewFits(db: Db) {
  return {
    /** The open deals `listing` fits now, by id. */
    async dealsFittedBy(listing: MatchListing): Promise<string[]> {
      const day = today();
      const candidates = await repo.openDealsFor(db, listing, day);
      // Documents matter only to a listing that requires some.
      const documentTypes = listing.criteria.requiredDocumentTypes
        ? await repo.documentTypesOf(db, [...new Set(candidates.map((c) => c.borrower.id))], day)
        : undefined;
      return candidates
        .filter(
          (c) => verdict(factsOf(c, documentTypes?.get(c.borrower.id) ?? [], day), listing).fits,
        )
        .map((c) => c.deal.id);
    },

    /** Finds and records the open deals a just published or changed listing fits; how many. */
    async announce(listing: MatchListing): Promise<number> {
      const dealIds = await this.dealsFittedBy(listing);
      await db.transaction((tx) => repo.replaceNewFits(tx, listing.id, dealIds));
      return dealIds.length;
    },

    /** Listings new to the broker of a deal they may see (the caller checked). */
    unseen: (dealId: string) => repo.unseenNewFits(db, dealId),
    markSeen: (dealId: string) => repo.markNewFitsSeen(db, dealId),
    /** How many listings are new to the broker of each deal (for a page of deals the caller may see). */
    unseenCounts: (dealIds: readonly string[]) => repo.unseenNewFitCounts(db, dealIds),
  };
}

export type NewFits = ReturnType<typeof createNewFits>;
