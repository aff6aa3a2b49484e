// Deals and listings made through the HTTP API for journeys whose subject comes after them.
import { expect } from "@playwright/test";
import type { Person } from "./people";

type Json = Record<string, unknown>;

async function created<T>(response: Awaited<ReturnType<Person["api"]["post"]>>, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A draft deal of `broker`'s (a term loan of £50,000 for a GB bakery owned by Ann Lee, 720). */
export async function createDeal(
  broker: Person,
  overrides: Json & { borrower?: Json } = {},
): Promise<{ id: string; reference: string; version: number }> {
  const { borrower, ...deal } = overrides;
  return created(
    await broker.api.post("/v1/user/deals", {
      headers: await broker.headers(),
      data: {
        product: "term_loan",
        amountMinor: 5_000_000,
        currency: "GBP",
        purpose: "New ovens",
        ...deal,
        borrower: {
          legalName: `Northwind Bakery ${Date.now()}`,
          entityType: "limited_company",
          industry: "restaurants",
          country: "GB",
          owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
          ...borrower,
        },
      },
    }),
    "POST /v1/user/deals",
  );
}

/** A draft listing of `funder`'s: `POST /v1/lender` with `input` (name, currency, criteria…). */
export async function createListing(funder: Person, input: Json): Promise<{ id: string }> {
  return created(
    await funder.api.post("/v1/lender", { headers: await funder.headers(), data: input }),
    "POST /v1/lender",
  );
}

/** Publishes a listing (the funder must be approved). */
export async function publishListing(funder: Person, id: string) {
  const response = await funder.api.put(`/v1/lender/${id}/publish`, {
    headers: await funder.headers(),
  });
  expect(response.ok(), `publish listing ${id}: ${await response.text()}`).toBe(true);
}

/** Uploads a small PDF of `type` to the broker's deal; the document's id. */
export async function uploadDocument(
  broker: Person,
  dealId: string,
  type: string,
  fileName: string,
): Promise<string> {
  const response = await broker.api.post(`/v1/user/deal/${dealId}/documents`, {
    headers: await broker.headers(),
    // The type before the file: the server reads the fields first.
    multipart: {
      type,
      file: { name: fileName, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") },
    },
  });
  return (await created<{ id: string }>(response, `upload ${fileName}`)).id;
}
