import type { CheckValue, SuggestionFacts } from "@portal/contract/matching/check-schemas";
import type { Need } from "./checks";
import type { DealFacts, MatchListing } from "./facts";
import { fits, type Judged } from "./verdict";

/**
 * "What would change it" (issue 5): changes to one fact of the deal that would let excluded
 * listings in, as facts (the fact, which way, the value it would take, how many more funders would
 * then fit); the web words them (decision 069).
 */

/** The value a fact would take, with its kind: money in the deal's currency. */
function valueOf(deal: DealFacts, need: Need): CheckValue {
  if (need.fact === "documentTypes") return { kind: "documentType", codes: need.add };
  const n = "atLeast" in need ? need.atLeast : need.atMost;
  switch (need.fact) {
    case "amountMinor":
    case "monthlyRevenueMinor":
    case "existingBalanceMinor":
      return { kind: "money", minor: n, currency: deal.currency };
    case "creditScore":
      return { kind: "score", value: n };
    case "monthsInBusiness":
    case "termMonths":
      return { kind: "months", value: n };
    case "positions":
      return { kind: "count", value: n };
    case "ltvBp":
      return { kind: "percent", bp: n };
    case "dscrBp":
      return { kind: "ratio", bp: n };
  }
}

/** How far the change is from the deal's value, for months and counts ("3 more months"). */
function byOf(deal: DealFacts, need: Need): number | undefined {
  switch (need.fact) {
    case "monthsInBusiness":
    case "termMonths":
    case "positions":
      return sizeOf(deal, need);
    default:
      return undefined;
  }
}

/** A change as the contract says it (`funders` counted by the caller). */
function suggestionOf(deal: DealFacts, need: Need, funders: number): SuggestionFacts {
  const direction = "atLeast" in need ? "atLeast" : "atMost" in need ? "atMost" : "add";
  const by = byOf(deal, need);
  return {
    fact: need.fact,
    direction,
    to: valueOf(deal, need),
    ...(by === undefined ? {} : { by }),
    funders,
  };
}

/** The deal with one change applied. */
function applyNeed(deal: DealFacts, need: Need): DealFacts {
  if (need.fact === "documentTypes")
    return { ...deal, documentTypes: [...new Set([...(deal.documentTypes ?? []), ...need.add])] };
  return { ...deal, [need.fact]: "atLeast" in need ? need.atLeast : need.atMost };
}

/** The deal with a suggestion's change applied (what the broker would do). */
export function applySuggestion(deal: DealFacts, s: SuggestionFacts): DealFacts {
  const to = s.to;
  if ("codes" in to) return applyNeed(deal, { fact: "documentTypes", add: to.codes });
  const n = to.kind === "money" ? to.minor : "bp" in to ? to.bp : "value" in to ? to.value : 0;
  return { ...deal, [s.fact]: n };
}

/** Orders changes of the same fact and direction from the smallest to the largest. */
export function sizeOf(deal: DealFacts, need: Need): number {
  if (need.fact === "documentTypes") return need.add.length;
  const current = Number(deal[need.fact] ?? 0);
  return Math.abs(("atLeast" in need ? need.atLeast : need.atMost) - current);
}

/** The fact and the way it changes (which documents, for documents): changes compared within one. */
const directionOf = (need: Need) =>
  "atLeast" in need
    ? directions(need.fact).up
    : "atMost" in need
      ? directions(need.fact).down
      : `${need.fact}:${need.add.slice().sort().join("+")}`;

/** One string per fact and way up or down: thousands of needs are grouped by it in a match. */
const directionNames = new Map<string, { up: string; down: string }>();
function directions(fact: string) {
  let names = directionNames.get(fact);
  if (!names) directionNames.set(fact, (names = { up: `${fact}:up`, down: `${fact}:down` }));
  return names;
}

/** A total order's last word between two changes: the fact, the way, then the value. */
const keyOf = (need: Need) =>
  `${directionOf(need)}:${"atLeast" in need ? need.atLeast : "atMost" in need ? need.atMost : ""}`;

/**
 * Whether the criterion a listing failed is the only one of the listing that reads `need`'s fact
 * (checks.ts): then a change of that fact at least as large as the listing's own need lets it in,
 * and nothing need be judged again (issue 38: thousands of near listings per match). The amount
 * and the term also feed debt service coverage when it is computed (a deal giving the property's
 * income but no coverage, a listing with a minimum): that listing is judged again.
 */
function judgedAlone(deal: DealFacts, need: Need, listing: MatchListing): boolean {
  if (need.fact !== "amountMinor" && need.fact !== "termMonths") return true;
  return (
    listing.criteria.minDscrBp === undefined ||
    deal.dscrBp !== undefined ||
    deal.debtService === undefined
  );
}

/**
 * Among excluded listings that fail on one criterion only, and one a deal can change, the
 * smallest change per fact that lets at least one in, and the change that lets them all in, each
 * with how many more funders would then fit. Counted by judging again.
 */
export function suggest(
  deal: DealFacts,
  excluded: readonly Judged[],
  fitting: ReadonlySet<string>,
  limit = 5,
): SuggestionFacts[] {
  // A listing failing one criterion can only be let in by a change to that criterion's fact, so
  // each change is judged against its own candidates only (again: a fact may feed another
  // criterion too, as the amount feeds debt service coverage).
  const candidates = new Map<string, { need: Need; size: number; listing: MatchListing }[]>();
  for (const { listing, need } of excluded) {
    if (!need || fitting.has(listing.funderId)) continue;
    const key = directionOf(need);
    const candidate = { need, size: sizeOf(deal, need), listing };
    const group = candidates.get(key);
    if (group) group.push(candidate);
    else candidates.set(key, [candidate]);
  }
  const changes: { need: Need; size: number; funders: number }[] = [];
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
        if (
          c.size <= size &&
          !funders.has(c.listing.funderId) &&
          (judgedAlone(deal, need, c.listing) || fits(changed, c.listing))
        )
          funders.add(c.listing.funderId);
      if (funders.size > 0) changes.push({ need, size, funders: funders.size });
    }
  }
  // Most funders first; sizes compare only within one fact (months and money do not compare).
  return changes
    .sort(
      (a, b) =>
        b.funders - a.funders ||
        (a.need.fact === b.need.fact ? a.size - b.size : 0) ||
        (keyOf(a.need) < keyOf(b.need) ? -1 : 1),
    )
    .slice(0, limit)
    .map((c) => suggestionOf(deal, c.need, c.funders));
}
