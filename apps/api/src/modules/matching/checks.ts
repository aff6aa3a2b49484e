import type { CriterionName, ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import type {
  CheckCode,
  CheckFacts,
  CheckValue,
  JudgementName,
} from "@portal/contract/matching/check-schemas";
import { propertyTypeGroups } from "@portal/contract/deals/deal-schemas";
import { dscrBp } from "@portal/contract/deals/dscr";
import { industriesWithin, industryAndContaining } from "@portal/contract/deals/industries";
import { regionAndContaining } from "@portal/contract/deals/regions";
import type { DealFacts, MatchListing } from "./facts";

/**
 * Each criterion a listing sets, judged against a deal: the outcome, a code saying how, and (for
 * the few a person reads) the deal's and the listing's values with their kinds. Never a sentence:
 * the web words the facts in the reader's language (decision 069). The codes each criterion can
 * give are the contract's `codesByCriterion`.
 */

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

/** The values of a check a person reads; built only when explaining. */
export type Values = Pick<CheckFacts, "deal" | "listing" | "listingTo">;

/**
 * Where checks go as they are made: counted as they come (ranking thousands of listings builds no
 * check), and kept with their values only when explaining.
 */
export interface Checks {
  /** `values`: when explaining (else false or undefined); `need`: what would let the listing in, for a failed check. */
  push(
    criterion: CriterionName,
    result: JudgementName,
    code: CheckCode,
    values: Values | false | undefined,
    need?: Need,
  ): void;
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

/** Makes a value of a number's kind; none when ranking. */
type Show = (n: number) => CheckValue;
const asScore: Show = (value) => ({ kind: "score", value });
const asCount: Show = (value) => ({ kind: "count", value });
const asMonths: Show = (value) => ({ kind: "months", value });
const asPercent: Show = (bp) => ({ kind: "percent", bp });
const asRatio: Show = (bp) => ({ kind: "ratio", bp });
const asMoney =
  (currency: string): Show =>
  (minor) => ({ kind: "money", minor, currency });
const asCurrency = (currency: string): CheckValue => ({ kind: "currency", currency });

/** A vocabulary's codes as a value. */
type CodeKind = Extract<CheckValue, { codes: string[] }>["kind"];
const codesOf = (kind: CodeKind, codes: readonly string[]): CheckValue => ({
  kind,
  codes: [...codes],
});

/** `value` must be at least `limit`; within `margin` above it is a warning. */
function atLeast(
  checks: Checks,
  criterion: CriterionName,
  fact: Extract<Need, { atLeast: number }>["fact"],
  value: number | undefined,
  limit: number,
  margin: number,
  show: Show | undefined,
) {
  if (value === undefined)
    checks.push(criterion, "unknown", "not_given", show && { listing: show(limit) });
  else if (value < limit)
    checks.push(
      criterion,
      "fail",
      "below_minimum",
      show && { deal: show(value), listing: show(limit) },
      { fact, atLeast: limit },
    );
  else {
    const close = value < limit + margin;
    const values = show && { deal: show(value), listing: show(limit) };
    checks.push(
      criterion,
      close ? "warn" : "pass",
      close ? "close_to_minimum" : "meets_minimum",
      values,
    );
  }
}

/** `value` must be at most `limit`; within `margin` below it is a warning. */
function atMost(
  checks: Checks,
  criterion: CriterionName,
  fact: Extract<Need, { atMost: number }>["fact"],
  value: number | undefined,
  limit: number,
  margin: number,
  show: Show | undefined,
) {
  if (value === undefined)
    checks.push(criterion, "unknown", "not_given", show && { listing: show(limit) });
  else if (value > limit)
    checks.push(
      criterion,
      "fail",
      "above_maximum",
      show && { deal: show(value), listing: show(limit) },
      { fact, atMost: limit },
    );
  else {
    const close = value > limit - margin;
    const values = show && { deal: show(value), listing: show(limit) };
    checks.push(
      criterion,
      close ? "warn" : "pass",
      close ? "close_to_maximum" : "within_maximum",
      values,
    );
  }
}

/**
 * A range (amount, term), one check: the failing side, else a side close to its end, else the
 * range. An end alone is judged as a minimum or a maximum.
 */
function range(
  checks: Checks,
  criterion: "amount" | "term",
  fact: "amountMinor" | "termMonths",
  value: number | undefined,
  min: number | undefined,
  max: number | undefined,
  share: number,
  show: Show | undefined,
) {
  if (value === undefined)
    return checks.push(
      criterion,
      "unknown",
      "not_given",
      show && {
        ...(min === undefined ? {} : { listing: show(min) }),
        ...(max === undefined ? {} : { listingTo: show(max) }),
      },
    );
  if (min === undefined) return atMost(checks, criterion, fact, value, max!, max! * share, show);
  if (max === undefined) return atLeast(checks, criterion, fact, value, min, min * share, show);
  // A failing side speaks before a side close to its end (the two may overlap in a narrow range).
  if (value < min || (value <= max && value < min + min * share))
    return atLeast(checks, criterion, fact, value, min, min * share, show);
  if (value > max - max * share)
    return atMost(checks, criterion, fact, value, max, max * share, show);
  checks.push(
    criterion,
    "pass",
    "within_range",
    show && { deal: show(value), listing: show(min), listingTo: show(max) },
  );
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

/**
 * The deal's value must be one the listing takes, or lie in one. A value broader than some the
 * listing takes (a "residential" property, a listing taking multifamily only) is "unknown": the
 * broker can say which. The value itself is tried first: ranking thousands of listings takes
 * that path, without building any list.
 */
function oneOf(
  checks: Checks,
  criterion: CriterionName,
  kind: CodeKind,
  value: string | undefined,
  allowed: readonly string[],
  containing: Containing,
  explain: boolean,
) {
  const listing = explain ? codesOf(kind, allowed) : undefined;
  if (value === undefined)
    return checks.push(criterion, "unknown", "not_given", explain && { listing });
  const deal = explain ? codesOf(kind, [value]) : undefined;
  if (allowed.includes(value) || containing(value).some((code) => allowed.includes(code)))
    return checks.push(criterion, "pass", "accepted", explain && { deal, listing });
  const broader = allowed.some((a) => a !== value && containing(a).includes(value));
  checks.push(
    criterion,
    broader ? "unknown" : "fail",
    broader ? "broader" : "not_accepted",
    explain && { deal, listing },
  );
}

/**
 * Every criterion the listing sets, judged against the deal, into `checks`, in the order brokers
 * read them in. Without `explain` the checks carry no values: ranking thousands of listings needs
 * the results only, and the values are built for the few shown.
 */
export function checksOf<C extends Checks>(
  deal: DealFacts,
  listing: MatchListing,
  explain: boolean,
  checks: C,
): C {
  const c = listing.criteria;
  if (c.products) oneOf(checks, "products", "product", deal.product, c.products, flat, explain);
  if (c.amountMinMinor !== undefined || c.amountMaxMinor !== undefined)
    amountCheck(checks, deal, listing, explain);
  placeAndIndustryChecks(checks, deal, c, explain);
  businessChecks(checks, deal, listing, explain);
  if (c.propertyTypes)
    oneOf(
      checks,
      "propertyTypes",
      "propertyType",
      deal.propertyType,
      c.propertyTypes,
      inPropertyGroup,
      explain,
    );
  securityChecks(checks, deal, listing, explain);
  if (c.termMinMonths !== undefined || c.termMaxMonths !== undefined) {
    const share = warnMargins.termShare;
    const show = explain ? asMonths : undefined;
    range(
      checks,
      "term",
      "termMonths",
      deal.termMonths,
      c.termMinMonths,
      c.termMaxMonths,
      share,
      show,
    );
  }
  if (c.requiredDocumentTypes) documentsCheck(checks, deal, c.requiredDocumentTypes, explain);
  return checks;
}

/** The amount range, in the listing's currency (another currency fails). */
function amountCheck(checks: Checks, deal: DealFacts, listing: MatchListing, explain: boolean) {
  const c = listing.criteria;
  if (deal.currency !== listing.currency)
    return checks.push(
      "amount",
      "fail",
      "other_currency",
      explain && { deal: asCurrency(deal.currency), listing: asCurrency(listing.currency) },
    );
  const show = explain ? asMoney(listing.currency) : undefined;
  const share = warnMargins.amountShare;
  range(
    checks,
    "amount",
    "amountMinor",
    deal.amountMinor,
    c.amountMinMinor,
    c.amountMaxMinor,
    share,
    show,
  );
}

/** Where the business is and what it does. */
function placeAndIndustryChecks(
  checks: Checks,
  deal: DealFacts,
  c: ListingCriteria,
  explain: boolean,
) {
  if (c.countries) oneOf(checks, "countries", "country", deal.country, c.countries, flat, explain);
  // The deal's country, or its region's when only that is given.
  const country = deal.country ?? deal.regions?.[0]?.slice(0, 2);
  if (c.regions && judgesRegions(c.regions, country, !c.countries)) {
    const region = deal.regions?.[0];
    oneOf(checks, "regions", "region", region, c.regions, regionAndContaining, explain);
  }
  if (c.excludedRegions && judgesRegions(c.excludedRegions, country, false))
    excludedCheck(
      checks,
      "excludedRegions",
      "region",
      deal.regions,
      c.excludedRegions,
      regionInside,
      explain,
    );
  if (c.excludedIndustries)
    excludedCheck(
      checks,
      "excludedIndustries",
      "industry",
      deal.industry === undefined ? undefined : industryAndContaining(deal.industry),
      c.excludedIndustries,
      industryInside,
      explain,
    );
}

/**
 * Whether a listing's regions (served or excluded) judge a deal in `country` (decision 073): a
 * deal in a country none of the codes lie in is the country criterion's to refuse, not the
 * regions' too ("the US except California" refuses a Canadian business on country only). Served
 * regions of a listing that names no countries (`alone`) are its only word on place, and judge
 * every deal. A deal whose country is not known is judged ("unknown").
 */
function judgesRegions(codes: readonly string[], country: string | undefined, alone: boolean) {
  return alone || country === undefined || codes.some((code) => code.startsWith(country));
}

/**
 * The deal's code must not be excluded, nor lie in an excluded one (excluding Scotland excludes
 * Glasgow; excluding legal services excludes title and escrow, at any depth); a code some of whose
 * inner codes are excluded is "unknown" (Scotland, a listing excluding Glasgow): the broker can say
 * which. `chain`: the deal's code and those it lies in, innermost first; `inside(a, b)`: whether
 * code `a` lies inside code `b`.
 */
function excludedCheck(
  checks: Checks,
  criterion: "excludedRegions" | "excludedIndustries",
  kind: "region" | "industry",
  chain: readonly string[] | undefined,
  excluded: readonly string[],
  inside: (a: string, b: string) => boolean,
  explain: boolean,
) {
  const value = chain?.[0];
  if (value === undefined)
    return checks.push(
      criterion,
      "unknown",
      "not_given",
      explain && { listing: codesOf(kind, excluded) },
    );
  const deal = explain ? codesOf(kind, [value]) : undefined;
  let hit: string | undefined;
  for (const code of chain!)
    if (excluded.includes(code)) {
      hit = code;
      break;
    }
  if (hit)
    return checks.push(
      criterion,
      "fail",
      "excluded",
      explain && { deal, listing: codesOf(kind, [hit]) },
    );
  if (!explain) {
    // Ranking thousands: whether any excluded code lies inside, without building the list.
    let broad = false;
    for (const code of excluded)
      if (code !== value && inside(code, value)) {
        broad = true;
        break;
      }
    return checks.push(
      criterion,
      broad ? "unknown" : "pass",
      broad ? "broad_excluded" : "not_excluded",
      false,
    );
  }
  const within = excluded.filter((code) => code !== value && inside(code, value));
  checks.push(
    criterion,
    within.length ? "unknown" : "pass",
    within.length ? "broad_excluded" : "not_excluded",
    explain && { deal, listing: codesOf(kind, within.length ? within : excluded) },
  );
}

const regionInside = (a: string, b: string) => regionAndContaining(a).includes(b);
const industryInside = (a: string, b: string) =>
  (industriesWithin(b) as readonly string[]).includes(a);

/**
 * Money judged in the listing's currency: a deal's amount in another currency is "unknown"
 * (`other_currency`), one not given `not_given` whatever the currency.
 */
function inCurrency(
  checks: Checks,
  criterion: "minMonthlyRevenueMinor" | "maxExistingBalanceMinor",
  deal: DealFacts,
  value: number | undefined,
  listing: MatchListing,
  explain: boolean,
): boolean {
  if (value === undefined || deal.currency === listing.currency) return false;
  checks.push(
    criterion,
    "unknown",
    "other_currency",
    explain && { deal: asCurrency(deal.currency), listing: asCurrency(listing.currency) },
  );
  return true;
}

/** The business's credit, age, revenue and existing advances. */
function businessChecks(checks: Checks, deal: DealFacts, listing: MatchListing, explain: boolean) {
  const c = listing.criteria;
  const money = explain ? asMoney(listing.currency) : undefined;
  if (c.minCreditScore !== undefined)
    atLeast(
      checks,
      "minCreditScore",
      "creditScore",
      deal.creditScore,
      c.minCreditScore,
      warnMargins.creditScorePoints,
      explain ? asScore : undefined,
    );
  if (c.minMonthsInBusiness !== undefined)
    atLeast(
      checks,
      "minMonthsInBusiness",
      "monthsInBusiness",
      deal.monthsInBusiness,
      c.minMonthsInBusiness,
      warnMargins.monthsInBusiness,
      explain ? asMonths : undefined,
    );
  const revenue = deal.monthlyRevenueMinor;
  if (
    c.minMonthlyRevenueMinor !== undefined &&
    !inCurrency(checks, "minMonthlyRevenueMinor", deal, revenue, listing, explain)
  )
    atLeast(
      checks,
      "minMonthlyRevenueMinor",
      "monthlyRevenueMinor",
      revenue,
      c.minMonthlyRevenueMinor,
      c.minMonthlyRevenueMinor * warnMargins.revenueShare,
      money,
    );
  if (c.maxPositions !== undefined)
    atMost(
      checks,
      "maxPositions",
      "positions",
      deal.positions,
      c.maxPositions,
      1,
      explain ? asCount : undefined,
    );
  const owed = deal.existingBalanceMinor;
  if (
    c.maxExistingBalanceMinor !== undefined &&
    !inCurrency(checks, "maxExistingBalanceMinor", deal, owed, listing, explain)
  )
    atMost(
      checks,
      "maxExistingBalanceMinor",
      "existingBalanceMinor",
      owed,
      c.maxExistingBalanceMinor,
      c.maxExistingBalanceMinor * warnMargins.revenueShare,
      money,
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
function securityChecks(checks: Checks, deal: DealFacts, listing: MatchListing, explain: boolean) {
  const c = listing.criteria;
  if (c.maxLtvBp !== undefined)
    atMost(
      checks,
      "maxLtvBp",
      "ltvBp",
      deal.ltvBp,
      c.maxLtvBp,
      warnMargins.ltvBp,
      explain ? asPercent : undefined,
    );
  if (c.minDscrBp === undefined) return;
  const coverage = coverageFor(deal, listing);
  if (coverage === undefined)
    // With the property's income (and the term) only a rate is missing; without it, the income.
    return checks.push(
      "minDscrBp",
      "unknown",
      deal.debtService ? "no_rate" : "no_income",
      explain && { listing: asRatio(c.minDscrBp) },
    );
  const show = explain ? asRatio : undefined;
  atLeast(checks, "minDscrBp", "dscrBp", coverage, c.minDscrBp, warnMargins.dscrBp, show);
}

/** The documents the listing requires, among the borrower's that have not expired. */
function documentsCheck(
  checks: Checks,
  deal: DealFacts,
  required: readonly string[],
  explain: boolean,
) {
  const have = deal.documentTypes ?? [];
  const missing = required.filter((t) => !have.includes(t));
  const criterion = "requiredDocumentTypes";
  if (missing.length)
    checks.push(
      criterion,
      "fail",
      "documents_missing",
      explain && { listing: codesOf("documentType", missing) },
      { fact: "documentTypes", add: missing },
    );
  else
    checks.push(
      criterion,
      "pass",
      "documents_present",
      explain && { listing: codesOf("documentType", required) },
    );
}
