import { z } from "zod";
import { criterionNames, listingSchema } from "../lenders/listing-schemas";

export const judgements = ["pass", "warn", "fail", "unknown"] as const;

export const listingJudgementSchema = z.object({
  listingId: z.string(),
  funderId: z.string(),
  fits: z.boolean(),
  /** Share of criteria met (warnings count half, unknowns nothing), 0 to 1. */
  fit: z.number(),
  checks: z.array(z.object({ criterion: z.enum(criterionNames), result: z.enum(judgements), reason: z.string() })),
  listing: listingSchema,
});

/** `GET /v1/user/deal/{id}/matches`: fitting listings ranked, the rest with their reasons, and what would change it. */
export const dealMatchesSchema = z.object({
  fits: z.array(listingJudgementSchema),
  excluded: z.array(listingJudgementSchema),
  suggestions: z.array(z.object({ sentence: z.string(), funders: z.number().int() })),
});
export type DealMatches = z.infer<typeof dealMatchesSchema>;
