import type { Listing } from "@portal/contract/lenders/listing-schemas";

/** A published listing as the API returns it, for the listings, matching and basket tests. */
export const listingFixture = (id: string, overrides: Partial<Listing> = {}): Listing => ({
  id,
  organizationId: `org-${id}`,
  funderName: `Funder ${id}`,
  name: `Listing ${id}`,
  description: null,
  currency: "GBP",
  status: "published",
  version: 1,
  criteria: {},
  rateMinBp: null,
  rateMaxBp: null,
  factorMinBp: null,
  factorMaxBp: null,
  brokerCommissionBp: null,
  promisedResponseHours: null,
  measuredResponseHours: null,
  criteriaUpdatedAt: "2026-11-01T00:00:00Z",
  publishedAt: "2026-11-01T00:00:00Z",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  ...overrides,
});
