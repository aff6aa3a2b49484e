import { z } from "zod";
import { listingSchema } from "../lenders/listing-schemas";
import { checkSchema, suggestionSchema } from "./check-schemas";

export const listingJudgementSchema = z.object({
  listingId: z.string(),
  funderId: z.string(),
  fits: z.boolean(),
  /** Share of criteria met (warnings count half, unknowns nothing), 0 to 1. */
  fit: z.number(),
  /** Every criterion the listing sets, as facts (the web words them). */
  checks: z.array(checkSchema),
  listing: listingSchema,
  /** The brokerage's own funder, not on the portal (Lenders > My funders): sent to by secure link. */
  outside: z.boolean(),
});

/** `GET /v1/user/deal/{id}/matches`: fitting listings ranked, the rest with their reasons, and what would change it. */
export const dealMatchesSchema = z.object({
  /** How many listings fit, and how many were judged and excluded (the lists below are the first of each). */
  fitCount: z.number().int(),
  excludedCount: z.number().int(),
  /** The best-ranked fitting listings (at most 50). */
  fits: z.array(listingJudgementSchema),
  /** The nearest excluded listings: fewest failed criteria first (at most 20). */
  excluded: z.array(listingJudgementSchema),
  suggestions: z.array(suggestionSchema),
  /**
   * Listings that newly fit this deal (published, or their criteria changed, since the broker last
   * looked) and that the broker has not seen: `PUT /v1/user/deal/{id}/matches/seen` clears them.
   */
  newFits: z.array(z.string()),
});
export type DealMatches = z.infer<typeof dealMatchesSchema>;

/**
 * `GET /v1/user/deal/{id}/matches/funders/{funderId}`: one deal judged against every published
 * listing of one funder of the directory (docs/decisions/042), fitting listings first.
 */
export const funderCheckSchema = z.object({
  funder: z.object({ id: z.string(), name: z.string() }),
  deal: z.object({ id: z.string(), reference: z.string() }),
  /** Whether any of the funder's listings fits the deal. */
  fits: z.boolean(),
  listings: z.array(listingJudgementSchema),
});
export type FunderCheck = z.infer<typeof funderCheckSchema>;
