import type { SuggestionFacts } from "@portal/contract/matching/check-schemas";
import type { DealFacts, MatchListing } from "./facts";
import { suggest } from "./suggestions";
import { judged, type Judged, type ListingJudgement } from "./verdict";

/** A listing as ranked: its judgement without the checks (`judge` gives them for the few shown). */
export type Ranked = Omit<ListingJudgement, "checks" | "outside">;

export interface MatchResult {
  fitCount: number;
  excludedCount: number;
  /** Best first: fit, then the funder's response time, then the broker's commission, then the id. */
  fits: Ranked[];
  /** Nearest first: fewest failed criteria, then the better fit, then the id. */
  excluded: Ranked[];
  suggestions: SuggestionFacts[];
}

const byId = (a: Judged, b: Judged) =>
  a.listing.id < b.listing.id ? -1 : a.listing.id > b.listing.id ? 1 : 0;

/** Fit first, then the funder's response time, then the broker's commission, then the id: a total order. */
export const bestFirst = (a: Judged, b: Judged): number =>
  b.fit - a.fit ||
  (a.listing.responseHours ?? Number.POSITIVE_INFINITY) -
    (b.listing.responseHours ?? Number.POSITIVE_INFINITY) ||
  (b.listing.brokerCommissionBp ?? 0) - (a.listing.brokerCommissionBp ?? 0) ||
  byId(a, b);

/** Fewest failed criteria first, then the better fit, then the id: a total order. */
export const nearestFirst = (a: Judged, b: Judged) =>
  a.failures - b.failures || b.fit - a.fit || byId(a, b);

/**
 * The first `count` of `items` in `order` (a total order), sorted. One pass: an item is placed
 * only when it comes before the last kept, so a broker's top 50 of thousands costs few comparisons.
 */
export function firstOf<T>(items: readonly T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count >= items.length) return [...items].sort(order);
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const item of items) {
    if (kept.length === count && order(item, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(kept[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

const ranked = ({ listing, fits, fit }: Judged): Ranked => ({
  listingId: listing.id,
  funderId: listing.funderId,
  fits,
  fit,
});

/** How many of the best fits and nearest exclusions `match` orders (all unless said). */
export interface Shown {
  fits?: number;
  excluded?: number;
}

/**
 * Judges every listing, ranks those that fit, orders the others nearest first and suggests what
 * would let the nearest in. Only the first `shown` of each are ordered; the counts say how many.
 * No check's values are built here: `judge` builds them for the listings shown.
 */
export function match(
  deal: DealFacts,
  listings: readonly MatchListing[],
  shown: Shown = {},
): MatchResult {
  const fitting: Judged[] = [];
  const excluded: Judged[] = [];
  const fittingFunders = new Set<string>();
  for (const listing of listings) {
    const j = judged(deal, listing);
    if (j.fits) {
      fitting.push(j);
      fittingFunders.add(listing.funderId);
    } else excluded.push(j);
  }
  return {
    fitCount: fitting.length,
    excludedCount: excluded.length,
    fits: firstOf(fitting, shown.fits ?? fitting.length, bestFirst).map(ranked),
    excluded: firstOf(excluded, shown.excluded ?? excluded.length, nearestFirst).map(ranked),
    suggestions: suggest(deal, excluded, fittingFunders),
  };
}
