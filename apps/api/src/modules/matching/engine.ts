import {
  criterionNames,
  type CriterionName,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import { minorDigits } from "@portal/contract/deals/money";
import { propertyTypeGroups } from "@portal/contract/deals/deal-schemas";
import { dscrBp } from "@portal/contract/deals/dscr";
import { sectorOf } from "@portal/contract/deals/industries";
import { regionAndContaining, regionOf } from "@portal/contract/deals/regions";

/**
 * The matching engine (issue 5): pure, no I/O. Judges each listing against a deal criterion by
 * criterion, ranks the listings that fit, and says what change to the deal would let the nearest
 * excluded ones in. Same input, same output, on any database.
 */

/** What the engine knows of a deal; a fact left out makes the criteria that need it "unknown". */
export interface DealFacts {
  product: string;
  amountMinor: number;
  currency: string;
  country?: string;
  /** The business's region and the subdivisions it lies in, innermost first ("GB-GLG", "GB-SCT"). */
  regions?: readonly string[];
  industry?: string;
  creditScore?: number;
  monthsInBusiness?: number;
  monthlyRevenueMinor?: number;
  positions?: number;
  /** What the business still owes on existing advances, in the deal's currency. */
  existingBalanceMinor?: number;
  propertyType?: string;
  ltvBp?: number;
  /** Debt service coverage, when known whatever the listing's rate (a suggestion sets it). */
  dscrBp?: number;
  /**
   * What debt service coverage is computed from with a listing's typical rate when the broker gave
   * no rate: the property's net operating income a month (the deal gives amount and term).
   */
  debtService?: { monthlyIncomeMinor: number; rateBp?: number };
  termMonths?: number;
  /** Types of the borrower's documents that have not expired. */
  documentTypes?: readonly string[];
}

export interface MatchListing {
  id: string;
  funderId: string;
  /** The currency the listing lends in: its amounts are in it. */
  currency: string;
  criteria: ListingCriteria;
  brokerCommissionBp?: number;
  /** The middle of the listing's rate range: the rate debt service coverage is judged at when the broker gave none. */
  typicalRateBp?: number;
  /** The funder's measured response time, else the promised one; unknown ranks last. */
  responseHours?: number;
  /**
   * The brokerage that keeps this listing for an outside funder (decision 068): judged only for
   * that brokerage's deals. Undefined for a listing on the portal.
   */
  keptBy?: string;
}

/** One string per code: lists of codes held by thousands of listings share them. */
const codes = new Map<string, string>();
function interned(list: readonly string[] | undefined): string[] | undefined {
  if (!list) return undefined;
  return list.map((code) => {
    const known = codes.get(code);
    if (known !== undefined) return known;
    codes.set(code, code);
    return code;
  });
}

/**
 * The criteria with every key present, in one order, and the lists of codes copied with one string
 * per code. Criteria read from JSON come in as many object shapes as there are combinations, and
 * their strings lie wherever the JSON was parsed; one shape and compact lists keep `verdict` fast
 * across thousands.
 */
export function sameShape(c: ListingCriteria): ListingCriteria {
  return {
    products: interned(c.products) as ListingCriteria["products"],
    amountMinMinor: c.amountMinMinor,
    amountMaxMinor: c.amountMaxMinor,
    countries: interned(c.countries),
    regions: interned(c.regions),
    excludedIndustries: interned(c.excludedIndustries) as ListingCriteria["excludedIndustries"],
    minCreditScore: c.minCreditScore,
    minMonthsInBusiness: c.minMonthsInBusiness,
    minMonthlyRevenueMinor: c.minMonthlyRevenueMinor,
    maxPositions: c.maxPositions,
    maxExistingBalanceMinor: c.maxExistingBalanceMinor,
    propertyTypes: interned(c.propertyTypes) as ListingCriteria["propertyTypes"],
    maxLtvBp: c.maxLtvBp,
    minDscrBp: c.minDscrBp,
    termMinMonths: c.termMinMonths,
    termMaxMonths: c.termMaxMonths,
    requiredDocumentTypes: interned(
      c.requiredDocumentTypes,
    ) as ListingCriteria["requiredDocumentTypes"],
  };
}

export type Judgement = "pass" | "warn" | "fail" | "unknown";

/** A change to one fact that would turn a failed criterion into a pass. */
export type Need =
  | {
      fact:
        | "amountMinor"
        | "creditScore"
        | "monthsInBusiness"
        | "monthlyRevenueMinor"
        | "dscrBp"
        | "termMonths";
      atLeast: number;
    }
  | {
      fact: "amountMinor" | "positions" | "existingBalanceMinor" | "ltvBp" | "termMonths";
      atMost: number;
    }
  | { fact: "documentTypes"; add: string[] };

export interface Check {
  criterion: CriterionName;
  result: Judgement;
  /** A sentence a broker understands: "credit score 580 is below the minimum 600". */
  reason: string;
  need?: Need;
}

export interface ListingJudgement {
  listingId: string;
  funderId: string;
  fits: boolean;
  /** Share of criteria met, warnings counting half and unknowns nothing: 0 to 1. */
  fit: number;
  checks: Check[];
  /** A listing a brokerage keeps for its own funder (decision 068), not one on the portal. */
  outside: boolean;
}

export interface Suggestion {
  need: Need;
  /** Funders (not listings) that would then fit. */
  funders: number;
  sentence: string;
}

/** A listing as ranked: its judgement without the checks (`judge` gives them for the few shown). */
export type Ranked = Omit<ListingJudgement, "checks" | "outside">;

export interface MatchResult {
  fitCount: number;
  excludedCount: number;
  /** Best first: fit, then the funder's response time, then the broker's commission, then the id. */
  fits: Ranked[];
  /** Nearest first: fewest failed criteria, then the better fit, then the id. */
  excluded: Ranked[];
  suggestions: Suggestion[];
}

/** How close to a limit counts as "warn": a share of the limit, or absolute for scores and counts. */
export const warnMargins = {
  amountShare: 0.1,
  creditScorePoints: 20,
  monthsInBusiness: 3,
  revenueShare: 0.1,
  ltvBp: 500,
  dscrBp: 1000,
  termShare: 0.1,
} as const;

const words = (code: string) => code.replace(/_/g, " ");
const list = (codes: readonly string[]) => codes.map(words).join(", ");
/** "a", "a and b", "a, b and c". */
const andList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/** One formatter per currency: making an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, (minor: number) => string>();

/** Formats minor units of `currency` ("£50,000"); the same function for every call in that currency. */
export function moneyIn(currency: string): (minor: number) => string {
  let format = formatters.get(currency);
  if (!format) {
    const scale = 10 ** minorDigits(currency);
    try {
      const intl = new Intl.NumberFormat("en", {
        style: "currency",
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: minorDigits(currency),
      });
      format = (minor) => intl.format(minor / scale);
    } catch {
      format = (minor) => `${minor / scale} ${currency}`;
    }
    formatters.set(currency, format);
  }
  return format;
}

export const money = (minor: number, currency: string): string => moneyIn(currency)(minor);
const percent = (bp: number) => `${bp / 100} %`;
const months = (n: number) => `${n} months`;
const times = (bp: number) => `${bp / 10_000}x`;

/** How a numeric fact reads in a check's sentence; none when ranking (no sentences). */
interface Wording {
  name: string;
  unknown: string;
  show: (n: number) => string;
}

/**
 * Checks without a sentence, as ranking asks for them: one frozen check per criterion and result,
 * so judging thousands of listings allocates none but for the failures (they carry a need).
 */
const quietChecks = new Map(
  criterionNames.map((criterion) => [
    criterion,
    {
      pass: Object.freeze({ criterion, result: "pass", reason: "" }),
      warn: Object.freeze({ criterion, result: "warn", reason: "" }),
      unknown: Object.freeze({ criterion, result: "unknown", reason: "" }),
      fail: Object.freeze({ criterion, result: "fail", reason: "" }),
    } satisfies Record<Judgement, Check>,
  ]),
);

/** A check without a need: with its sentence, or (`reason` undefined) a quiet one. */
function said(criterion: CriterionName, result: Judgement, reason: string | undefined): Check {
  if (reason !== undefined) return { criterion, result, reason };
  const quiet = quietChecks.get(criterion)!;
  return result === "pass"
    ? quiet.pass
    : result === "warn"
      ? quiet.warn
      : result === "unknown"
        ? quiet.unknown
        : quiet.fail;
}

/** `value` must be at least `limit`; within `margin` above it is a warning. */
function atLeast(
  criterion: CriterionName,
  fact: Extract<Need, { atLeast: number }>["fact"],
  value: number | undefined,
  limit: number,
  margin: number,
  w: Wording | undefined,
): Check {
  if (value === undefined)
    return said(criterion, "unknown", w && `${w.unknown} (minimum ${w.show(limit)})`);
  if (value < limit)
    return {
      criterion,
      result: "fail",
      reason: w ? `${w.name} ${w.show(value)} is below the minimum ${w.show(limit)}` : "",
      need: { fact, atLeast: limit },
    };
  if (value < limit + margin)
    return said(
      criterion,
      "warn",
      w && `${w.name} ${w.show(value)} is close to the minimum ${w.show(limit)}`,
    );
  return said(
    criterion,
    "pass",
    w && `${w.name} ${w.show(value)} meets the minimum ${w.show(limit)}`,
  );
}

/** `value` must be at most `limit`; within `margin` below it is a warning. */
function atMost(
  criterion: CriterionName,
  fact: Extract<Need, { atMost: number }>["fact"],
  value: number | undefined,
  limit: number,
  margin: number,
  w: Wording | undefined,
): Check {
  if (value === undefined)
    return said(criterion, "unknown", w && `${w.unknown} (maximum ${w.show(limit)})`);
  if (value > limit)
    return {
      criterion,
      result: "fail",
      reason: w ? `${w.name} ${w.show(value)} is above the maximum ${w.show(limit)}` : "",
      need: { fact, atMost: limit },
    };
  if (value > limit - margin)
    return said(
      criterion,
      "warn",
      w && `${w.name} ${w.show(value)} is close to the maximum ${w.show(limit)}`,
    );
  return said(
    criterion,
    "pass",
    w && `${w.name} ${w.show(value)} is within the maximum ${w.show(limit)}`,
  );
}

const creditScoreWords: Wording = {
  name: "credit score",
  unknown: "no credit score given",
  show: String,
};
const monthsInBusinessWords: Wording = {
  name: "time in business",
  unknown: "the business's start date is not given",
  show: months,
};
const positionsWords: Wording = {
  name: "existing advances",
  unknown: "the number of existing advances is not given",
  show: String,
};
const ltvWords: Wording = {
  name: "loan-to-value",
  unknown: "loan-to-value is not known (no property value)",
  show: percent,
};
const termWords: Wording = { name: "term", unknown: "no term given", show: months };

/**
 * A vocabulary whose codes may lie in broader ones (a council area in its nation, a property type
 * in its group, an industry group in its sector): the code and those containing it, innermost first.
 */
type Containing = (code: string) => readonly string[];
const flat: Containing = (code) => [code];
const inPropertyGroup: Containing = (code) => {
  const group = propertyTypeGroups[code as keyof typeof propertyTypeGroups];
  return group ? [code, group] : [code];
};
const inSector: Containing = (code) => {
  const sector = sectorOf(code);
  return sector ? [code, sector] : [code];
};
const regionName = (code: string) => regionOf(code)?.name ?? code;

/** How a vocabulary's codes read in reasons. */
interface Vocabulary {
  name: string;
  unknown: string;
  show: (code: string) => string;
  containing: Containing;
}
const productWords: Vocabulary = {
  name: "product",
  unknown: "no product given",
  show: words,
  containing: flat,
};
const propertyWords: Vocabulary = {
  name: "property type",
  unknown: "no property given",
  show: words,
  containing: inPropertyGroup,
};
const countryWords: Vocabulary = {
  name: "country",
  unknown: "the business's country is not given",
  show: String,
  containing: flat,
};
const regionWords: Vocabulary = {
  name: "region",
  unknown: "the business's region is not given",
  show: regionName,
  containing: regionAndContaining,
};

/**
 * The deal's value must be one the listing takes, or lie in one. A value broader than some the
 * listing takes (a "residential" property, a listing taking multifamily only) is "unknown": the
 * broker can say which. The value itself is tried first: ranking thousands of listings takes
 * that path, without building any list.
 */
function oneOf(
  criterion: CriterionName,
  value: string | undefined,
  allowed: readonly string[],
  v: Vocabulary,
  explain: boolean,
): Check {
  if (value === undefined) return said(criterion, "unknown", explain ? v.unknown : undefined);
  if (allowed.includes(value) || v.containing(value).some((code) => allowed.includes(code)))
    return said(criterion, "pass", explain ? `${v.name} ${v.show(value)} is accepted` : undefined);
  const broader = allowed.some((a) => a !== value && v.containing(a).includes(value));
  const taken = () => allowed.map(v.show).join(", ");
  return broader
    ? said(
        criterion,
        "unknown",
        explain
          ? `${v.name} ${v.show(value)} is broader than this listing's (${taken()}): say which`
          : undefined,
      )
    : said(
        criterion,
        "fail",
        explain
          ? `${v.name} ${v.show(value)} is not one this listing takes (${taken()})`
          : undefined,
      );
}

/**
 * Every criterion the listing sets, judged against the deal, into `checks`, in the order brokers
 * read them in. Without `explain` the checks carry no sentences: ranking thousands of listings
 * needs the results only, and the sentences are written for the few shown.
 */
function checksOf<C extends Checks>(
  deal: DealFacts,
  listing: MatchListing,
  explain: boolean,
  checks: C,
): C {
  const c = listing.criteria;
  if (c.products) checks.push(oneOf("products", deal.product, c.products, productWords, explain));
  if (c.amountMinMinor !== undefined || c.amountMaxMinor !== undefined)
    checks.push(amountCheck(deal, listing, explain));
  placeAndIndustryChecks(deal, c, explain, checks);
  businessChecks(deal, listing, explain, checks);
  if (c.propertyTypes)
    checks.push(oneOf("propertyTypes", deal.propertyType, c.propertyTypes, propertyWords, explain));
  securityChecks(deal, listing, explain, checks);
  if (c.termMinMonths !== undefined || c.termMaxMonths !== undefined)
    checks.push(termCheck(deal, c, explain));
  if (c.requiredDocumentTypes) checks.push(documentsCheck(deal, c.requiredDocumentTypes, explain));
  return checks;
}

/** How a listing fares against a deal, as ranking needs it. */
export interface Verdict {
  fits: boolean;
  /** Share of criteria met, warnings counting half and unknowns nothing: 0 to 1. */
  fit: number;
  /** How many criteria failed. */
  failures: number;
  /** What would let it in, when it fails one criterion only. */
  need: Need | undefined;
}

/** Where checks go as they are made: counted as they come, and kept only when explaining. */
interface Checks {
  push(check: Check): void;
}

/** Counts checks into a verdict. */
class Tally implements Checks {
  count = 0;
  score = 0;
  failures = 0;
  need: Need | undefined = undefined;

  push(check: Check) {
    this.count++;
    if (check.result === "fail") {
      this.failures++;
      this.need = check.need;
    } else this.score += check.result === "pass" ? 1 : check.result === "warn" ? 0.5 : 0;
  }

  verdict(): Verdict {
    return {
      fits: this.failures === 0,
      fit: this.count ? this.score / this.count : 1,
      failures: this.failures,
      need: this.failures === 1 ? this.need : undefined,
    };
  }
}

/** Every criterion the listing sets, judged against the deal, each with a sentence a broker reads. */
export function judge(deal: DealFacts, listing: MatchListing): ListingJudgement {
  const checks = checksOf(deal, listing, true, []);
  const tally = new Tally();
  for (const check of checks) tally.push(check);
  const { fits, fit } = tally.verdict();
  const outside = listing.keptBy !== undefined;
  return { listingId: listing.id, funderId: listing.funderId, fits, fit, checks, outside };
}

/** How a listing fares, without sentences and without allocating a check but for failures. */
export function verdict(deal: DealFacts, listing: MatchListing): Verdict {
  return checksOf(deal, listing, false, new Tally()).verdict();
}

/** One check for the amount range, in the listing's currency. */
function amountCheck(deal: DealFacts, listing: MatchListing, explain: boolean): Check {
  const c = listing.criteria;
  if (deal.currency !== listing.currency)
    return said(
      "amount",
      "fail",
      explain
        ? `this listing lends in ${listing.currency}, the deal is in ${deal.currency}`
        : undefined,
    );
  // The deal and the listing share a currency from here on.
  const show = explain ? moneyIn(deal.currency) : undefined;
  const w = show && { name: "amount", unknown: "no amount given", show };
  const min = c.amountMinMinor;
  const max = c.amountMaxMinor;
  const below =
    min !== undefined
      ? atLeast("amount", "amountMinor", deal.amountMinor, min, min * warnMargins.amountShare, w)
      : undefined;
  const above =
    max !== undefined
      ? atMost("amount", "amountMinor", deal.amountMinor, max, max * warnMargins.amountShare, w)
      : undefined;
  // One check for the range: the failing or warning side speaks, else the range.
  const worst = worseOf(below, above);
  if (worst.result !== "pass" || !below || !above) return worst;
  return said(
    "amount",
    "pass",
    show &&
      `amount ${show(deal.amountMinor)} is within ${show(c.amountMinMinor!)} to ${show(c.amountMaxMinor!)}`,
  );
}

/** Where the business is and what it does. */
function placeAndIndustryChecks(
  deal: DealFacts,
  c: ListingCriteria,
  explain: boolean,
  checks: Checks,
) {
  if (c.countries)
    checks.push(oneOf("countries", deal.country, c.countries, countryWords, explain));
  if (c.regions) checks.push(oneOf("regions", deal.regions?.[0], c.regions, regionWords, explain));
  if (c.excludedIndustries)
    checks.push(industryCheck(deal.industry, c.excludedIndustries, explain));
}

/** Excluding a sector excludes every group in it; a sector some of whose groups are excluded is "unknown". */
function industryCheck(
  industry: string | undefined,
  excluded: readonly string[],
  explain: boolean,
): Check {
  const criterion = "excludedIndustries";
  if (industry === undefined)
    return said(criterion, "unknown", explain ? "the industry is not given" : undefined);
  const hit = inSector(industry).find((code) => excluded.includes(code));
  if (hit)
    return said(
      criterion,
      "fail",
      explain
        ? hit === industry
          ? `industry ${words(industry)} is excluded`
          : `industry ${words(industry)} is excluded (this listing excludes ${words(hit)})`
        : undefined,
    );
  const within = excluded.filter((code) => sectorOf(code) === industry);
  if (within.length)
    return said(
      criterion,
      "unknown",
      explain
        ? `industry ${words(industry)} is broad and this listing excludes ${list(within)}: say which`
        : undefined,
    );
  return said(
    criterion,
    "pass",
    explain ? `industry ${words(industry)} is not excluded` : undefined,
  );
}

/** The business's credit, age, revenue and existing advances. */
function businessChecks(deal: DealFacts, listing: MatchListing, explain: boolean, checks: Checks) {
  const c = listing.criteria;
  const sameCurrency = deal.currency === listing.currency;
  if (c.minCreditScore !== undefined)
    checks.push(
      atLeast(
        "minCreditScore",
        "creditScore",
        deal.creditScore,
        c.minCreditScore,
        warnMargins.creditScorePoints,
        explain ? creditScoreWords : undefined,
      ),
    );
  if (c.minMonthsInBusiness !== undefined)
    checks.push(
      atLeast(
        "minMonthsInBusiness",
        "monthsInBusiness",
        deal.monthsInBusiness,
        c.minMonthsInBusiness,
        warnMargins.monthsInBusiness,
        explain ? monthsInBusinessWords : undefined,
      ),
    );
  if (c.minMonthlyRevenueMinor !== undefined)
    checks.push(
      atLeast(
        "minMonthlyRevenueMinor",
        "monthlyRevenueMinor",
        sameCurrency ? deal.monthlyRevenueMinor : undefined,
        c.minMonthlyRevenueMinor,
        c.minMonthlyRevenueMinor * warnMargins.revenueShare,
        explain
          ? {
              name: "monthly revenue",
              unknown: sameCurrency
                ? "monthly revenue is not given"
                : `monthly revenue is in ${deal.currency}, this listing's minimum in ${listing.currency}`,
              show: moneyIn(listing.currency),
            }
          : undefined,
      ),
    );
  if (c.maxPositions !== undefined)
    checks.push(
      atMost(
        "maxPositions",
        "positions",
        deal.positions,
        c.maxPositions,
        1,
        explain ? positionsWords : undefined,
      ),
    );
  if (c.maxExistingBalanceMinor !== undefined)
    checks.push(
      atMost(
        "maxExistingBalanceMinor",
        "existingBalanceMinor",
        sameCurrency ? deal.existingBalanceMinor : undefined,
        c.maxExistingBalanceMinor,
        c.maxExistingBalanceMinor * warnMargins.revenueShare,
        explain
          ? {
              name: "owed on existing advances",
              unknown: sameCurrency
                ? "what is owed on existing advances is not given"
                : `existing advances are in ${deal.currency}, this listing's maximum in ${listing.currency}`,
              show: moneyIn(listing.currency),
            }
          : undefined,
      ),
    );
}

/**
 * Debt service coverage as known for this listing: given outright, else computed from the property's
 * income with the broker's rate, else the listing's typical rate (docs/decisions/031).
 */
function coverageFor(deal: DealFacts, listing: MatchListing): number | undefined {
  if (deal.dscrBp !== undefined || !deal.debtService) return deal.dscrBp;
  return dscrBp({
    monthlyIncomeMinor: deal.debtService.monthlyIncomeMinor,
    amountMinor: deal.amountMinor,
    termMonths: deal.termMonths,
    rateBp: deal.debtService.rateBp ?? listing.typicalRateBp,
  });
}

/** Loan-to-value and debt service coverage. */
function securityChecks(deal: DealFacts, listing: MatchListing, explain: boolean, checks: Checks) {
  const c = listing.criteria;
  if (c.maxLtvBp !== undefined)
    checks.push(
      atMost(
        "maxLtvBp",
        "ltvBp",
        deal.ltvBp,
        c.maxLtvBp,
        warnMargins.ltvBp,
        explain ? ltvWords : undefined,
      ),
    );
  if (c.minDscrBp !== undefined)
    checks.push(
      atLeast(
        "minDscrBp",
        "dscrBp",
        coverageFor(deal, listing),
        c.minDscrBp,
        warnMargins.dscrBp,
        explain
          ? {
              name: "debt service coverage",
              unknown: deal.debtService
                ? "debt service coverage is not known (no interest rate given)"
                : "debt service coverage is not known (give the property's net operating income and the term)",
              show: times,
            }
          : undefined,
      ),
    );
}

/** One check for the term range. */
function termCheck(deal: DealFacts, c: ListingCriteria, explain: boolean): Check {
  const w = explain ? termWords : undefined;
  const min = c.termMinMonths;
  const max = c.termMaxMonths;
  return worseOf(
    min !== undefined
      ? atLeast("term", "termMonths", deal.termMonths, min, min * warnMargins.termShare, w)
      : undefined,
    max !== undefined
      ? atMost("term", "termMonths", deal.termMonths, max, max * warnMargins.termShare, w)
      : undefined,
  );
}

/** The documents the listing requires, among the borrower's that have not expired. */
function documentsCheck(deal: DealFacts, required: readonly string[], explain: boolean): Check {
  const have = deal.documentTypes ?? [];
  const missing = required.filter((t) => !have.includes(t));
  return missing.length
    ? {
        criterion: "requiredDocumentTypes",
        result: "fail",
        reason: explain ? `missing documents: ${list(missing)}` : "",
        need: { fact: "documentTypes", add: missing },
      }
    : said(
        "requiredDocumentTypes",
        "pass",
        explain ? `has the documents required (${list(required)})` : undefined,
      );
}

/** fail < unknown < warn < pass: the first is the one that speaks for a range. */
const ranks: Readonly<Record<Judgement, number>> = { fail: 0, unknown: 1, warn: 2, pass: 3 };

/** The worse of a range's two sides (at least one is set). */
function worseOf(a: Check | undefined, b: Check | undefined): Check {
  if (!a) return b!;
  if (!b) return a;
  return ranks[b.result] < ranks[a.result] ? b : a;
}

/** A listing with its verdict. */
interface Judged {
  listing: MatchListing;
  verdict: Verdict;
}

const byId = (a: Judged, b: Judged) =>
  a.listing.id < b.listing.id ? -1 : a.listing.id > b.listing.id ? 1 : 0;

/** Fit first, then the funder's response time, then the broker's commission, then the id: a total order. */
const bestFirst = (a: Judged, b: Judged): number =>
  b.verdict.fit - a.verdict.fit ||
  (a.listing.responseHours ?? Number.POSITIVE_INFINITY) -
    (b.listing.responseHours ?? Number.POSITIVE_INFINITY) ||
  (b.listing.brokerCommissionBp ?? 0) - (a.listing.brokerCommissionBp ?? 0) ||
  byId(a, b);

/** Fewest failed criteria first, then the better fit, then the id: a total order. */
const nearestFirst = (a: Judged, b: Judged) =>
  a.verdict.failures - b.verdict.failures || b.verdict.fit - a.verdict.fit || byId(a, b);

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

const ranked = ({ listing, verdict }: Judged): Ranked => ({
  listingId: listing.id,
  funderId: listing.funderId,
  fits: verdict.fits,
  fit: verdict.fit,
});

/** The deal with one change applied (what a suggestion proposes). */
export function applyNeed(deal: DealFacts, need: Need): DealFacts {
  if (need.fact === "documentTypes")
    return { ...deal, documentTypes: [...new Set([...(deal.documentTypes ?? []), ...need.add])] };
  return { ...deal, [need.fact]: "atLeast" in need ? need.atLeast : need.atMost };
}

function sentence(deal: DealFacts, need: Need, funders: number): string {
  const more = `${funders} more ${funders === 1 ? "funder fits" : "funders fit"}`;
  switch (need.fact) {
    case "monthsInBusiness": {
      const n = need.atLeast - (deal.monthsInBusiness ?? 0);
      return `with ${n} more ${n === 1 ? "month" : "months"} in business, ${more}`;
    }
    case "creditScore":
      return `with a credit score of ${need.atLeast}, ${more}`;
    case "amountMinor":
      return "atLeast" in need
        ? `asking for ${money(need.atLeast, deal.currency)} or more, ${more}`
        : `asking for ${money(need.atMost, deal.currency)} or less, ${more}`;
    case "monthlyRevenueMinor":
      return `with monthly revenue of ${money(need.atLeast, deal.currency)}, ${more}`;
    case "positions": {
      const n = (deal.positions ?? 0) - need.atMost;
      return `with ${n} fewer existing ${n === 1 ? "advance" : "advances"}, ${more}`;
    }
    case "existingBalanceMinor":
      return `owing ${money(need.atMost, deal.currency)} or less on existing advances, ${more}`;
    case "ltvBp":
      return `with a loan-to-value of ${percent(need.atMost)} or less, ${more}`;
    case "dscrBp":
      return `with debt service coverage of ${times(need.atLeast)}, ${more}`;
    case "termMonths":
      return "atLeast" in need
        ? `with a term of ${need.atLeast} months or more, ${more}`
        : `with a term of ${need.atMost} months or less, ${more}`;
    case "documentTypes":
      return `with ${andList(need.add.map(words))} uploaded, ${more}`;
  }
}

/** Orders changes of the same fact and direction from the smallest to the largest. */
function sizeOf(deal: DealFacts, need: Need): number {
  if (need.fact === "documentTypes") return need.add.length;
  const current = Number(deal[need.fact] ?? 0);
  return Math.abs(("atLeast" in need ? need.atLeast : need.atMost) - current);
}

const directionOf = (need: Need) =>
  `${need.fact}:${"atLeast" in need ? "up" : "atMost" in need ? "down" : need.add.slice().sort().join("+")}`;

/**
 * "What would change it": among excluded listings that fail on one criterion only, and one a
 * deal can change, the smallest change per fact that lets at least one in, and the change that
 * lets them all in, each with how many more funders would then fit. Counted by judging again.
 */
function suggest(
  deal: DealFacts,
  excluded: readonly Judged[],
  fitting: ReadonlySet<string>,
  limit = 5,
): Suggestion[] {
  // A listing failing one criterion can only be let in by a change to that criterion's fact, so
  // each change is judged against its own candidates only (again: a fact may feed another
  // criterion too, as the amount feeds debt service coverage).
  const candidates = new Map<string, { need: Need; size: number; listing: MatchListing }[]>();
  for (const { listing, verdict: v } of excluded) {
    const need = v.need;
    if (!need || fitting.has(listing.funderId)) continue;
    const key = directionOf(need);
    const candidate = { need, size: sizeOf(deal, need), listing };
    const group = candidates.get(key);
    if (group) group.push(candidate);
    else candidates.set(key, [candidate]);
  }
  const suggestions: Suggestion[] = [];
  for (const group of candidates.values()) {
    let smallest = group[0]!;
    let largest = group[0]!;
    for (const c of group) {
      if (c.size < smallest.size) smallest = c;
      if (c.size > largest.size) largest = c;
    }
    for (const { need, size } of largest.size === smallest.size
      ? [smallest]
      : [smallest, largest]) {
      const changed = applyNeed(deal, need);
      // A listing needing a larger change of the same fact still fails; a funder counts once.
      const funders = new Set<string>();
      for (const c of group)
        if (c.size <= size && !funders.has(c.listing.funderId) && verdict(changed, c.listing).fits)
          funders.add(c.listing.funderId);
      if (funders.size > 0)
        suggestions.push({
          need,
          funders: funders.size,
          sentence: sentence(deal, need, funders.size),
        });
    }
  }
  // Most funders first; sizes compare only within one fact (months and money do not compare).
  return suggestions
    .sort(
      (a, b) =>
        b.funders - a.funders ||
        (a.need.fact === b.need.fact ? sizeOf(deal, a.need) - sizeOf(deal, b.need) : 0) ||
        (a.sentence < b.sentence ? -1 : 1),
    )
    .slice(0, limit);
}

/** How many of the best fits and nearest exclusions `match` orders (all unless said). */
export interface Shown {
  fits?: number;
  excluded?: number;
}

/**
 * Judges every listing, ranks those that fit, orders the others nearest first and suggests what
 * would let the nearest in. Only the first `shown` of each are ordered; the counts say how many.
 */
export function match(
  deal: DealFacts,
  listings: readonly MatchListing[],
  shown: Shown = {},
): MatchResult {
  const fitting: Judged[] = [];
  const excluded: Judged[] = [];
  for (const listing of listings) {
    const judged = { listing, verdict: verdict(deal, listing) };
    (judged.verdict.fits ? fitting : excluded).push(judged);
  }
  const fittingFunders = new Set(fitting.map((f) => f.listing.funderId));
  return {
    fitCount: fitting.length,
    excludedCount: excluded.length,
    fits: firstOf(fitting, shown.fits ?? fitting.length, bestFirst).map(ranked),
    excluded: firstOf(excluded, shown.excluded ?? excluded.length, nearestFirst).map(ranked),
    suggestions: suggest(deal, excluded, fittingFunders),
  };
}
