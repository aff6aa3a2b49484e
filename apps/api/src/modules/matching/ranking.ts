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
 * The first `count` of the items offered, in `order` (a total order), kept sorted as they come.
 * An item is placed only when it comes before the last kept, so a broker's top 50 of thousands
 * costs few comparisons; `offer` says whether it was kept, so a caller can reuse an item that was
 * not (matching judges thousands of listings into one scratch object, issue 38).
 */
export class Firsts<T> {
  private readonly kept: T[] = [];
  private sorted = true;
  constructor(
    private readonly count: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  /** Keeps `item` if it is among the first `count` so far; whether it was kept. */
  offer(item: T): boolean {
    const { kept, count, order } = this;
    if (count === Number.POSITIVE_INFINITY) {
      // Everything is kept: sorted once at the end.
      kept.push(item);
      this.sorted = false;
      return true;
    }
    if (count <= 0) return false;
    if (kept.length === count && order(item, kept[count - 1]!) >= 0) return false;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(kept[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
    return true;
  }

  /** The items kept, first first. */
  items(): T[] {
    if (!this.sorted) {
      this.kept.sort(this.order);
      this.sorted = true;
    }
    return this.kept;
  }
}

/** The first `count` of `items` in `order` (a total order), sorted. */
export function firstOf<T>(items: readonly T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count >= items.length) return [...items].sort(order);
  const firsts = new Firsts(count, order);
  for (const item of items) firsts.offer(item);
  return firsts.items();
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
  const fitting = new Firsts<Judged>(shown.fits ?? Number.POSITIVE_INFINITY, bestFirst);
  const excluded = new Firsts<Judged>(shown.excluded ?? Number.POSITIVE_INFINITY, nearestFirst);
  // Excluded listings failing one criterion, with what would let them in: what suggestions read.
  const near: Judged[] = [];
  const fittingFunders = new Set<string>();
  let fitCount = 0;
  let excludedCount = 0;
  // Each listing is judged into one scratch object, kept (and replaced) only when ranked among
  // those shown or near enough to suggest a change: thousands judged, a hundred or so kept.
  let scratch: Judged | undefined;
  for (const listing of listings) {
    const j = judged(deal, listing, scratch);
    let kept: boolean;
    if (j.fits) {
      fitCount++;
      fittingFunders.add(listing.funderId);
      kept = fitting.offer(j);
    } else {
      excludedCount++;
      kept = excluded.offer(j);
      if (j.need) {
        near.push(j);
        kept = true;
      }
    }
    scratch = kept ? undefined : j;
  }
  return {
    fitCount,
    excludedCount,
    fits: fitting.items().map(ranked),
    excluded: excluded.items().map(ranked),
    suggestions: suggest(deal, near, fittingFunders),
  };
}
