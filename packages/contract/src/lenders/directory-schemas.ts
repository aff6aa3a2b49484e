import { z } from "zod";
import { dealProducts, whole } from "../deals/deal-schemas";
import { countries, currencies } from "../user/user-options";
import { listingSchema } from "./listing-schemas";

/**
 * `GET /v1/lenders`: the brokers' directory of approved funders (docs/decisions/042). Every filter
 * is optional; an amount is in a currency (a listing's limits are in the currency it lends in), so
 * `amountMinor` needs `currency`.
 */
export const directoryQuerySchema = z
  .strictObject({
    /** Part of the funder's name, any case. */
    q: z.string({ error: "invalidValue" }).trim().max(100, { error: "tooLong" }).optional(),
    product: z.enum(dealProducts, { error: "productRequired" }).optional(),
    amountMinor: whole(1, 1e15, "amountNumber").optional(),
    currency: z.enum(currencies, { error: "currencyRequired" }).optional(),
    country: z
      .enum(countries as unknown as readonly [string, ...string[]], { error: "countryChoice" })
      .optional(),
    page: whole(1, 10_000, "invalidValue").default(1),
    pageSize: whole(1, 50, "invalidValue").default(20),
  })
  .superRefine((query, ctx) => {
    if (query.amountMinor !== undefined && query.currency === undefined)
      ctx.addIssue({ code: "custom", path: ["currency"], message: "currencyRequired" });
  });
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** A funder as brokers find it: its published listings (those the filters keep) and what it measures. */
export const directoryFunderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its logo at `/v1/images/{id}`, when it has one. */
  logoUrl: z.string().nullable(),
  /** Median hours to a first answer over its latest submissions; null until enough have answered. */
  measuredResponseHours: z.number().nullable(),
  /** How many listings it has published in all (the filters may keep fewer). */
  publishedListings: z.number().int(),
  listings: z.array(listingSchema),
});
export type DirectoryFunder = z.infer<typeof directoryFunderSchema>;

export const directoryPageSchema = z.object({
  items: z.array(directoryFunderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Funders that have a published listing the filters keep. */
  total: z.number().int(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
