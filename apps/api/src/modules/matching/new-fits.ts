import type { Db, Executor } from "@portal/db/database";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import * as notifications from "../notifications/service";
import type { MatchListing } from "./facts";
import { verdict } from "./verdict";
import * as repo from "./repo";
import { factsOf, today } from "./facts";

/**
 * New fits (issue 5: "when a listing is published or changed, the open deals it now fits are
 * found too, so brokers can be told"): the database narrows the open deals, the engine judges the
 * survivors as it judges a deal's matches, and the fits are recorded for the deals' brokers.
 */
export function createNewFits(db: Db) {
  /**
   * The pairs ("deal listing") this process has recorded as matched. A broker opens the same deal's
   * matches again and again; a pair once recorded stays (its row goes only with its deal or its
   * listing), so only pairs not seen here are written. Forgotten as a whole when large: a write
   * then repeats, which changes nothing.
   */
  const recorded = new Set<string>();
  const recordedAtMost = 200_000;
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

    /**
     * Finds and records the open deals a just published or changed listing fits, and tells each
     * deal's owner (once per deal and listing); how many.
     */
    async announce(listing: MatchListing): Promise<number> {
      const dealIds = await this.dealsFittedBy(listing);
      await db.transaction(async (tx) => {
        await repo.replaceNewFits(tx, listing.id, dealIds);
        // A new fit told to the broker is the listing shown as fitting: matched in its funnel.
        await repo.recordListingMatches(
          tx,
          dealIds.map(() => listing.id),
          dealIds,
        );
        await noticeNewFits(tx, listing.id, dealIds);
      });
      return dealIds.length;
    },

    /** A broker was shown these listings as fitting the deal (first time only: the funnel's matched). */
    async matched(dealId: string, lenderIds: readonly string[]) {
      const fresh = lenderIds.filter((id) => !recorded.has(`${dealId} ${id}`));
      if (!fresh.length) return;
      await repo.recordListingMatches(
        db,
        fresh,
        fresh.map(() => dealId),
      );
      if (recorded.size + fresh.length > recordedAtMost) recorded.clear();
      for (const id of fresh) recorded.add(`${dealId} ${id}`);
    },

    /** Listings new to the broker of a deal they may see (the caller checked). */
    unseen: (dealId: string) => repo.unseenNewFits(db, dealId),
    markSeen: (dealId: string) => repo.markNewFitsSeen(db, dealId),
    /** How many listings are new to the broker of each deal (for a page of deals the caller may see). */
    unseenCounts: (dealIds: readonly string[]) => repo.unseenNewFitCounts(db, dealIds),
  };
}

export type NewFits = ReturnType<typeof createNewFits>;

/** Each deal's owner hears of a listing their deal now fits (decision 038). */
async function noticeNewFits(tx: Executor, listingId: string, dealIds: readonly string[]) {
  for (const row of await repo.newFitNotices(tx, listingId, dealIds))
    await notifications.notify(
      tx,
      [row.ownerId],
      {
        kind: "new_fit",
        params: {
          reference: row.reference,
          businessName: row.businessName,
          listingName: row.listingName,
          funderName: row.funderName,
        },
        link: `/deals/${row.dealId}`,
        dedupeKey: `new_fit:${row.dealId}:${listingId}`,
      },
      [dealTopic(row.dealId), "deals"],
    );
}
