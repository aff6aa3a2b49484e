import { z } from "zod";
import { dealProducts } from "../deals/deal-schemas";
import { phone } from "../leads/lead-schemas";
import { listingCriteriaSchema, listingSchema, listingTermsSchema } from "./listing-schemas";

/**
 * A brokerage's own funders (issue 39, docs/decisions/068-outside-funders.md): funders it works
 * with that have no account on the portal. Each is kept under Lenders > My funders, has people
 * to mail, the products it funds and, optionally, the criteria it lends on in a listing's form;
 * deals go to it by secure link (`funder-link-schemas.ts`).
 */

const text = (max: number, error: "contactCompanyRequired" | "contactNameRequired") =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: "tooLong" });

export const funderContactEmail = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, { error: "emailEmpty" })
  .max(254, { error: "invalidEmailAddress" })
  .pipe(z.email({ error: "invalidEmailAddress" }))
  .transform((e) => e.toLowerCase());

/** A person at the funder who receives the links (and may answer from them). */
export const funderContactPersonSchema = z.strictObject({
  name: text(200, "contactNameRequired"),
  email: funderContactEmail,
  phone,
});
export const contactPeopleMax = 10;

/**
 * The criteria an outside funder lends on, in a listing's form (its terms without a name: the
 * company names it); null: none entered, and matching does not judge it.
 */
export const contactListingSchema = listingTermsSchema
  .omit({ name: true })
  .extend({ criteria: listingCriteriaSchema.default({}) });

/** `POST /v1/funder-contacts`, `PUT /v1/funder-contact/{id}` (with `version`). */
export const funderContactInputSchema = z
  .strictObject({
    company: text(200, "contactCompanyRequired"),
    people: z
      .array(funderContactPersonSchema, { error: "contactPeopleRequired" })
      .min(1, { error: "contactPeopleRequired" })
      .max(contactPeopleMax, { error: "contactPeopleTooMany" }),
    products: z
      .array(z.enum(dealProducts, { error: "invalidValue" }))
      .max(dealProducts.length)
      .default([]),
    notes: z.string({ error: "invalidValue" }).trim().max(4000, { error: "tooLong" }).optional(),
    listing: contactListingSchema.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    // The criteria's ranges, as a listing's.
    const l = c.listing;
    if (l?.rateMinBp !== undefined && l.rateMaxBp !== undefined && l.rateMinBp > l.rateMaxBp)
      ctx.addIssue({ code: "custom", path: ["listing", "rateMinBp"], message: "minAboveMax" });
    if (
      l?.factorMinBp !== undefined &&
      l.factorMaxBp !== undefined &&
      l.factorMinBp > l.factorMaxBp
    )
      ctx.addIssue({ code: "custom", path: ["listing", "factorMinBp"], message: "minAboveMax" });
    const seen = new Set<string>();
    c.people.forEach((p, i) => {
      if (seen.has(p.email))
        ctx.addIssue({
          code: "custom",
          path: ["people", i, "email"],
          message: "contactEmailTwice",
        });
      seen.add(p.email);
    });
  });
export type FunderContactInput = z.input<typeof funderContactInputSchema>;
export const funderContactUpdateSchema = z.intersection(
  funderContactInputSchema,
  z.strictObject({ version: z.coerce.number().int().min(1) }),
);

/** A member of a funder on the portal whose address a contact also lists: send through the portal instead. */
export const onPortalFunderSchema = z.object({
  email: z.string(),
  funderId: z.string(),
  funderName: z.string(),
  /** Its published listings (to send through); empty while it has none. */
  listingIds: z.array(z.string()),
});

export const funderContactSchema = z.object({
  id: z.string(),
  /** The funder's organization on the portal (an outside one until it creates an account). */
  funderId: z.string(),
  company: z.string(),
  people: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() })),
  products: z.array(z.enum(dealProducts)),
  notes: z.string().nullable(),
  /** Its criteria as a listing (what sending goes through); null: none entered. */
  listing: listingSchema.nullable(),
  /** The listing sending goes through, criteria or not. */
  listingId: z.string(),
  /** Whether the funder created its account (it is then a funder of the portal, awaiting approval or approved). */
  joined: z.boolean(),
  /** Addresses of this contact that belong to funders already on the portal. */
  onPortal: z.array(onPortalFunderSchema),
  version: z.number().int(),
  /** Deals sent to it, and how many of them are still open. */
  sentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FunderContact = z.infer<typeof funderContactSchema>;
export const funderContactListSchema = z.object({
  items: z.array(funderContactSchema),
  /** Whether the reader may add, edit and delete contacts and change the settings (owners, admins, managers). */
  canManage: z.boolean(),
});

/** How long a secure link lives unless renewed (the brokerage's setting): 1 to 90 days, 14 by default. */
export const linkDaysDefault = 14;
export const funderContactSettingsSchema = z.strictObject({
  linkDays: z.coerce
    .number({ error: "linkDaysRange" })
    .int({ error: "linkDaysRange" })
    .min(1, { error: "linkDaysRange" })
    .max(90, { error: "linkDaysRange" }),
});
