import type { z } from "zod";
import type {
  Listing,
  ListingCriteria,
  listingInputSchema,
} from "@portal/contract/lenders/listing-schemas";
import type { LenderRow } from "./repo";

export function toListing(row: {
  lender: LenderRow;
  funderName: string;
  funderResponseHours: number | null;
}): Listing {
  const l = row.lender;
  return {
    id: l.id,
    organizationId: l.organizationId,
    funderName: row.funderName,
    name: l.name,
    description: l.description,
    currency: l.currency,
    status: l.status,
    version: l.version,
    criteria: l.criteria,
    rateMinBp: l.rateMinBp,
    rateMaxBp: l.rateMaxBp,
    factorMinBp: l.factorMinBp,
    factorMaxBp: l.factorMaxBp,
    brokerCommissionBp: l.brokerCommissionBp,
    promisedResponseHours: l.promisedResponseHours,
    measuredResponseHours:
      row.funderResponseHours === null ? null : Math.round(row.funderResponseHours * 10) / 10,
    criteriaUpdatedAt: l.criteriaUpdatedAt.toISOString(),
    publishedAt: l.publishedAt?.toISOString() ?? null,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** A listing's row values from its input; the criteria the database filters on are copied into their columns (null = no limit). */
export function valuesOf(input: z.infer<typeof listingInputSchema>) {
  return {
    name: input.name,
    description: input.description ?? null,
    currency: input.currency,
    criteria: input.criteria,
    amountMinMinor: input.criteria.amountMinMinor ?? null,
    amountMaxMinor: input.criteria.amountMaxMinor ?? null,
    rateMinBp: input.rateMinBp ?? null,
    rateMaxBp: input.rateMaxBp ?? null,
    factorMinBp: input.factorMinBp ?? null,
    factorMaxBp: input.factorMaxBp ?? null,
    brokerCommissionBp: input.brokerCommissionBp ?? null,
    promisedResponseHours: input.promisedResponseHours ?? null,
  };
}

/** Same criteria whatever the key order (jsonb does not keep it). */
export const sameCriteria = (a: ListingCriteria, b: ListingCriteria) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
