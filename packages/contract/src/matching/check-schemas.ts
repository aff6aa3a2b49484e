import { z } from "zod";
import { criterionNames, type CriterionName } from "../lenders/listing-schemas";

/**
 * What matching says of a criterion, as facts and never as a sentence (issue 36): the web words
 * them in the reader's language (features/matching/reasons.ts), the same way on the deal's Funders
 * tab, the lender check, the funder's inbox and the secure link page.
 */

export const judgements = ["pass", "warn", "fail", "unknown"] as const;
export type JudgementName = (typeof judgements)[number];

/** Kinds of a vocabulary value: each code is worded by the web's list of that vocabulary. */
export const codeKinds = [
  "product",
  "country",
  "region",
  "industry",
  "propertyType",
  "documentType",
] as const;

/** A value a check compared, with its kind. */
export const checkValueSchema = z.discriminatedUnion("kind", [
  /** An amount in minor units of its currency. */
  z.object({ kind: z.literal("money"), minor: z.number(), currency: z.string() }),
  /** A currency alone (the listing lends in it). */
  z.object({ kind: z.literal("currency"), currency: z.string() }),
  /** A credit score. */
  z.object({ kind: z.literal("score"), value: z.number() }),
  /** How many (existing advances). */
  z.object({ kind: z.literal("count"), value: z.number() }),
  /** A number of months (time in business, term). */
  z.object({ kind: z.literal("months"), value: z.number() }),
  /** A share in basis points (loan-to-value): 7500 is 75 %. */
  z.object({ kind: z.literal("percent"), bp: z.number() }),
  /** A ratio in basis points (debt service coverage): 12500 is 1.25x. */
  z.object({ kind: z.literal("ratio"), bp: z.number() }),
  /** Codes of one vocabulary: one for a deal's value, the list a listing takes or excludes. */
  z.object({ kind: z.enum(codeKinds), codes: z.array(z.string()) }),
]);
export type CheckValue = z.infer<typeof checkValueSchema>;

/**
 * What a check found, one code per way the engine can judge a criterion:
 * - `meets_minimum`, `close_to_minimum`, `below_minimum`: the deal's value against the listing's minimum;
 * - `within_maximum`, `close_to_maximum`, `above_maximum`: against its maximum;
 * - `within_range`: between the listing's `listing` and `listingTo`;
 * - `not_given`: the deal does not say (the listing's limit or list in `listing`);
 * - `accepted`, `not_accepted`: the deal's code is (in) one the listing takes, or not;
 * - `broader`: the deal's code is broader than some the listing takes (the broker can say which);
 * - `excluded`: the deal's industry or region is excluded (`listing`: the code the listing excludes
 *   it by);
 * - `not_excluded`; `broad_excluded`: the deal's industry or region is broad and the listing
 *   excludes some in it (a business in Scotland, a listing excluding Glasgow);
 * - `other_currency`: the listing's money is in another currency than the deal's (`deal` and
 *   `listing`: the two currencies);
 * - `no_rate`: debt service coverage needs an interest rate; `no_income`: it needs the property's
 *   net operating income and the term;
 * - `documents_present`, `documents_missing`: the listing's required documents (`listing`: the
 *   required ones, or the missing ones).
 */
export const checkCodes = [
  "meets_minimum",
  "close_to_minimum",
  "below_minimum",
  "within_maximum",
  "close_to_maximum",
  "above_maximum",
  "within_range",
  "not_given",
  "accepted",
  "not_accepted",
  "broader",
  "excluded",
  "not_excluded",
  "broad_excluded",
  "other_currency",
  "no_rate",
  "no_income",
  "documents_present",
  "documents_missing",
] as const;
export type CheckCode = (typeof checkCodes)[number];

const atLeastCodes = ["meets_minimum", "close_to_minimum", "below_minimum"] as const;
const atMostCodes = ["within_maximum", "close_to_maximum", "above_maximum"] as const;
const takenCodes = ["not_given", "accepted", "not_accepted", "broader"] as const;

/**
 * Every code the engine can return for each criterion, and no other (its unit test holds it to
 * this): the web's wording test words each pair in every language. A product and an amount are
 * always given; a range (`amount`, `term`) gives `within_range` when both ends are set.
 */
export const codesByCriterion: Readonly<Record<CriterionName, readonly CheckCode[]>> = {
  products: ["accepted", "not_accepted"],
  amount: [...atLeastCodes, ...atMostCodes, "within_range", "other_currency"],
  countries: ["not_given", "accepted", "not_accepted"],
  regions: takenCodes,
  excludedRegions: ["not_given", "excluded", "not_excluded", "broad_excluded"],
  excludedIndustries: ["not_given", "excluded", "not_excluded", "broad_excluded"],
  minCreditScore: ["not_given", ...atLeastCodes],
  minMonthsInBusiness: ["not_given", ...atLeastCodes],
  minMonthlyRevenueMinor: ["not_given", ...atLeastCodes, "other_currency"],
  maxPositions: ["not_given", ...atMostCodes],
  maxExistingBalanceMinor: ["not_given", ...atMostCodes, "other_currency"],
  propertyTypes: takenCodes,
  maxLtvBp: ["not_given", ...atMostCodes],
  minDscrBp: ["no_rate", "no_income", ...atLeastCodes],
  term: ["not_given", ...atLeastCodes, ...atMostCodes, "within_range"],
  requiredDocumentTypes: ["documents_present", "documents_missing"],
};

export const checkSchema = z.object({
  criterion: z.enum(criterionNames),
  result: z.enum(judgements),
  code: z.enum(checkCodes),
  /** The deal's value the criterion was judged on (absent when the deal does not give it). */
  deal: checkValueSchema.optional(),
  /**
   * The listing's limit, list or currency; the lower end of a range. A range not judged
   * (`not_given` for `term`) gives its minimum here and its maximum in `listingTo`, either alone
   * when the listing sets one end only.
   */
  listing: checkValueSchema.optional(),
  /** The upper end of the listing's range (`within_range`). */
  listingTo: checkValueSchema.optional(),
});
export type CheckFacts = z.infer<typeof checkSchema>;

/** The deal facts a suggestion may change. */
export const needFacts = [
  "amountMinor",
  "creditScore",
  "monthsInBusiness",
  "monthlyRevenueMinor",
  "positions",
  "existingBalanceMinor",
  "ltvBp",
  "dscrBp",
  "termMonths",
  "documentTypes",
] as const;

/**
 * "What would change it": one change to one fact of the deal and how many more funders would then
 * fit. `to` is the value the fact would take (the documents to upload, for `documentTypes`);
 * `by` how far that is from the deal's value today, for months and counts ("3 more months").
 */
export const suggestionSchema = z.object({
  fact: z.enum(needFacts),
  direction: z.enum(["atLeast", "atMost", "add"]),
  to: checkValueSchema,
  by: z.number().optional(),
  funders: z.number().int(),
});
export type SuggestionFacts = z.infer<typeof suggestionSchema>;
