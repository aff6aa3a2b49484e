import { regionAndContaining } from "@portal/contract/deals/regions";
import type { ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import type { BorrowerRow, DealRow } from "../deals/service";

/**
 * What the matching engine judges (issue 5): a deal's facts and a listing's criteria, and how they
 * are read off a deal and held for thousands of listings. The engine is pure, no I/O, in
 * checks.ts (each criterion), verdict.ts (a listing's outcome), ranking.ts (the order) and
 * suggestions.ts (what change would let more in): same input, same output, on any database.
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
    excludedRegions: interned(c.excludedRegions),
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

/** Today's date (YYYY-MM-DD, UTC): what time in business and documents' expiry are judged on. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The types of a borrower's documents that have not expired: what `factsOf` takes. */
export const liveDocumentTypes = (items: readonly { type: string; expiryStatus: string }[]) => [
  ...new Set(items.filter((d) => d.expiryStatus !== "expired").map((d) => d.type)),
];

/** Whole months from `start` (YYYY-MM-DD) to `today`. */
export function monthsBetween(start: string, today: string): number {
  const [y1, m1, d1] = start.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split("-").map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** What `factsOf` reads of a deal and its borrower. */
export interface FactSource {
  deal: Pick<
    DealRow,
    | "product"
    | "amountMinor"
    | "currency"
    | "monthlyRevenueMinor"
    | "existingAdvancesMinor"
    | "existingAdvances"
    | "interestRateBp"
    | "termMonths"
  >;
  borrower: Pick<
    BorrowerRow,
    "owners" | "property" | "country" | "region" | "industry" | "startDate"
  >;
}

/** What the engine judges, read off the deal, its borrower and the types of the borrower's documents that have not expired. */
export function factsOf(
  { deal, borrower }: FactSource,
  documentTypes: readonly string[],
  today: string,
): DealFacts {
  const scores = borrower.owners
    .map((o) => o.creditScore)
    .filter((s): s is number => typeof s === "number");
  const property = borrower.property;
  return {
    product: deal.product,
    amountMinor: deal.amountMinor,
    currency: deal.currency,
    // A draft may not say yet (issue 36): the criteria that need it are "unknown".
    country: borrower.country ?? undefined,
    regions: borrower.region ? regionAndContaining(borrower.region) : undefined,
    industry: borrower.industry ?? undefined,
    // The weakest owner's score is the one funders go by.
    creditScore: scores.length ? Math.min(...scores) : undefined,
    monthsInBusiness: borrower.startDate ? monthsBetween(borrower.startDate, today) : undefined,
    monthlyRevenueMinor: deal.monthlyRevenueMinor ?? undefined,
    // Listed advances are counted; a total of nothing says there are none; a total alone, not how many.
    positions: deal.existingAdvances
      ? deal.existingAdvances.length
      : deal.existingAdvancesMinor === 0
        ? 0
        : undefined,
    existingBalanceMinor: deal.existingAdvancesMinor ?? undefined,
    propertyType: property?.type,
    ltvBp:
      property && property.valueMinor > 0
        ? Math.round((deal.amountMinor / property.valueMinor) * 10_000)
        : undefined,
    debtService:
      property?.monthlyIncomeMinor !== undefined && deal.termMonths
        ? {
            monthlyIncomeMinor: property.monthlyIncomeMinor,
            rateBp: deal.interestRateBp ?? undefined,
          }
        : undefined,
    termMonths: deal.termMonths ?? undefined,
    documentTypes,
  };
}
