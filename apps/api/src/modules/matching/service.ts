import type { Document } from "@portal/contract/documents/document-schemas";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { industries } from "@portal/contract/deals/industries";
import type { DealService } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { LenderService } from "../lenders/service";
import { judge, match, type DealFacts, type ListingJudgement } from "./engine";

type Deal = Awaited<ReturnType<DealService["visibleDeal"]>>;

/** Whole months from `start` (YYYY-MM-DD) to `today`. */
export function monthsBetween(start: string, today: string): number {
  const [y1, m1, d1] = start.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split("-").map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** What the engine judges, read off the deal, its borrower and the borrower's documents. */
export function factsOf({ deal, borrower }: Pick<Deal, "deal" | "borrower">, documents: readonly Document[], today: string): DealFacts {
  const scores = borrower.owners.map((o) => o.creditScore).filter((s): s is number => typeof s === "number");
  const property = borrower.property;
  return {
    product: deal.product,
    amountMinor: deal.amountMinor,
    currency: deal.currency,
    country: borrower.country,
    industry: (industries as readonly string[]).includes(borrower.industry) ? borrower.industry : undefined,
    // The weakest owner's score is the one funders go by.
    creditScore: scores.length ? Math.min(...scores) : undefined,
    monthsInBusiness: borrower.startDate ? monthsBetween(borrower.startDate, today) : undefined,
    monthlyRevenueMinor: deal.monthlyRevenueMinor ?? undefined,
    positions: deal.existingAdvancesMinor === 0 ? 0 : undefined,
    propertyType: property?.type,
    ltvBp: property && property.valueMinor > 0 ? Math.round((deal.amountMinor / property.valueMinor) * 10_000) : undefined,
    termMonths: deal.termMonths ?? undefined,
    documentTypes: [...new Set(documents.filter((d) => d.expiryStatus !== "expired").map((d) => d.type))],
  };
}

/** A broker reads the best fits and the nearest misses, not every listing (the counts say how many). */
const shownFits = 50;
const shownExcluded = 20;

/** `GET /v1/user/deal/{id}/matches`: every published listing that may fit, judged and ranked. */
export function createMatchingService(deals: DealService, documents: DocumentService, lenders: LenderService) {
  return {
    async forDeal(userId: string, dealId: string): Promise<DealMatches> {
      const found = await deals.visibleDeal(userId, dealId);
      // The deal was checked above: its borrower's documents need no second access check.
      const items = await documents.ofBorrower(found.borrower.id);
      const facts = factsOf(found, items, new Date().toISOString().slice(0, 10));
      const candidates = await lenders.candidatesFor(facts);
      const result = match(facts, candidates);
      // Nearest first: fewest failed criteria, then the better fit, then the id (a stable order).
      const failures = new Map(result.excluded.map((j) => [j.listingId, j.checks.filter((c) => c.result === "fail").length]));
      const nearest = [...result.excluded].sort((a, b) => failures.get(a.listingId)! - failures.get(b.listingId)! || b.fit - a.fit || (a.listingId < b.listingId ? -1 : 1));
      const fits = result.fits.slice(0, shownFits);
      const excluded = nearest.slice(0, shownExcluded);
      // Ranked on results alone; the listings are read and the sentences written for those shown.
      const byId = new Map(candidates.map((c) => [c.id, c]));
      const listings = new Map((await lenders.shown([...fits, ...excluded].map((j) => j.listingId))).map((l) => [l.id, l]));
      const shown = (judgements: ListingJudgement[]) =>
        judgements.filter((j) => listings.has(j.listingId)).map((j) => ({ ...judge(facts, byId.get(j.listingId)!), listing: listings.get(j.listingId)! }));
      return {
        fitCount: result.fits.length,
        excludedCount: result.excluded.length,
        fits: shown(fits),
        excluded: shown(excluded),
        suggestions: result.suggestions.map(({ sentence, funders }) => ({ sentence, funders })),
      };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
