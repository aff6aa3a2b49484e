import { z } from "zod";
import type { MessageKey } from "../messages";
import { industries } from "./industries";
import { countries, currencies } from "../user/user-options";
import { dealEventSources, dealStatuses } from "./deal-states";

export const dealProducts = [
  "term_loan",
  "line_of_credit",
  "merchant_cash_advance",
  "equipment_finance",
  "invoice_finance",
  "government_backed_loan",
  "commercial_real_estate",
  "bridge",
  "residential_investment",
] as const;
export type DealProduct = (typeof dealProducts)[number];
/** Products secured on property: the borrower's property is part of the deal. */
export const securedProducts: readonly DealProduct[] = [
  "commercial_real_estate",
  "bridge",
  "residential_investment",
];

export const entityTypes = [
  "sole_trader",
  "partnership",
  "limited_company",
  "llc",
  "corporation",
  "non_profit",
  "other",
] as const;
/**
 * Property types fine enough for real listings. "residential" and "commercial" are groups: a
 * listing that takes a group takes every type in it; a deal whose property is recorded only as a
 * group (as before the finer types) is "unknown" to a listing that takes some types of it.
 */
export const propertyTypes = [
  "residential",
  "single_family_rental",
  "multifamily",
  "commercial",
  "office",
  "retail",
  "industrial",
  "hospitality",
  "self_storage",
  "healthcare_facility",
  "special_purpose",
  "mixed_use",
  "land",
] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeGroups: Readonly<Partial<Record<PropertyType, PropertyType>>> = {
  single_family_rental: "residential",
  multifamily: "residential",
  office: "commercial",
  retail: "commercial",
  industrial: "commercial",
  hospitality: "commercial",
  self_storage: "commercial",
  healthcare_facility: "commercial",
  special_purpose: "commercial",
};
export const occupancies = ["owner_occupied", "tenanted", "vacant"] as const;

const text = (max: number) =>
  z.string({ error: "invalidValue" }).trim().max(max, { error: "tooLong" });
const required = (max: number, error: MessageKey) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: "tooLong" });
/** Money in minor units (cents), never floats; `error` says what is wrong with it. */
const money = (error: MessageKey) =>
  z.coerce.number({ error }).int({ error }).min(0, { error }).max(1e15, { error });
const minor = money("moneyNumber");
/** A whole number from `min` to `max`; `error` says what is allowed. */
export const whole = (min: number, max: number, error: MessageKey) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const isoDate = z.iso.date({ error: "invalidDate" });

export const ownerSchema = z.strictObject({
  name: required(200, "ownerNameRequired"),
  dateOfBirth: isoDate.optional(),
  /** Ownership in basis points (10000 = 100 %). */
  ownershipBp: whole(1, 10_000, "ownershipRange"),
  creditScore: whole(300, 900, "creditScoreRange").optional(),
});

export const propertySchema = z.strictObject({
  /** Left out while not known yet (a draft, decision 075): listings judging property types say "unknown". */
  type: z.enum(propertyTypes, { error: "propertyTypeRequired" }).optional(),
  address: required(500, "propertyAddressRequired"),
  valueMinor: money("propertyValueNumber"),
  /** Net operating income a month (rent less operating costs): the income DSCR is measured on. */
  monthlyIncomeMinor: minor.optional(),
  occupancy: z.enum(occupancies, { error: "occupancyChoice" }).optional(),
});

export const borrowerInputSchema = z.strictObject({
  legalName: required(200, "legalNameRequired"),
  tradingName: text(200).optional(),
  entityType: z.enum(entityTypes, { error: "entityTypeRequired" }),
  registrationNumber: text(100).optional(),
  /**
   * Industry and country may be left out while not known yet (a draft, decision 075): matching says
   * "unknown" for the criteria that need them, and sending asks for what the chosen listings need.
   */
  industry: z.enum(industries, { error: "chooseIndustry" }).optional(),
  startDate: isoDate.optional(),
  address: text(500).optional(),
  country: z.enum(countries as [string, ...string[]], { error: "countryRequired" }).optional(),
  /**
   * Where in the country the business is: an ISO 3166-2 subdivision of `country` (a US state, a UK
   * nation or council area, an emirate). The API checks it is one (deals/regions.ts); a region
   * without a country is refused (`regionNeedsCountry`).
   */
  region: z
    .string({ error: "regionChoice" })
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, { error: "regionChoice" })
    .optional(),
  owners: z.array(ownerSchema).max(20).default([]),
  property: propertySchema.optional(),
});
export type BorrowerInput = z.infer<typeof borrowerInputSchema>;

/**
 * Facts a draft may leave unknown that a listing's criteria need (decision 075): the industry for
 * `excludedIndustries`, the country for `countries` and `regions`, the property's type for
 * `propertyTypes`.
 */
export const neededFacts = ["industry", "country", "propertyType"] as const;
export type NeededFact = (typeof neededFacts)[number];
/**
 * What sending needs first: the `details` of a 409 `facts_needed` and the send preview's
 * `factsNeeded` (null when nothing is missing). The facts in one order, and each chosen listing
 * that needs some.
 */
export const factsNeededSchema = z.object({
  facts: z.array(z.enum(neededFacts)),
  listings: z.array(
    z.object({
      listingId: z.string(),
      funderName: z.string(),
      facts: z.array(z.enum(neededFacts)),
    }),
  ),
});
export type FactsNeeded = z.infer<typeof factsNeededSchema>;
/**
 * A borrower's change: any subset of its details (the API checks the result stays complete). The
 * owners are kept unless sent: their default (none) applies to a new borrower only, else a change
 * of one fact (the industry a sending asked for) would take the owners away.
 */
export const borrowerUpdateSchema = borrowerInputSchema
  .extend({ owners: z.array(ownerSchema).max(20).optional() })
  .partial();
/** Submitting a borrower's draft deal: the one named, or the only one. */
export const borrowerSubmitSchema = z.strictObject({
  dealId: z.uuid({ error: "invalidValue" }).optional(),
});

export const paymentFrequencies = ["daily", "weekly", "monthly"] as const;

/** An advance or loan the business is still paying (a "position"). */
export const existingAdvanceSchema = z.strictObject({
  funder: required(200, "advanceFunderRequired"),
  balanceMinor: money("advanceBalanceNumber"),
  paymentMinor: minor.optional(),
  paymentFrequency: z.enum(paymentFrequencies, { error: "paymentFrequencyChoice" }).optional(),
});
export type ExistingAdvance = z.infer<typeof existingAdvanceSchema>;

const dealFields = {
  product: z.enum(dealProducts, { error: "productRequired" }),
  amountMinor: money("amountNumber").refine((v) => v > 0, { error: "amountNumber" }),
  currency: z.enum(currencies, { error: "currencyRequired" }),
  purpose: required(2000, "purposeRequired"),
  termMonths: whole(1, 600, "termMonthsRange").optional(),
  monthlyRevenueMinor: minor.optional(),
  /**
   * What the business still owes on existing advances in all. With `existingAdvances` it is their
   * total (the API derives it); alone, it says how much is owed but not to how many funders.
   */
  existingAdvancesMinor: minor.optional(),
  /** Each existing advance (position); an empty list says there are none. */
  existingAdvances: z.array(existingAdvanceSchema).max(20, { error: "tooManyAdvances" }).optional(),
  /** The yearly interest rate the broker expects, for the debt service coverage of a property deal. */
  interestRateBp: whole(0, 100_000, "ratePercent").optional(),
};

/** `POST /v1/user/deals`: a new deal (a draft) with a new or an existing borrower. */
export const dealCreateSchema = z
  .strictObject({
    ...dealFields,
    borrowerId: z.uuid({ error: "invalidValue" }).optional(),
    borrower: borrowerInputSchema.optional(),
  })
  .refine((v) => !!v.borrowerId !== !!v.borrower, { path: ["borrower"], error: "invalidValue" });
export type DealCreateInput = z.infer<typeof dealCreateSchema>;

/** `POST /v1/user/deal/{id}`: any subset of the deal's own fields, with the version read. */
export const dealUpdateSchema = z
  .strictObject(dealFields)
  .partial()
  .extend({ version: z.coerce.number().int().min(1) });
export type DealUpdateInput = z.infer<typeof dealUpdateSchema>;

/** `POST /v1/user/deal/{id}/transition`: move the deal; end states (but funded) need a reason. */
export const dealTransitionSchema = z.strictObject({
  to: z.enum(dealStatuses, { error: "invalidValue" }),
  reason: text(1000).optional(),
  version: z.coerce.number().int().min(1),
});

export const dealListQuerySchema = z.strictObject({
  q: text(200).optional(),
  status: z.enum(dealStatuses).optional(),
  product: z.enum(dealProducts).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z
    .enum(["createdAt", "-createdAt", "amountMinor", "-amountMinor", "reference", "-reference"])
    .default("-createdAt"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

export const borrowerSchema = borrowerInputSchema.extend({
  id: z.string(),
  owners: z.array(ownerSchema),
});

export const dealSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(dealStatuses),
  version: z.number(),
  product: z.enum(dealProducts),
  amountMinor: z.number(),
  currency: z.string(),
  purpose: z.string(),
  termMonths: z.number().nullable(),
  monthlyRevenueMinor: z.number().nullable(),
  existingAdvancesMinor: z.number().nullable(),
  /** Null when the advances were not listed one by one. */
  existingAdvances: z.array(existingAdvanceSchema).nullable(),
  interestRateBp: z.number().nullable(),
  /** What was funded (set when the deal is funded; may differ from the amount asked). */
  fundedAmountMinor: z.number().nullable(),
  ownerId: z.string(),
  borrower: borrowerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/**
 * What the portal records about a deal's history entry, as facts (issue 36): the web words them in
 * the reader's language (features/deals/deal-events.ts), the API never writes the sentence.
 * `sent`: the deal went to a funder's listing (a dated entry, the deal's state unchanged);
 * `offer_accepted`: the broker accepted that funder's offer; `funded`: that funder funded it;
 * `crm_stage`: the CRM moved it to an ending stage without a reason, the stage as the CRM named it.
 */
export const dealEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("sent"), funderName: z.string(), listingName: z.string() }),
  z.object({ kind: z.literal("offer_accepted"), funderName: z.string() }),
  z.object({ kind: z.literal("funded"), funderName: z.string() }),
  z.object({ kind: z.literal("crm_stage"), stage: z.string() }),
]);
export type DealEvent = z.infer<typeof dealEventSchema>;
/** Every kind, for the tests that find a wording for each in both languages. */
export const dealEventKinds: readonly DealEvent["kind"][] = dealEventSchema.options.map(
  (o) => o.shape.kind.value,
);

export const dealHistoryEntrySchema = z.object({
  from: z.enum(dealStatuses).nullable(),
  to: z.enum(dealStatuses),
  actorId: z.string().nullable(),
  source: z.enum(dealEventSources),
  /** What the portal recorded, as facts; null for a plain move. */
  event: dealEventSchema.nullable(),
  /**
   * A person's own words: the reason typed for a move (lost, declined, withdrawn), or the CRM's;
   * also an old entry's text the migration to events could not read (0041).
   */
  reason: z.string().nullable(),
  at: z.string(),
});

export const dealDetailSchema = dealSchema.extend({ history: z.array(dealHistoryEntrySchema) });
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealPageSchema = z.object({
  items: z.array(
    dealSchema.omit({ borrower: true }).extend({
      borrowerName: z.string(),
      /** Published listings that newly fit the deal (published or changed since) and the broker has not seen yet. */
      newFits: z.number().int(),
    }),
  ),
  /** How many deals match, counted exactly up to a bound (1,000, or the end of this page if further). */
  total: z.number(),
  /** True when more than `total` deals match ("1,000+"): there is at least one page after this one. */
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type DealPage = z.infer<typeof dealPageSchema>;
/** One row of the deals list. */
export type DealListItem = DealPage["items"][number];
