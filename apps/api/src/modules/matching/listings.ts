import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { typicalRateBp } from "@portal/contract/deals/dscr";
import type { LenderRow, LenderService } from "../lenders/service";
import { sameShape, type MatchListing } from "./engine";

/** Published listings kept per process for matching (a few KB each). */
const keptListings = 100_000;

/** How long a process keeps the funders' measured response times before reading them again. */
const responseTimesTtlMs = 60_000;

const responseHoursOf = (row: LenderRow, measured: ReadonlyMap<string, number>) =>
  measured.get(row.organizationId) ?? row.promisedResponseHours ?? undefined;

/** A listing as the matching engine takes it: ranked on its funder's measured response time, else the promised one. */
function matchListingOf(row: LenderRow, measured: ReadonlyMap<string, number>): MatchListing {
  return {
    id: row.id,
    funderId: row.organizationId,
    currency: row.currency,
    criteria: sameShape(row.criteria),
    brokerCommissionBp: row.brokerCommissionBp ?? undefined,
    typicalRateBp: typicalRateBp(row),
    responseHours: responseHoursOf(row, measured),
  };
}

/**
 * The published listings matching judges, kept per process: the database says which listings may
 * fit (ids and versions), each is read once per version and kept; a version is never reused, so a
 * kept listing is never stale. The funders' measured response times rank them.
 */
export function createListingCache(lenders: LenderService) {
  /**
   * The funders' measured response times, read again after `responseTimesTtlMs` (another process
   * may have measured) or at once after a change measured here; the kept listings follow them.
   */
  let responseTimes = { readAt: Number.NEGATIVE_INFINITY, hours: new Map<string, number>() };
  async function currentResponseTimes() {
    if (performance.now() - responseTimes.readAt < responseTimesTtlMs) return;
    responseTimes = { readAt: performance.now(), hours: await lenders.measuredResponseHours() };
    for (const entry of kept.values())
      entry.match.responseHours = responseHoursOf(entry.row, responseTimes.hours);
  }

  /** Published listings read for matching, by id: the row and what the engine judges of it. */
  const kept = new Map<string, { row: LenderRow; match: MatchListing }>();
  /** Kept in insertion order; the oldest go past `keptListings`. */
  async function keepMissing(ids: readonly string[]) {
    for (const row of ids.length ? await lenders.publishedRows(ids) : []) {
      kept.delete(row.id);
      kept.set(row.id, { row, match: matchListingOf(row, responseTimes.hours) });
      for (const oldest of kept.keys()) {
        if (kept.size <= keptListings) break;
        kept.delete(oldest);
      }
    }
  }

  return {
    /** A funder's response time was measured again: matching reads them afresh. */
    responseTimesChanged() {
      responseTimes = { ...responseTimes, readAt: Number.NEGATIVE_INFINITY };
    },

    /** A listing row as the engine judges it, with the response times known now. */
    matchListing: (row: LenderRow) => matchListingOf(row, responseTimes.hours),

    /** Published listings that may fit a deal (the database's part of matching), as the engine takes them. */
    async candidatesFor(deal: {
      product: string;
      amountMinor: number;
      currency: string;
      country?: string;
    }): Promise<MatchListing[]> {
      const [found] = await Promise.all([
        lenders.publishedCandidates(deal),
        currentResponseTimes(),
      ]);
      await keepMissing(
        found.filter((f) => kept.get(f.id)?.row.version !== f.version).map((f) => f.id),
      );
      // A listing unpublished between the two reads is left out.
      return found.flatMap((f) => kept.get(f.id)?.match ?? []);
    },

    /** Listings `candidatesFor` just returned, as brokers see them, in the order of `ids` (kept ones are not read again). */
    async shown(ids: readonly string[]): Promise<Listing[]> {
      await keepMissing(ids.filter((id) => !kept.has(id)));
      // The response time shown is the one the ranking used.
      return lenders.present(
        ids.flatMap((id) => kept.get(id)?.row ?? []),
        responseTimes.hours,
      );
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
