import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { typicalRateBp } from "@portal/contract/deals/dscr";
import type { LenderRow, LenderService } from "../lenders/service";
import { sameShape, type MatchListing } from "./facts";

/** How long a process keeps the funders' measured response times before reading them again. */
const responseTimesTtlMs = 60_000;
/** How long a process keeps funders' names before reading them again. */
const namesTtlMs = 60_000;

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
    ...(row.keptByOrganizationId ? { keptBy: row.keptByOrganizationId } : {}),
  };
}

/** Listings by a key. */
type Bucket = Map<string, MatchListing[]>;

function add(bucket: Bucket, key: string, listing: MatchListing) {
  const list = bucket.get(key);
  if (list) list.push(listing);
  else bucket.set(key, [listing]);
}

/** The index list a listing row first falls in. */
const bucketOf = (row: LenderRow) =>
  `${row.criteria.products?.[0] ?? "*"} ${row.criteria.countries?.[0] ?? "*"}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Kept {
  row: LenderRow;
  match: MatchListing;
}

/** What a deal must be for a listing to be worth judging: its product, country and amount. */
interface DealKeys {
  /** The deal's brokerage: a listing kept by another brokerage is never among its candidates. */
  organizationId: string;
  product: string;
  amountMinor: number;
  currency: string;
  country?: string;
}

/**
 * Whether the listing's amount range holds the deal's amount in the same currency (the index found
 * it by product and country). The engine judges the rest.
 */
function mayFit(listing: MatchListing, deal: DealKeys): boolean {
  if (listing.keptBy !== undefined && listing.keptBy !== deal.organizationId) return false;
  const c = listing.criteria;
  if (c.amountMinMinor === undefined && c.amountMaxMinor === undefined) return true;
  return (
    listing.currency === deal.currency &&
    (c.amountMinMinor === undefined || c.amountMinMinor <= deal.amountMinor) &&
    (c.amountMaxMinor === undefined || c.amountMaxMinor >= deal.amountMinor)
  );
}

/**
 * Funders' names, as shown with their listings: read when first needed and again after
 * `namesTtlMs`, so a renamed funder reads right in every process within that time.
 */
function createFunderNames(lenders: LenderService) {
  let known = { readAt: Number.NEGATIVE_INFINITY, byFunder: new Map<string, string>() };
  return {
    async of(funderIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
      if (performance.now() - known.readAt >= namesTtlMs)
        known = { readAt: performance.now(), byFunder: new Map() };
      const { byFunder } = known;
      const missing = [...new Set(funderIds)].filter((id) => !byFunder.has(id));
      if (missing.length)
        for (const [id, name] of await lenders.funderNames(missing)) byFunder.set(id, name);
      return byFunder;
    },
  };
}

/**
 * Every published listing, kept in memory per process and indexed by product, for matching.
 * The database numbers each change to a listing (`listing_changes`, written by a trigger); before
 * each match the process reads the changes after the last it applied and reads those listings
 * again, so a listing written, published, unpublished or deleted by any process is judged as it
 * now is by the next match in every process (docs/decisions/031-matching-facts.md).
 */
export function createListingCache(lenders: LenderService) {
  const names = createFunderNames(lenders);
  const kept = new Map<string, Kept>();
  /**
   * Published listings by the product they take and the country they lend in ("*": any), rebuilt
   * after a change; `byProduct` alone for a deal that gives no country.
   */
  let indexed: { byProduct: Bucket; byProductAndCountry: Bucket } | undefined;
  let appliedUpTo = -1;
  let syncing: Promise<void> | undefined;

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

  function keep(rows: readonly LenderRow[]) {
    for (const row of rows)
      kept.set(row.id, { row, match: matchListingOf(row, responseTimes.hours) });
    indexed = undefined;
  }

  /** Applies the changes made since the last applied (all published listings the first time). */
  async function applyChanges() {
    if (appliedUpTo < 0) {
      // The number first: a change made while the listings load is applied again next time.
      const upTo = await lenders.lastListingChange();
      // Kept in the order of the index's lists: listings judged together lie together in memory.
      keep((await lenders.allPublishedRows()).sort((a, b) => compare(bucketOf(a), bucketOf(b))));
      appliedUpTo = upTo;
      return;
    }
    const changes = await lenders.listingChangesSince(appliedUpTo);
    if (!changes.ids.length) return;
    for (const id of changes.ids) kept.delete(id);
    keep(await lenders.publishedRows(changes.ids));
    appliedUpTo = changes.last;
  }
  function sync() {
    // Concurrent matches share one read of the changes.
    syncing ??= applyChanges().finally(() => (syncing = undefined));
    return syncing;
  }

  function index() {
    if (indexed) return indexed;
    indexed = { byProduct: new Map(), byProductAndCountry: new Map() };
    for (const { match } of kept.values())
      for (const product of new Set(match.criteria.products ?? ["*"])) {
        add(indexed.byProduct, product, match);
        for (const country of new Set(match.criteria.countries ?? ["*"]))
          add(indexed.byProductAndCountry, `${product} ${country}`, match);
      }
    return indexed;
  }

  return {
    /**
     * Brings the kept listings and response times up to date: the listings' changes made since the
     * last applied, and the response times once they are stale. Each match calls it before
     * `candidatesFor`.
     */
    refresh: () => Promise.all([sync(), currentResponseTimes()]),

    /** A funder's response time was measured again: matching reads them afresh. */
    responseTimesChanged() {
      responseTimes = { ...responseTimes, readAt: Number.NEGATIVE_INFINITY };
    },

    /** A listing row as the engine judges it, with the response times known now. */
    matchListing: (row: LenderRow) => matchListingOf(row, responseTimes.hours),

    /** Published listings that may fit a deal (its product, country and amount), as kept at the last `refresh`. */
    candidatesFor(deal: DealKeys): MatchListing[] {
      const { byProduct, byProductAndCountry } = index();
      const lists =
        deal.country === undefined
          ? [byProduct.get(deal.product), byProduct.get("*")]
          : [deal.product, "*"].flatMap((product) => [
              byProductAndCountry.get(`${product} ${deal.country}`),
              byProductAndCountry.get(`${product} *`),
            ]);
      const found: MatchListing[] = [];
      for (const list of lists)
        for (const listing of list ?? []) if (mayFit(listing, deal)) found.push(listing);
      return found;
    },

    /**
     * A listing `candidatesFor` returned, by id, as kept at the last `refresh` (looked up, not
     * searched for among thousands of candidates: issue 38).
     */
    candidate: (id: string): MatchListing | undefined => kept.get(id)?.match,

    /** Listing rows as brokers see them, with the response times known now. */
    present: (rows: readonly LenderRow[], names: ReadonlyMap<string, string>): Listing[] =>
      lenders.present(rows, responseTimes.hours, names),

    /** Listings `candidatesFor` just returned, as brokers see them, in the order of `ids`. */
    async shown(ids: readonly string[]): Promise<Listing[]> {
      const rows = ids.flatMap((id) => kept.get(id)?.row ?? []);
      // The response time shown is the one the ranking used.
      return lenders.present(
        rows,
        responseTimes.hours,
        await names.of(rows.map((r) => r.organizationId)),
      );
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
