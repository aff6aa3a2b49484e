import type { CheckFacts } from "@portal/contract/matching/check-schemas";
import { checksOf, type Checks, type Need } from "./checks";
import type { DealFacts, MatchListing } from "./facts";

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

/** A listing with its verdict. */
export interface Judged {
  listing: MatchListing;
  verdict: Verdict;
}

export interface ListingJudgement {
  listingId: string;
  funderId: string;
  fits: boolean;
  /** Share of criteria met, warnings counting half and unknowns nothing: 0 to 1. */
  fit: number;
  /** Every criterion the listing sets, as facts (the web words them). */
  checks: CheckFacts[];
  /** A listing a brokerage keeps for its own funder (decision 068), not one on the portal. */
  outside: boolean;
}

/** Counts checks into a verdict. */
class Tally implements Checks {
  count = 0;
  score = 0;
  failures = 0;
  need: Need | undefined = undefined;

  push(check: CheckFacts, need?: Need) {
    this.count++;
    if (check.result === "fail") {
      this.failures++;
      this.need = need;
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

/** Counts checks and keeps them, for a judgement a person reads. */
class Kept extends Tally {
  checks: CheckFacts[] = [];

  override push(check: CheckFacts, need?: Need) {
    super.push(check, need);
    this.checks.push(check);
  }
}

/** Every criterion the listing sets, judged against the deal, each with its facts. */
export function judge(deal: DealFacts, listing: MatchListing): ListingJudgement {
  const kept = checksOf(deal, listing, true, new Kept());
  const { fits, fit } = kept.verdict();
  const outside = listing.keptBy !== undefined;
  return {
    listingId: listing.id,
    funderId: listing.funderId,
    fits,
    fit,
    checks: kept.checks,
    outside,
  };
}

/** How a listing fares, without building any check's values (a failure builds its need only). */
export function verdict(deal: DealFacts, listing: MatchListing): Verdict {
  return checksOf(deal, listing, false, new Tally()).verdict();
}
