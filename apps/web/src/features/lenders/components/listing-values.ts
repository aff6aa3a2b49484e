import { z } from "zod";
import { toMinor } from "@portal/contract/deals/money";
import {
  listingInputSchema,
  type Listing,
  type ListingCriteria,
  type ListingInput,
} from "@portal/contract/lenders/listing-schemas";
import { fromMinor } from "@/lib/format";

// A listing as typed in its form: every term and criterion under the contract's own name (so the
// form's check and the server's refusals land on the same fields), numbers as text, lists as codes.

const text = z.string();
const codes = z.array(z.string());

/**
 * Where within its countries a listing lends (decision 073): every region, only `regions`, or every
 * region but `excludedRegions`. The form's choice, not a criterion: it says which list is sent.
 */
export const regionScopes = ["all", "only", "except"] as const;

/** The form's values: the contract's listing with its numbers as typed. */
export const listingDraftSchema = z.object({
  name: text,
  description: text,
  currency: text,
  rateMinBp: text,
  rateMaxBp: text,
  factorMinBp: text,
  factorMaxBp: text,
  brokerCommissionBp: text,
  promisedResponseHours: text,
  criteria: z.object({
    products: codes,
    amountMinMinor: text,
    amountMaxMinor: text,
    countries: codes,
    regionScope: z.enum(regionScopes),
    regions: codes,
    excludedRegions: codes,
    excludedIndustries: codes,
    minCreditScore: text,
    minMonthsInBusiness: text,
    minMonthlyRevenueMinor: text,
    maxPositions: text,
    maxExistingBalanceMinor: text,
    propertyTypes: codes,
    maxLtvBp: text,
    minDscrBp: text,
    termMinMonths: text,
    termMaxMonths: text,
    requiredDocumentTypes: codes,
  }),
});
export type ListingValues = z.input<typeof listingDraftSchema>;
/** A criterion chosen from a list (chips or boxes). */
export type ListField = `criteria.${
  | "products"
  | "countries"
  | "regions"
  | "excludedRegions"
  | "excludedIndustries"
  | "propertyTypes"
  | "requiredDocumentTypes"}`;

/** "8.5" (%) as basis points: 850. */
const percentToBp = (s: string) =>
  s.trim() ? Math.round(Number(s.replace(",", ".")) * 100) : undefined;
const bpToPercent = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n / 100);
/** "1.25" (a factor or a coverage ratio) as basis points of 1: 12500. */
const timesToBp = (s: string) =>
  s.trim() ? Math.round(Number(s.replace(",", ".")) * 10_000) : undefined;
const bpToTimes = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n / 10_000);
const num = (s: string) => (s.trim() ? Number(s) : undefined);
const count = (n: number | undefined) => (n === undefined ? "" : String(n));
const list = (l: readonly string[]) => (l.length ? l : undefined);
/** Only what was given: an empty field is a criterion the listing does not have. */
const given = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;

/** The form's values for a listing (empty ones for a new listing, in pounds). */
export function fromListing(l?: Listing): ListingValues {
  const c = (l?.criteria ?? {}) as ListingCriteria;
  const money = (n: number | undefined) =>
    n === undefined ? "" : fromMinor(n, l?.currency ?? "GBP");
  return {
    name: l?.name ?? "",
    description: l?.description ?? "",
    currency: l?.currency ?? "GBP",
    rateMinBp: bpToPercent(l?.rateMinBp),
    rateMaxBp: bpToPercent(l?.rateMaxBp),
    factorMinBp: bpToTimes(l?.factorMinBp),
    factorMaxBp: bpToTimes(l?.factorMaxBp),
    brokerCommissionBp: bpToPercent(l?.brokerCommissionBp),
    promisedResponseHours: l?.promisedResponseHours ? String(l.promisedResponseHours) : "",
    criteria: {
      products: [...(c.products ?? [])],
      amountMinMinor: money(c.amountMinMinor),
      amountMaxMinor: money(c.amountMaxMinor),
      countries: [...(c.countries ?? [])],
      regionScope: c.regions?.length ? "only" : c.excludedRegions?.length ? "except" : "all",
      regions: [...(c.regions ?? [])],
      excludedRegions: [...(c.excludedRegions ?? [])],
      excludedIndustries: [...(c.excludedIndustries ?? [])],
      minCreditScore: c.minCreditScore ? String(c.minCreditScore) : "",
      minMonthsInBusiness: count(c.minMonthsInBusiness),
      minMonthlyRevenueMinor: money(c.minMonthlyRevenueMinor),
      maxPositions: count(c.maxPositions),
      maxExistingBalanceMinor: money(c.maxExistingBalanceMinor),
      propertyTypes: [...(c.propertyTypes ?? [])],
      maxLtvBp: bpToPercent(c.maxLtvBp),
      minDscrBp: bpToTimes(c.minDscrBp),
      termMinMonths: c.termMinMonths ? String(c.termMinMonths) : "",
      termMaxMonths: c.termMaxMonths ? String(c.termMaxMonths) : "",
      requiredDocumentTypes: [...(c.requiredDocumentTypes ?? [])],
    },
  };
}

/**
 * The values as the contract checks them: money in minor units of the listing's currency (an
 * amount that is not one goes on as -1, refused at its field), rates and ratios in basis points.
 * Every criterion the contract has is a field (listing-form.test.tsx checks), so none is dropped.
 */
export function toInput(v: ListingValues): ListingInput {
  const c = v.criteria;
  const money = (s: string) => (s.trim() ? (toMinor(s, v.currency) ?? -1) : undefined);
  return {
    name: v.name,
    ...(v.description.trim() ? { description: v.description } : {}),
    currency: v.currency as ListingInput["currency"],
    ...given({
      rateMinBp: percentToBp(v.rateMinBp),
      rateMaxBp: percentToBp(v.rateMaxBp),
      factorMinBp: timesToBp(v.factorMinBp),
      factorMaxBp: timesToBp(v.factorMaxBp),
      brokerCommissionBp: percentToBp(v.brokerCommissionBp),
      promisedResponseHours: num(v.promisedResponseHours),
    }),
    criteria: given({
      products: list(c.products),
      amountMinMinor: money(c.amountMinMinor),
      amountMaxMinor: money(c.amountMaxMinor),
      countries: list(c.countries),
      // The list the choice shows is sent; "only these" keeps regions excluded within them.
      // A choice of regions with none chosen goes on empty, refused at its list.
      regions: c.regionScope === "only" ? [...c.regions] : undefined,
      excludedRegions:
        c.regionScope === "except"
          ? [...c.excludedRegions]
          : c.regionScope === "only"
            ? list(c.excludedRegions)
            : undefined,
      excludedIndustries: list(c.excludedIndustries),
      minCreditScore: num(c.minCreditScore),
      minMonthsInBusiness: num(c.minMonthsInBusiness),
      minMonthlyRevenueMinor: money(c.minMonthlyRevenueMinor),
      maxPositions: num(c.maxPositions),
      maxExistingBalanceMinor: money(c.maxExistingBalanceMinor),
      propertyTypes: list(c.propertyTypes),
      maxLtvBp: percentToBp(c.maxLtvBp),
      minDscrBp: timesToBp(c.minDscrBp),
      termMinMonths: num(c.termMinMonths),
      termMaxMonths: num(c.termMaxMonths),
      requiredDocumentTypes: list(c.requiredDocumentTypes),
    }) as ListingInput["criteria"],
  };
}

/** The listing form's schema: what was typed, checked as the contract's listing. */
export const listingFormSchema = listingDraftSchema.transform(toInput).pipe(listingInputSchema);
