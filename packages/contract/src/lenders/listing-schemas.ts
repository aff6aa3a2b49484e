import { z } from "zod";
import type { MessageKey } from "../messages";
import { dealProducts, propertyTypes, whole } from "../deals/deal-schemas";
import { industries } from "../deals/industries";
import { documentTypes } from "../documents/document-schemas";
import { countries, currencies } from "../user/user-options";

const minor = whole(0, 1e15, "moneyNumber");
/** ISO 3166-2 codes ("US-TX", "GB-SCT"). */
const regionCode = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
const regionList = z
  .array(z.string().regex(regionCode, { error: "regionCodes" }))
  .min(1, { error: "regionsRequired" })
  .max(500);
const list = <T extends readonly [string, ...string[]]>(values: T, error: MessageKey) =>
  z.array(z.enum(values, { error })).min(1, { error }).max(values.length);

/**
 * A listing's criteria (its "buy box"), each optional: what it leaves out, it does not judge.
 * Money in the listing's currency, minor units; ratios in basis points (LTV 75 % = 7500, DSCR
 * 1.25x = 12500).
 */
export const listingCriteriaSchema = z
  .strictObject({
    products: list(dealProducts, "productsRequired").optional(),
    amountMinMinor: minor.optional(),
    amountMaxMinor: minor.optional(),
    countries: list(
      countries as unknown as readonly [string, ...string[]],
      "countryChoice",
    ).optional(),
    /**
     * Regions served within those countries (e.g. US states "US-TX", UK nations "GB-SCT"); ISO
     * 3166-2. A region takes the subdivisions inside it (GB-SCT takes Glasgow, GB-GLG).
     */
    regions: regionList.optional(),
    /**
     * Regions not served ("all US states except CA, NY": countries US, these US-CA and US-NY); an
     * excluded region excludes the subdivisions inside it. Judged only for deals in a country of
     * these codes (decision 073): a deal elsewhere is for the country criterion to judge.
     */
    excludedRegions: regionList.optional(),
    excludedIndustries: list(industries, "industryChoice").optional(),
    minCreditScore: whole(300, 900, "creditScoreMinimum").optional(),
    minMonthsInBusiness: whole(0, 1200, "monthsInBusiness").optional(),
    minMonthlyRevenueMinor: minor.optional(),
    /** Most existing advances (positions) the business may already have. */
    maxPositions: whole(0, 20, "positionsRange").optional(),
    /** Most the business may still owe on its existing advances, in all. */
    maxExistingBalanceMinor: minor.optional(),
    propertyTypes: list(propertyTypes, "propertyTypeChoice").optional(),
    maxLtvBp: whole(1, 20_000, "ltvRange").optional(),
    minDscrBp: whole(1, 100_000, "dscrRange").optional(),
    termMinMonths: whole(1, 600, "termMonthsRange").optional(),
    termMaxMonths: whole(1, 600, "termMonthsRange").optional(),
    requiredDocumentTypes: list(documentTypes, "documentTypeChoice").optional(),
  })
  .superRefine((c, ctx) => {
    const order = (min: keyof typeof c, max: keyof typeof c) => {
      const lo = c[min];
      const hi = c[max];
      if (typeof lo === "number" && typeof hi === "number" && lo > hi)
        ctx.addIssue({ code: "custom", path: [min], message: "minAboveMax" });
    };
    order("amountMinMinor", "amountMaxMinor");
    order("termMinMonths", "termMaxMonths");
    for (const name of ["regions", "excludedRegions"] as const) {
      // A code refused as such is not said to be outside too.
      const outside = (c[name] ?? []).some(
        (r) => regionCode.test(r) && c.countries && !c.countries.includes(r.slice(0, 2)),
      );
      if (outside)
        ctx.addIssue({ code: "custom", path: [name], message: "regionOutsideCountries" });
    }
    if (c.excludedRegions?.some((r) => c.regions?.includes(r)))
      ctx.addIssue({
        code: "custom",
        path: ["excludedRegions"],
        message: "regionServedAndExcluded",
      });
  });
export type ListingCriteria = z.infer<typeof listingCriteriaSchema>;

/** What a criterion is called in reasons and forms. */
export const criterionNames = [
  "products",
  "amount",
  "countries",
  "regions",
  "excludedRegions",
  "excludedIndustries",
  "minCreditScore",
  "minMonthsInBusiness",
  "minMonthlyRevenueMinor",
  "maxPositions",
  "maxExistingBalanceMinor",
  "propertyTypes",
  "maxLtvBp",
  "minDscrBp",
  "term",
  "requiredDocumentTypes",
] as const;
export type CriterionName = (typeof criterionNames)[number];

export const listingTermsSchema = z.strictObject({
  name: z
    .string({ error: "listingNameRequired" })
    .trim()
    .min(1, { error: "listingNameRequired" })
    .max(200, { error: "tooLong" }),
  description: z
    .string({ error: "invalidValue" })
    .trim()
    .max(4000, { error: "tooLong" })
    .optional(),
  /** The currency the listing lends in; its amounts are in it. */
  currency: z.enum(currencies, { error: "currencyRequired" }),
  rateMinBp: whole(0, 100_000, "ratePercent").optional(),
  rateMaxBp: whole(0, 100_000, "ratePercent").optional(),
  /** Factor rates (merchant cash advance) in basis points of 1: 1.25 = 12500. */
  factorMinBp: whole(10_000, 30_000, "factorRange").optional(),
  factorMaxBp: whole(10_000, 30_000, "factorRange").optional(),
  brokerCommissionBp: whole(0, 10_000, "percentRange").optional(),
  promisedResponseHours: whole(1, 24 * 90, "hoursRange").optional(),
});

const listingShape = listingTermsSchema.extend({ criteria: listingCriteriaSchema.default({}) });
function checkRanges(
  l: { rateMinBp?: number; rateMaxBp?: number; factorMinBp?: number; factorMaxBp?: number },
  ctx: z.RefinementCtx,
) {
  if (l.rateMinBp !== undefined && l.rateMaxBp !== undefined && l.rateMinBp > l.rateMaxBp)
    ctx.addIssue({ code: "custom", path: ["rateMinBp"], message: "minAboveMax" });
  if (l.factorMinBp !== undefined && l.factorMaxBp !== undefined && l.factorMinBp > l.factorMaxBp)
    ctx.addIssue({ code: "custom", path: ["factorMinBp"], message: "minAboveMax" });
}
/** `POST /v1/lender`: a new listing (a draft). */
export const listingInputSchema = listingShape.superRefine(checkRanges);
export type ListingInput = z.input<typeof listingInputSchema>;
/** `PUT /v1/lender/{id}`: the whole listing again, with the version read (409 when it changed meanwhile). */
export const listingUpdateSchema = listingShape
  .extend({ version: z.coerce.number().int().min(1) })
  .superRefine(checkRanges);

export const listingStatuses = ["draft", "published"] as const;

export const listingSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  funderName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  currency: z.string(),
  status: z.enum(listingStatuses),
  version: z.number().int(),
  criteria: z.record(z.string(), z.unknown()),
  rateMinBp: z.number().int().nullable(),
  rateMaxBp: z.number().int().nullable(),
  factorMinBp: z.number().int().nullable(),
  factorMaxBp: z.number().int().nullable(),
  brokerCommissionBp: z.number().int().nullable(),
  promisedResponseHours: z.number().int().nullable(),
  /** The funder's measured response time (median hours to a first answer); null until measured. */
  measuredResponseHours: z.number().nullable(),
  criteriaUpdatedAt: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingListSchema = z.object({ items: z.array(listingSchema) });
/** `GET /v1/lender`'s pages. */
export const listingListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
