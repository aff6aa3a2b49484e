import { regionAndContaining } from "@portal/contract/deals/regions";
import type { BorrowerRow, DealRow } from "../deals/service";
import type { DealFacts } from "./engine";

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
    country: borrower.country,
    regions: borrower.region ? regionAndContaining(borrower.region) : undefined,
    industry: borrower.industry,
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
