// A funder with a published listing and a broker's deal that fits it, made through the HTTP API
// for journeys whose subject is what happens between them (sending, offers, live updates).
import { expect } from "@playwright/test";
import { createDeal, createListing, publishListing } from "./factories";
import type { People } from "./fixtures";
import type { Person } from "./people";

export interface FunderDeal {
  funder: Person;
  funderName: string;
  listing: { id: string; name: string };
  broker: Person;
  deal: Awaited<ReturnType<typeof createDeal>>;
  /** The submission when `send` was asked for, else null (the journey sends it itself). */
  submissionId: string | null;
}

/**
 * An approved funder `funderName` with a published listing `listingName` for `product` in GB in
 * `currency` (GBP), and a draft deal of a new broker's (organization `company`) that it fits; with
 * `send`, the deal is sent to the listing. A journey that counts the broker's notifications takes
 * a currency no other journey lends in: another journey's listing that fits the deal notifies its
 * broker (`new_fit`). That keeps out the listings made here (they have amounts, so the currency
 * counts), not a listing without amounts another journey publishes for the same product.
 */
export async function funderWithDeal(
  people: People,
  options: {
    funderName: string;
    listingName: string;
    company: string;
    brokerPrefix?: string;
    product?: string;
    currency?: string;
    deal?: Parameters<typeof createDeal>[1];
    send?: boolean;
  },
): Promise<FunderDeal> {
  const { funderName, listingName, company, product = "term_loan", currency = "GBP" } = options;
  const funder = await people.funder(funderName, { approved: true });
  const listing = await createListing(funder, {
    name: listingName,
    currency,
    // With amounts, so that the currency counts (repo.openDealsFor compares it only then).
    criteria: {
      products: [product],
      countries: ["GB"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
    },
  });
  await publishListing(funder, listing.id);
  const broker = await people.broker({ company, prefix: options.brokerPrefix });
  const deal = await createDeal(broker, { product, currency, ...options.deal });
  let submissionId: string | null = null;
  if (options.send) {
    const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
      headers: await broker.headers(),
      data: { listingIds: [listing.id] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    submissionId = ((await sent.json()) as { items: { id: string }[] }).items[0]!.id;
  }
  return {
    funder,
    funderName,
    listing: { id: listing.id, name: listingName },
    broker,
    deal,
    submissionId,
  };
}
