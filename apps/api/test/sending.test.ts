import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  organizationOf,
  uploadDocument,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Decision 047: the documents a sending suggests, each funder's state on the deal, a deal sent
// to a funder once.
const ctx = useTestApp();

/** A funder with published listings: one per entry of `asks` (the document types it requires). */
async function funder(company: string, ...asks: (string[] | undefined)[]) {
  const user = await createApprovedFunder(ctx.app, company);
  const listings = [];
  for (const [i, required] of asks.entries())
    listings.push(
      await createListing(ctx.app, user, {
        name: `${company} ${i + 1}`,
        criteria: {
          products: ["term_loan"],
          ...(required ? { requiredDocumentTypes: required } : {}),
        },
      }),
    );
  return { user, id: (await organizationOf(ctx.app, user)).id, listings };
}

/** A broker's deal with a bank statement, a tax return and an expired ID document. */
async function dealWithDocuments(company: string) {
  const broker = await createBroker(ctx.app, company);
  const deal = await createDeal(ctx.app, broker, { amountMinor: 10_000_000 });
  return {
    broker,
    deal,
    statement: await uploadDocument(ctx.app, broker, deal.id, "bank_statement"),
    taxReturn: await uploadDocument(ctx.app, broker, deal.id, "tax_return"),
    expired: await uploadDocument(ctx.app, broker, deal.id, "identity", "2020-01-31"),
  };
}

const preview = (broker: SignedUp, dealId: string, listingIds: string[]) =>
  callAs(ctx.app, broker).post(`/v1/user/deal/${dealId}/submissions/preview`, { listingIds });
const send = (broker: SignedUp, dealId: string, listingIds: string[], shared: string[] = []) =>
  callAs(ctx.app, broker).post(`/v1/user/deal/${dealId}/submissions`, {
    listingIds,
    sharedDocumentIds: shared,
  });
/** Each funder's state on the deal, as the Funders tab reads it: funder, status, last move's date. */
async function states(broker: SignedUp, dealId: string) {
  const items = (await callAs(ctx.app, broker).get(`/v1/user/deal/${dealId}/submissions`)).json()
    .items as {
    funderId: string;
    status: string;
    sentAt: string;
    events: { to: string; at: string }[];
  }[];
  return items.map((s) => ({ funderId: s.funderId, status: s.status, last: s.events.at(-1)!.to }));
}

describe("sending a deal: the documents it takes, each funder once", () => {
  it("suggests the documents the chosen listings ask for, every valid one when none asks, never an expired one", async () => {
    const asking = await funder("Statement Capital", ["bank_statement"]);
    const open = await funder("Open Capital", undefined);
    const { broker, deal, statement, taxReturn, expired } =
      await dealWithDocuments("Suggest Brokers");

    const forAsking = (await preview(broker, deal.id, [asking.listings[0]!.id])).json();
    expect(forAsking.suggestedDocumentIds).toEqual([statement]);
    // Every document the sending may share is offered, the expired one too (never suggested).
    expect(forAsking.documents.map((d: { id: string }) => d.id).sort()).toEqual(
      [statement, taxReturn, expired].sort(),
    );
    const forOpen = (await preview(broker, deal.id, [open.listings[0]!.id])).json();
    expect(forOpen.suggestedDocumentIds.sort()).toEqual([statement, taxReturn].sort());
    // Both chosen: what the one that asks asks for.
    const forBoth = (
      await preview(broker, deal.id, [asking.listings[0]!.id, open.listings[0]!.id])
    ).json();
    expect(forBoth.suggestedDocumentIds).toEqual([statement]);

    // Another organization's deal is not found; no listing is a validation failure.
    const other = await createBroker(ctx.app, "Nosy Brokers");
    expect((await preview(other, deal.id, [open.listings[0]!.id])).statusCode).toBe(404);
    expect((await preview(broker, deal.id, [])).statusCode).toBe(400);
  });

  it("the funder sees the documents shared, and only those", async () => {
    const asking = await funder("Reader Capital", ["bank_statement"]);
    const { broker, deal, statement } = await dealWithDocuments("Sharing Brokers");
    const sent = await send(broker, deal.id, [asking.listings[0]!.id], [statement]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().items[0]).toMatchObject({
      funderId: asking.id,
      sharedDocumentIds: [statement],
    });
    const inbox = (await callAs(ctx.app, asking.user).get("/v1/funder/submissions")).json().items;
    const seen = (
      await callAs(ctx.app, asking.user).get(`/v1/funder/submission/${inbox[0].id}`)
    ).json();
    expect(seen.documents.map((d: { id: string }) => d.id)).toEqual([statement]);
    const file = await callAs(ctx.app, asking.user).get(
      `/v1/funder/submission/${inbox[0].id}/documents/${statement}`,
    );
    expect(file.statusCode).toBe(200);
  });

  it("tells each funder's state with its date, and refuses a re-send whatever the state, through any listing, keeping nothing of it", async () => {
    const twoListings = await funder("Twin Capital", undefined, ["bank_statement"]);
    const another = await funder("Single Capital", undefined);
    const { broker, deal, statement } = await dealWithDocuments("Once Brokers");

    expect(
      (await send(broker, deal.id, [twoListings.listings[0]!.id], [statement])).statusCode,
    ).toBe(201);
    expect(await states(broker, deal.id)).toEqual([
      { funderId: twoListings.id, status: "pending", last: "pending" },
    ]);

    // The same funder through its other listing, alongside a new funder: refused as a whole.
    const again = await send(broker, deal.id, [
      another.listings[0]!.id,
      twoListings.listings[1]!.id,
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_sent");
    expect(await states(broker, deal.id)).toHaveLength(1);
    expect(
      (await callAs(ctx.app, another.user).get("/v1/funder/submissions")).json().items,
    ).toEqual([]);

    // A question, an offer, a withdrawal: each is the funder's state, dated, and none allows a re-send.
    const id = (await callAs(ctx.app, twoListings.user).get("/v1/funder/submissions")).json()
      .items[0].id;
    const moves: [SignedUp, string, object, string][] = [
      [
        twoListings.user,
        `/v1/funder/submission/${id}/request-info`,
        { note: "Q1 accounts?" },
        "info_requested",
      ],
      [
        twoListings.user,
        `/v1/funder/submission/${id}/offer`,
        { amountMinor: 9_000_000, rateBp: 1200, termMonths: 24, brokerCommissionBp: 200 },
        "offered",
      ],
      [broker, `/v1/user/submission/${id}/cancel`, {}, "cancelled"],
    ];
    for (const [who, url, body, status] of moves) {
      expect((await callAs(ctx.app, who).post(url, body)).statusCode).toBe(200);
      const [state] = await states(broker, deal.id);
      expect(state).toEqual({ funderId: twoListings.id, status, last: status });
      const resend = await send(broker, deal.id, [twoListings.listings[0]!.id]);
      expect(resend.json().error.code).toBe("already_sent");
    }
    const dated = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items[0];
    expect(Date.parse(dated.events.at(-1).at)).toBeGreaterThanOrEqual(Date.parse(dated.sentAt));

    // A declined funder is stated too; the other funder can still be sent the deal.
    expect((await send(broker, deal.id, [another.listings[0]!.id])).statusCode).toBe(201);
    const other = (await callAs(ctx.app, another.user).get("/v1/funder/submissions")).json()
      .items[0].id;
    await callAs(ctx.app, another.user).post(`/v1/funder/submission/${other}/decline`, {
      reason: "credit",
      note: "No",
    });
    expect((await states(broker, deal.id)).map((s) => s.status)).toEqual(["cancelled", "declined"]);
  });

  it("two sendings to one funder at once: one is sent, the other refused", async () => {
    const once = await funder("Race Capital", undefined);
    const { broker, deal } = await dealWithDocuments("Race Brokers");
    const answers = await Promise.all([
      send(broker, deal.id, [once.listings[0]!.id]),
      send(broker, deal.id, [once.listings[0]!.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await states(broker, deal.id)).toHaveLength(1);
  });
});
