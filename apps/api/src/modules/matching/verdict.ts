import type { CriterionName } from "@portal/contract/lenders/listing-schemas";
import type { CheckCode, CheckFacts, JudgementName } from "@portal/contract/matching/check-schemas";
import { checksOf, type Checks, type Need, type Values } from "./checks";
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

/** A listing with its verdict, in one object: ranking judges thousands per match. */
export interface Judged extends Verdict {
  listing: MatchListing;
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

  /** Ready for the next listing: ranking counts thousands with one tally. */
  reset(): this {
    this.count = 0;
    this.score = 0;
    this.failures = 0;
    this.need = undefined;
    return this;
  }

  push(
    _criterion: CriterionName,
    result: JudgementName,
    _code: CheckCode,
    _values: Values | false | undefined,
    need?: Need,
  ) {
    this.count++;
    if (result === "fail") {
      this.failures++;
      this.need = need;
    } else this.score += result === "pass" ? 1 : result === "warn" ? 0.5 : 0;
  }

  verdict(): Verdict {
    const failures = this.failures;
    return { fits: failures === 0, fit: this.share(), failures, need: this.onlyNeed() };
  }

  /** The verdict with the listing, in one object: `into` if given (ranking reuses one). */
  judged(listing: MatchListing, into?: Judged): Judged {
    const failures = this.failures;
    if (!into)
      return { listing, fits: failures === 0, fit: this.share(), failures, need: this.onlyNeed() };
    into.listing = listing;
    into.fits = failures === 0;
    into.fit = this.share();
    into.failures = failures;
    into.need = this.onlyNeed();
    return into;
  }

  private share() {
    return this.count ? this.score / this.count : 1;
  }

  private onlyNeed() {
    return this.failures === 1 ? this.need : undefined;
  }
}

/** Counts checks and keeps them, for a judgement a person reads. */
class Kept extends Tally {
  checks: CheckFacts[] = [];

  override push(
    criterion: CriterionName,
    result: JudgementName,
    code: CheckCode,
    values: Values | false | undefined,
    need?: Need,
  ) {
    super.push(criterion, result, code, values, need);
    this.checks.push({ criterion, result, code, ...values });
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

/** The one tally `verdict` and `judged` count with (judging is synchronous: never two at once). */
const counting = new Tally();

/** How a listing fares, without building any check's values (a failure builds its need only). */
export const verdict = (deal: DealFacts, listing: MatchListing): Verdict =>
  checksOf(deal, listing, false, counting.reset()).verdict();

/** A listing with its verdict, as ranking keeps it: written into `into` when given (ranking judges thousands into one scratch object). */
export const judged = (deal: DealFacts, listing: MatchListing, into?: Judged): Judged =>
  checksOf(deal, listing, false, counting.reset()).judged(listing, into);

/** Whether a listing fits, building nothing. */
export const fits = (deal: DealFacts, listing: MatchListing): boolean =>
  checksOf(deal, listing, false, counting.reset()).failures === 0;
