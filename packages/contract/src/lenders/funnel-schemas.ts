import { z } from "zod";
import { criterionNames } from "./listing-schemas";

// What a listing brings (issue 35): over a period, the deals it matched, was sent, offered on,
// won and funded, how fast the funder first answered, and the criteria the deals brokers sent
// most often failed (what to loosen).

/** The periods a funder may choose, in months back from today (UTC). */
export const funnelPeriods = [1, 3, 6, 12] as const;

/** `GET /v1/lender/{id}/funnel?months=`: the listing's funnel over the last `months` months. */
export const funnelQuerySchema = z.strictObject({
  months: z.coerce
    .number({ error: "invalidValue" })
    .refine((m) => (funnelPeriods as readonly number[]).includes(m), { error: "invalidValue" })
    .default(12),
});

/**
 * The funnel's steps. `matched`: open deals a broker was shown this listing as fitting (the deal's
 * matches, or a new fit) for the first time in the period. The later steps count the deals sent
 * through this listing in the period (its cohort): `sent`; `offered`, those the funder made an
 * offer on; `won`, those whose offer the broker accepted; `funded`, those of them funded.
 */
export const funnelSteps = ["matched", "sent", "offered", "won", "funded"] as const;

export const listingFunnelSchema = z.object({
  listingId: z.string(),
  months: z.number().int(),
  /** The period's first day (YYYY-MM-DD, UTC); it ends today. */
  from: z.string(),
  counts: z.record(z.enum(funnelSteps), z.number().int()),
  /**
   * Median hours from sending to the funder's first answer over the cohort, by the rule the
   * Lenders directory measures with (an item unanswered for 48 hours counts with its wait so far);
   * null with fewer than 3 to measure.
   */
  medianFirstAnswerHours: z.number().nullable(),
  /** The criteria the cohort's deals failed when sent, most often first (at most 5). */
  topFailures: z.array(z.object({ criterion: z.enum(criterionNames), deals: z.number().int() })),
});
export type ListingFunnel = z.infer<typeof listingFunnelSchema>;
