import type { CriterionName, ListingCriteria } from "@portal/contract/lenders/listing-schemas";
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
}

/**
 * The criteria with every key present, in one order. Criteria read from JSON come in as many
 * object shapes as there are combinations; one shape keeps `judge` fast across thousands.
 */
export function sameShape(c: ListingCriteria): ListingCriteria {
  return {
    products: c.products,
    amountMinMinor: c.amountMinMinor,
    amountMaxMinor: c.amountMaxMinor,
    countries: c.countries,
    regions: c.regions,
    excludedIndustries: c.excludedIndustries,
    minCreditScore: c.minCreditScore,
    minMonthsInBusiness: c.minMonthsInBusiness,
    minMonthlyRevenueMinor: c.minMonthlyRevenueMinor,
    maxPositions: c.maxPositions,
    maxExistingBalanceMinor: c.maxExistingBalanceMinor,
    propertyTypes: c.propertyTypes,
    maxLtvBp: c.maxLtvBp,
    minDscrBp: c.minDscrBp,
    termMinMonths: c.termMinMonths,
    termMaxMonths: c.termMaxMonths,
    requiredDocumentTypes: c.requiredDocumentTypes,
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
}

export interface Suggestion {
  need: Need;
  /** Funders (not listings) that would then fit. */
  funders: number;
  sentence: string;
}

/** A listing as ranked: its judgement without the checks (`judge` gives them for the few shown). */
export type Ranked = Omit<ListingJudgement, "checks">;

export interface MatchResult {
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

type Limit = {
  value: number | undefined;
  limit: number;
  margin: number;
  show: (n: number) => string;
  name: string;
  unknown: string;
  explain: boolean;
};

/**
 * One side of a range. Written out rather than spread (`{ ...fact, limit }`): V8 copies a spread
 * object on a slow path here, and it made judging 40 times slower.
 */
const sideOf = (f: Omit<Limit, "limit" | "margin">, limit: number, margin: number): Limit => ({
  value: f.value,
  limit,
  margin,
  show: f.show,
  name: f.name,
  unknown: f.unknown,
  explain: f.explain,
});

function atLeast(
  criterion: CriterionName,
  fact: Extract<Need, { atLeast: number }>["fact"],
  l: Limit,
): Check {
  if (l.value === undefined)
    return {
      criterion,
      result: "unknown",
      reason: l.explain ? `${l.unknown} (minimum ${l.show(l.limit)})` : "",
    };
  if (l.value < l.limit) {
    return {
      criterion,
      result: "fail",
      reason: l.explain
        ? `${l.name} ${l.show(l.value)} is below the minimum ${l.show(l.limit)}`
        : "",
      need: { fact, atLeast: l.limit },
    };
  }
  if (l.value < l.limit + l.margin)
    return {
      criterion,
      result: "warn",
      reason: l.explain
        ? `${l.name} ${l.show(l.value)} is close to the minimum ${l.show(l.limit)}`
        : "",
    };
  return {
    criterion,
    result: "pass",
    reason: l.explain ? `${l.name} ${l.show(l.value)} meets the minimum ${l.show(l.limit)}` : "",
  };
}

function atMost(
  criterion: CriterionName,
  fact: Extract<Need, { atMost: number }>["fact"],
  l: Limit,
): Check {
  if (l.value === undefined)
    return {
      criterion,
      result: "unknown",
      reason: l.explain ? `${l.unknown} (maximum ${l.show(l.limit)})` : "",
    };
  if (l.value > l.limit) {
    return {
      criterion,
      result: "fail",
      reason: l.explain
        ? `${l.name} ${l.show(l.value)} is above the maximum ${l.show(l.limit)}`
        : "",
      need: { fact, atMost: l.limit },
    };
  }
  if (l.value > l.limit - l.margin)
    return {
      criterion,
      result: "warn",
      reason: l.explain
        ? `${l.name} ${l.show(l.value)} is close to the maximum ${l.show(l.limit)}`
        : "",
    };
  return {
    criterion,
    result: "pass",
    reason: l.explain
      ? `${l.name} ${l.show(l.value)} is within the maximum ${l.show(l.limit)}`
      : "",
  };
}

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
  if (value === undefined)
    return { criterion, result: "unknown", reason: explain ? v.unknown : "" };
  if (allowed.includes(value) || v.containing(value).some((code) => allowed.includes(code)))
    return {
      criterion,
      result: "pass",
      reason: explain ? `${v.name} ${v.show(value)} is accepted` : "",
    };
  const broader = allowed.some((a) => a !== value && v.containing(a).includes(value));
  return {
    criterion,
    result: broader ? "unknown" : "fail",
    reason: explain
      ? broader
        ? `${v.name} ${v.show(value)} is broader than this listing's (${allowed.map(v.show).join(", ")}): say which`
        : `${v.name} ${v.show(value)} is not one this listing takes (${allowed.map(v.show).join(", ")})`
      : "",
  };
}

/**
 * Every criterion the listing sets, judged against the deal. Without `explain` the reasons are left
 * empty: ranking thousands of listings needs the results only, and the sentences are written for
 * the few shown.
 */
export function judge(deal: DealFacts, listing: MatchListing, explain = true): ListingJudgement {
  const c = listing.criteria;
  const checks: Check[] = [];
  // The order of the checks is the order brokers read them in.
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

  let fits = true;
  let score = 0;
  for (const x of checks) {
    if (x.result === "fail") fits = false;
    else score += x.result === "pass" ? 1 : x.result === "warn" ? 0.5 : 0;
  }
  return {
    listingId: listing.id,
    funderId: listing.funderId,
    fits,
    fit: checks.length ? score / checks.length : 1,
    checks,
  };
}

/** One check for the amount range, in the listing's currency. */
function amountCheck(deal: DealFacts, listing: MatchListing, explain: boolean): Check {
  const c = listing.criteria;
  if (deal.currency !== listing.currency) {
    return {
      criterion: "amount",
      result: "fail",
      reason: explain
        ? `this listing lends in ${listing.currency}, the deal is in ${deal.currency}`
        : "",
    };
  }
  const dealMoney = moneyIn(deal.currency);
  const listingMoney = moneyIn(listing.currency);
  const amount = {
    value: deal.amountMinor,
    show: dealMoney,
    name: "amount",
    unknown: "no amount given",
    explain,
  };
  const below =
    c.amountMinMinor !== undefined
      ? atLeast(
          "amount",
          "amountMinor",
          sideOf(amount, c.amountMinMinor, c.amountMinMinor * warnMargins.amountShare),
        )
      : undefined;
  const above =
    c.amountMaxMinor !== undefined
      ? atMost(
          "amount",
          "amountMinor",
          sideOf(amount, c.amountMaxMinor, c.amountMaxMinor * warnMargins.amountShare),
        )
      : undefined;
  // One check for the range: the failing or warning side speaks, else the range.
  const worst = worseOf(below, above);
  if (worst.result !== "pass" || !below || !above) return worst;
  return {
    criterion: "amount",
    result: "pass",
    reason: explain
      ? `amount ${dealMoney(deal.amountMinor)} is within ${listingMoney(c.amountMinMinor!)} to ${listingMoney(c.amountMaxMinor!)}`
      : "",
  };
}

/** Where the business is and what it does. */
function placeAndIndustryChecks(
  deal: DealFacts,
  c: ListingCriteria,
  explain: boolean,
  checks: Check[],
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
    return { criterion, result: "unknown", reason: explain ? "the industry is not given" : "" };
  const hit = inSector(industry).find((code) => excluded.includes(code));
  if (hit)
    return {
      criterion,
      result: "fail",
      reason: explain
        ? hit === industry
          ? `industry ${words(industry)} is excluded`
          : `industry ${words(industry)} is excluded (this listing excludes ${words(hit)})`
        : "",
    };
  const within = excluded.filter((code) => sectorOf(code) === industry);
  if (within.length)
    return {
      criterion,
      result: "unknown",
      reason: explain
        ? `industry ${words(industry)} is broad and this listing excludes ${list(within)}: say which`
        : "",
    };
  return {
    criterion,
    result: "pass",
    reason: explain ? `industry ${words(industry)} is not excluded` : "",
  };
}

/** The business's credit, age, revenue and existing advances. */
function businessChecks(deal: DealFacts, listing: MatchListing, explain: boolean, checks: Check[]) {
  const c = listing.criteria;
  const sameCurrency = deal.currency === listing.currency;
  const listingMoney = moneyIn(listing.currency);
  if (c.minCreditScore !== undefined) {
    checks.push(
      atLeast("minCreditScore", "creditScore", {
        value: deal.creditScore,
        limit: c.minCreditScore,
        margin: warnMargins.creditScorePoints,
        show: String,
        name: "credit score",
        unknown: "no credit score given",
        explain,
      }),
    );
  }
  if (c.minMonthsInBusiness !== undefined) {
    checks.push(
      atLeast("minMonthsInBusiness", "monthsInBusiness", {
        value: deal.monthsInBusiness,
        limit: c.minMonthsInBusiness,
        margin: warnMargins.monthsInBusiness,
        show: months,
        name: "time in business",
        unknown: "the business's start date is not given",
        explain,
      }),
    );
  }
  if (c.minMonthlyRevenueMinor !== undefined) {
    const revenue = sameCurrency ? deal.monthlyRevenueMinor : undefined;
    checks.push(
      atLeast("minMonthlyRevenueMinor", "monthlyRevenueMinor", {
        value: revenue,
        limit: c.minMonthlyRevenueMinor,
        margin: c.minMonthlyRevenueMinor * warnMargins.revenueShare,
        show: listingMoney,
        name: "monthly revenue",
        unknown: sameCurrency
          ? "monthly revenue is not given"
          : `monthly revenue is in ${deal.currency}, this listing's minimum in ${listing.currency}`,
        explain,
      }),
    );
  }
  if (c.maxPositions !== undefined) {
    checks.push(
      atMost("maxPositions", "positions", {
        value: deal.positions,
        limit: c.maxPositions,
        margin: 1,
        show: String,
        name: "existing advances",
        unknown: "the number of existing advances is not given",
        explain,
      }),
    );
  }
  if (c.maxExistingBalanceMinor !== undefined) {
    checks.push(
      atMost("maxExistingBalanceMinor", "existingBalanceMinor", {
        value: sameCurrency ? deal.existingBalanceMinor : undefined,
        limit: c.maxExistingBalanceMinor,
        margin: c.maxExistingBalanceMinor * warnMargins.revenueShare,
        show: listingMoney,
        name: "owed on existing advances",
        unknown: sameCurrency
          ? "what is owed on existing advances is not given"
          : `existing advances are in ${deal.currency}, this listing's maximum in ${listing.currency}`,
        explain,
      }),
    );
  }
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
function securityChecks(deal: DealFacts, listing: MatchListing, explain: boolean, checks: Check[]) {
  const c = listing.criteria;
  if (c.maxLtvBp !== undefined) {
    checks.push(
      atMost("maxLtvBp", "ltvBp", {
        value: deal.ltvBp,
        limit: c.maxLtvBp,
        margin: warnMargins.ltvBp,
        show: percent,
        name: "loan-to-value",
        unknown: "loan-to-value is not known (no property value)",
        explain,
      }),
    );
  }
  if (c.minDscrBp !== undefined) {
    checks.push(
      atLeast("minDscrBp", "dscrBp", {
        value: coverageFor(deal, listing),
        limit: c.minDscrBp,
        margin: warnMargins.dscrBp,
        show: times,
        name: "debt service coverage",
        unknown: deal.debtService
          ? "debt service coverage is not known (no interest rate given)"
          : "debt service coverage is not known (give the property's net operating income and the term)",
        explain,
      }),
    );
  }
}

/** One check for the term range. */
function termCheck(deal: DealFacts, c: ListingCriteria, explain: boolean): Check {
  const term = {
    value: deal.termMonths,
    show: months,
    name: "term",
    unknown: "no term given",
    explain,
  };
  return worseOf(
    c.termMinMonths !== undefined
      ? atLeast(
          "term",
          "termMonths",
          sideOf(term, c.termMinMonths, c.termMinMonths * warnMargins.termShare),
        )
      : undefined,
    c.termMaxMonths !== undefined
      ? atMost(
          "term",
          "termMonths",
          sideOf(term, c.termMaxMonths, c.termMaxMonths * warnMargins.termShare),
        )
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
    : {
        criterion: "requiredDocumentTypes",
        result: "pass",
        reason: explain ? `has the documents required (${list(required)})` : "",
      };
}

/** fail < unknown < warn < pass: the first is the one that speaks for a range. */
const ranks: Readonly<Record<Judgement, number>> = { fail: 0, unknown: 1, warn: 2, pass: 3 };

/** The worse of a range's two sides (at least one is set). */
function worseOf(a: Check | undefined, b: Check | undefined): Check {
  if (!a) return b!;
  if (!b) return a;
  return ranks[b.result] < ranks[a.result] ? b : a;
}

/** A listing with its judgement, how many of its criteria failed, and its id as a number (`idKey`). */
interface Judged {
  judgement: Ranked;
  listing: MatchListing;
  failures: number;
  /** What would let it in, when it fails one criterion only. */
  need: Need | undefined;
  key: number;
}

/**
 * The first 48 bits of a UUID as a number: comparing numbers sorts thousands of listings several
 * times faster than comparing id strings. Ordering by (key, id) is a total order whatever the
 * ids look like (an id that is not hex keys to what its hex prefix says, or 0).
 */
const idKey = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
const byId = (a: Judged, b: Judged) =>
  a.key - b.key || (a.listing.id < b.listing.id ? -1 : a.listing.id > b.listing.id ? 1 : 0);

/** Fit first, then the funder's response time, then the broker's commission, then the id: a total order. */
const bestFirst = (a: Judged, b: Judged): number =>
  b.judgement.fit - a.judgement.fit ||
  (a.listing.responseHours ?? Number.POSITIVE_INFINITY) -
    (b.listing.responseHours ?? Number.POSITIVE_INFINITY) ||
  (b.listing.brokerCommissionBp ?? 0) - (a.listing.brokerCommissionBp ?? 0) ||
  byId(a, b);

/** Fewest failed criteria first, then the better fit, then the id: a total order. */
const nearestFirst = (a: Judged, b: Judged) =>
  a.failures - b.failures || b.judgement.fit - a.judgement.fit || byId(a, b);

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
  // A listing failing one criterion can only be let in by a change to that criterion's fact
  // (each fact feeds one criterion), so each change is judged against its own candidates only.
  const candidates = new Map<string, { need: Need; listing: MatchListing }[]>();
  for (const { judgement, listing, failures, need } of excluded) {
    if (failures !== 1 || !need || fitting.has(judgement.funderId)) continue;
    const key = directionOf(need);
    const group = candidates.get(key);
    if (group) group.push({ need, listing });
    else candidates.set(key, [{ need, listing }]);
  }
  const suggestions: Suggestion[] = [];
  for (const group of candidates.values()) {
    const sorted = [...group].sort((a, b) => sizeOf(deal, a.need) - sizeOf(deal, b.need));
    const smallest = sorted[0]!.need;
    const largest = sorted.at(-1)!.need;
    for (const need of sizeOf(deal, largest) === sizeOf(deal, smallest)
      ? [smallest]
      : [smallest, largest]) {
      const changed = applyNeed(deal, need);
      const funders = new Set(
        group.filter((c) => judge(changed, c.listing, false).fits).map((c) => c.listing.funderId),
      );
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

/**
 * Judges every listing, ranks those that fit, orders the others nearest first and suggests what
 * would let the nearest in.
 */
export function match(deal: DealFacts, listings: readonly MatchListing[]): MatchResult {
  const fitting: Judged[] = [];
  const excluded: Judged[] = [];
  // Only what ranking needs is kept of each judgement: the checks of thousands of listings would
  // outlive the loop and cost the garbage collector more than judging them did.
  for (const listing of listings) {
    const { checks, ...judgement } = judge(deal, listing, false);
    let failures = 0;
    let need: Need | undefined;
    for (const check of checks)
      if (check.result === "fail") {
        failures++;
        need = check.need;
      }
    const key = idKey(listing.id);
    (failures ? excluded : fitting).push({
      judgement,
      listing,
      failures,
      need: failures === 1 ? need : undefined,
      key: Number.isNaN(key) ? 0 : key,
    });
  }
  fitting.sort(bestFirst);
  excluded.sort(nearestFirst);
  const fittingFunders = new Set(fitting.map((f) => f.judgement.funderId));
  return {
    fits: fitting.map((j) => j.judgement),
    excluded: excluded.map((j) => j.judgement),
    suggestions: suggest(deal, excluded, fittingFunders),
  };
}
