import { describe, expect, it } from "vitest";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createListing,
  dealInput,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Decision 075: a draft saved before its business's industry, country or property type is known;
// matching says "unknown" for the criteria that need them; sending asks for what the chosen
// listings need, then sends once they are given.
const ctx = useTestApp();

/** A broker's draft whose borrower leaves out `leftOut` (industry, country, region). */
async function draftWithout(broker: SignedUp, leftOut: string[], borrower = {}) {
  const input = dealInput({}, borrower);
  for (const key of leftOut) delete (input.borrower as Record<string, unknown>)[key];
  return callAs(ctx.app, broker).post("/v1/user/deals", input);
}

async function listing(company: string, criteria: Record<string, unknown>) {
  const funder = await createApprovedFunder(ctx.app, company);
  return createListing(ctx.app, funder, {
    name: `${company} loans`,
    criteria: { products: ["term_loan"], ...criteria },
  });
}

const preview = (broker: SignedUp, dealId: string, listingIds: string[]) =>
  callAs(ctx.app, broker).post(`/v1/user/deal/${dealId}/submissions/preview`, { listingIds });
const send = (broker: SignedUp, dealId: string, listingIds: string[]) =>
  callAs(ctx.app, broker).post(`/v1/user/deal/${dealId}/submissions`, {
    listingIds,
    sharedDocumentIds: [],
  });

describe("drafts with facts not yet known", () => {
  it("saves a draft without industry and country, and reads them back as not given", async () => {
    const broker = await createBroker(ctx.app, "Unknown Facts Brokers");
    const created = await draftWithout(broker, ["industry", "country"]);
    expect(created.statusCode, created.body).toBe(201);
    const deal = created.json();
    expect(deal.status).toBe("draft");
    expect(deal.borrower.industry).toBeUndefined();
    expect(deal.borrower.country).toBeUndefined();
    const read = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    expect(read.borrower).not.toHaveProperty("industry");
    expect(read.borrower).not.toHaveProperty("country");
    // The deals list and the board take it too.
    const list = (await callAs(ctx.app, broker).get("/v1/user/deals")).json();
    expect(list.items.map((d: { id: string }) => d.id)).toContain(deal.id);
    const board = await callAs(ctx.app, broker).get("/v1/user/deals/board");
    expect(board.statusCode, board.body).toBe(200);

    // A property without its type is kept too.
    const secured = await draftWithout(broker, ["industry"], {
      property: { address: "1 Quay Street", valueMinor: 90_000_000 },
    });
    expect(secured.statusCode, secured.body).toBe(201);
    expect(secured.json().borrower.property).toEqual({
      address: "1 Quay Street",
      valueMinor: 90_000_000,
    });
  });

  it("refuses a region without a country, with a clear message", async () => {
    const broker = await createBroker(ctx.app, "Regionless Brokers");
    const res = await draftWithout(broker, ["country"], { region: "GB-SCT" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      expect.objectContaining({ path: "borrower.region", code: "regionNeedsCountry" }),
    ]);
  });

  it("shows 'unknown' (not given) for the criteria that need the missing facts", async () => {
    const excluding = await listing("Sector Rules Capital", { excludedIndustries: ["gambling"] });
    const placed = await listing("Place Rules Capital", { countries: ["GB"] });
    const broker = await createBroker(ctx.app, "Matching Unknown Brokers");
    const deal = (await draftWithout(broker, ["industry", "country"])).json();
    const matches = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`);
    expect(matches.statusCode, matches.body).toBe(200);
    const body = matches.json() as DealMatches;
    const judged = [...body.fits, ...body.excluded];
    const check = (listingId: string, criterion: string) =>
      judged.find((j) => j.listingId === listingId)?.checks.find((c) => c.criterion === criterion);
    expect(check(excluding.id, "excludedIndustries")).toMatchObject({
      result: "unknown",
      code: "not_given",
    });
    expect(check(placed.id, "countries")).toMatchObject({ result: "unknown", code: "not_given" });
  });

  it("asks for the facts the chosen listings need before sending, then sends once given", async () => {
    const excluding = await listing("Careful Capital", { excludedIndustries: ["gambling"] });
    const open = await listing("Open Door Capital", {});
    const broker = await createBroker(ctx.app, "Asked Facts Brokers");
    const deal = (await draftWithout(broker, ["industry", "country"])).json();

    // A listing that judges neither fact takes the deal as it is: nothing asked.
    expect((await preview(broker, deal.id, [open.id])).json().factsNeeded).toBeNull();

    // The preview names what the excluding listing needs; sending is refused with the same list.
    const asked = (await preview(broker, deal.id, [excluding.id, open.id])).json();
    expect(asked.factsNeeded).toEqual({
      facts: ["industry"],
      listings: [{ listingId: excluding.id, funderName: "Careful Capital", facts: ["industry"] }],
    });
    const refused = await send(broker, deal.id, [excluding.id, open.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "facts_needed",
      details: asked.factsNeeded,
    });
    // Nothing was sent, the deal is still a draft.
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json(),
    ).toEqual({ items: [] });
    const still = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    expect(still.status).toBe("draft");

    // Another organization's broker neither previews nor sends it.
    const other = await createBroker(ctx.app, "Other Facts Brokers");
    expect((await preview(other, deal.id, [excluding.id])).statusCode).toBe(404);
    expect((await send(other, deal.id, [excluding.id])).statusCode).toBe(404);
    expect(
      (
        await callAs(ctx.app, other).post(`/v1/borrower/${deal.borrower.id}`, {
          industry: "restaurants",
        })
      ).statusCode,
    ).toBe(404);

    // A change of the deal made with a version read before is refused (the version moved on).
    const changed = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}`, {
      purpose: "Two ovens",
      version: deal.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}`, {
      purpose: "Three ovens",
      version: deal.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("version_conflict");

    // The broker gives the industry: the preview asks nothing and the sending goes through.
    const given = await callAs(ctx.app, broker).post(`/v1/borrower/${deal.borrower.id}`, {
      industry: "restaurants",
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().industry).toBe("restaurants");
    // Only the industry changed: the owners are kept (an update's owners default to none no more).
    expect(given.json().owners).toEqual([{ name: "Ann", ownershipBp: 10_000, creditScore: 720 }]);
    expect((await preview(broker, deal.id, [excluding.id, open.id])).json().factsNeeded).toBeNull();
    const sent = await send(broker, deal.id, [excluding.id, open.id]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().items).toHaveLength(2);

    // Sent: the deal moved on, its country still not given.
    const after = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    expect(after.status).toBe("submitted");
    expect(after.borrower.country).toBeUndefined();
  });

  it("asks for the country for countries and regions, and the property type for property types", async () => {
    const placed = await listing("Placed Capital", { countries: ["GB"], regions: ["GB-SCT"] });
    const typed = await listing("Typed Capital", {
      products: ["commercial_real_estate"],
      propertyTypes: ["office"],
    });
    const broker = await createBroker(ctx.app, "Missing Place Brokers");
    const deal = (await draftWithout(broker, ["country"])).json();
    const asked = (await preview(broker, deal.id, [placed.id])).json();
    expect(asked.factsNeeded).toEqual({
      facts: ["country"],
      listings: [{ listingId: placed.id, funderName: "Placed Capital", facts: ["country"] }],
    });

    const secured = (
      await draftWithout(broker, ["industry"], {
        property: { address: "2 Quay Street", valueMinor: 90_000_000 },
      })
    ).json();
    expect(secured.borrower.property.type).toBeUndefined();
    // The same borrower's commercial real estate deal: its property's type is asked for.
    const reDeal = await callAs(ctx.app, broker).post("/v1/user/deals", {
      ...(({ borrower: _, ...rest }) => rest)(dealInput({ product: "commercial_real_estate" })),
      borrowerId: secured.borrower.id,
    });
    expect(reDeal.statusCode, reDeal.body).toBe(201);
    const typedAsk = (await preview(broker, reDeal.json().id, [typed.id])).json();
    expect(typedAsk.factsNeeded).toEqual({
      facts: ["propertyType"],
      listings: [{ listingId: typed.id, funderName: "Typed Capital", facts: ["propertyType"] }],
    });
  });
});
