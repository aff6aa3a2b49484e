import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { deals } from "@portal/db/schema/deals";
import { documents } from "@portal/db/schema/documents";
import { newFits } from "@portal/db/schema/matching";
import { organizations } from "@portal/db/schema/organizations";
import type { NeedsAction } from "@portal/contract/dashboard/needs-action-schemas";
import type { FunderDashboard, OperatorDashboard } from "@portal/contract/dashboard/desk-schemas";
import { useTestApp } from "./test-app";
import {
  createBroker,
  createMember,
  createOperator,
  createSubmissions,
  joinOrganizationOf,
  organizationOf,
  type SignedUp,
} from "./factories";
import { dashboardHelpers } from "./dashboard-support";

const ctx = useTestApp();
const { call, ok, funder, deal, fundedAt } = dashboardHelpers(ctx);

// What needs a broker's action (GET /v1/dashboard/actions), the funder's dashboard
// (GET /v1/dashboard/funder) and the operators' (GET /v1/dashboard/operator).

const get = async (user: SignedUp, url: string) => {
  const res = await call(user, "GET", url);
  return { status: res.statusCode, body: res.json() as { error: { issues: { path: string }[] } } };
};
const answer = async <T>(user: SignedUp, url: string) => {
  const res = await call(user, "GET", url);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const actionsOf = (user: SignedUp, query = "") =>
  answer<NeedsAction>(user, `/v1/dashboard/actions${query}`);
const funderDesk = (user: SignedUp, query = "") =>
  answer<FunderDashboard>(user, `/v1/dashboard/funder${query}`);
const operatorDesk = (user: SignedUp) => answer<OperatorDashboard>(user, "/v1/dashboard/operator");

/** A day `days` from today, `YYYY-MM-DD` (UTC). */
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A ready document of `dealId`'s borrower expiring on `expiresOn` (the bytes are not read here). */
async function documentOf(dealId: string, fileName: string, expiresOn: string | null) {
  const db = ctx.app.database.db;
  const [d] = await db.select().from(deals).where(eq(deals.id, dealId));
  const [row] = await db
    .insert(documents)
    .values({
      organizationId: d!.organizationId,
      borrowerId: d!.borrowerId,
      dealId,
      status: "ready",
      type: "bank_statement",
      fileName,
      contentType: "application/pdf",
      storageKey: `test/${crypto.randomUUID()}`,
      expiresOn,
      uploadedBy: d!.ownerId,
    })
    .returning();
  return row!.id;
}

const referenceOf = async (dealId: string) => {
  const [d] = await ctx.app.database.db.select().from(deals).where(eq(deals.id, dealId));
  return d!.reference;
};

describe("what needs a broker's action (GET /v1/dashboard/actions)", () => {
  it("lists offers, questions, expiring documents and new fits on the deals in play, per scope", async () => {
    const f = await funder("Action Capital");
    const g = await funder("Second Capital");
    const owner = await createBroker(ctx.app, "Action Brokers");
    const agent = await joinOrganizationOf(ctx.app, owner);
    // Two offers on one deal (two funders), one on another; a funded deal's offer is no action.
    const twoOffers = await deal(agent, f, { amountMinor: 3_000_000 }, "offered");
    const second = (await createSubmissions(ctx.app, agent, twoOffers, [g.listings.GBP!])).find(
      (s) => s.lenderId === g.listings.GBP,
    );
    await ok(
      call(g.who, "POST", `/v1/funder/submission/${second!.id}/offer`, {
        amountMinor: 2_900_000,
        rateBp: 1100,
        termMonths: 12,
        brokerCommissionBp: 150,
      }),
    );
    const ownersOffer = await deal(owner, f, { amountMinor: 1_000_000 }, "offered");
    const funded = await deal(agent, f, { amountMinor: 2_000_000 }, "funded");
    // A question on a sent deal.
    const asked = await deal(agent, f, { amountMinor: 4_000_000 }, "draft");
    const [askedSubmission] = await createSubmissions(ctx.app, agent, asked, [f.listings.GBP!]);
    await ok(
      call(f.who, "POST", `/v1/funder/submission/${askedSubmission!.id}/request-info`, {
        note: "Last year's accounts, please",
      }),
    );
    // Documents: expired, expiring within the expiring-soon days, valid, none given; one on the
    // funded deal (no action).
    await documentOf(asked, "expired.pdf", isoDay(-2));
    await documentOf(asked, "soon.pdf", isoDay(10));
    await documentOf(asked, "valid.pdf", isoDay(200));
    await documentOf(asked, "undated.pdf", null);
    await documentOf(funded, "funded-soon.pdf", isoDay(5));
    // New fits: two listings new to the owner's deal, one already seen.
    const db = ctx.app.database.db;
    await db.insert(newFits).values([
      { dealId: ownersOffer, lenderId: g.listings.GBP! },
      { dealId: ownersOffer, lenderId: g.listings.EUR! },
      { dealId: asked, lenderId: g.listings.GBP!, seenAt: new Date() },
    ]);
    // Another brokerage's offer is never listed.
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    await deal(stranger, f, { amountMinor: 7_000_000 }, "offered");

    const all = await actionsOf(owner);
    expect(all.scope).toBe("organization");
    expect(all.offers.total).toBe(2);
    expect(all.offers.items.map((i) => [i.reference, i.count]).sort()).toEqual(
      [
        [await referenceOf(twoOffers), 2],
        [await referenceOf(ownersOffer), 1],
      ].sort(),
    );
    expect(all.offers.items[0]!.borrowerName).toBeTruthy();
    expect(all.questions).toMatchObject({
      total: 1,
      items: [{ dealId: asked, reference: await referenceOf(asked), count: 1 }],
    });
    expect(
      all.documents.items.map((d) => [d.fileName, d.expiresOn, d.expiryStatus, d.dealId]),
    ).toEqual([
      ["expired.pdf", isoDay(-2), "expired", asked],
      ["soon.pdf", isoDay(10), "expiring", asked],
    ]);
    expect(all.documents.total).toBe(2);
    expect(all.newFits).toMatchObject({ total: 1, items: [{ dealId: ownersOffer, count: 2 }] });

    // The owner's own deals only.
    const mine = await actionsOf(owner, "?scope=mine");
    expect(mine.offers).toMatchObject({ total: 1, items: [{ dealId: ownersOffer }] });
    expect(mine.questions.total).toBe(0);
    expect(mine.documents.total).toBe(0);
    expect(mine.newFits.total).toBe(1);
    // The agent sees their own: no new fit (it is the owner's deal).
    const agents = await actionsOf(agent);
    expect(agents.scope).toBe("mine");
    expect(agents.offers).toMatchObject({ total: 1, items: [{ dealId: twoOffers, count: 2 }] });
    expect(agents.newFits.total).toBe(0);
  });

  it("lists at most 5 of each, the total saying how many", async () => {
    const f = await funder("Many Capital");
    const broker = await createBroker(ctx.app, "Busy Brokers");
    for (let i = 0; i < 7; i++) await deal(broker, f, { amountMinor: 1_000_000 + i }, "offered");
    const { offers } = await actionsOf(broker);
    expect(offers.total).toBe(7);
    expect(offers.items).toHaveLength(5);
  });

  it("refuses a scope the viewer may not choose, a bad query and funders", async () => {
    const owner = await createBroker(ctx.app, "Scope Brokers");
    const agent = await joinOrganizationOf(ctx.app, owner);
    expect((await get(agent, "/v1/dashboard/actions?scope=organization")).status).toBe(403);
    const bad = await get(owner, "/v1/dashboard/actions?scope=galaxy");
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0]!.path).toBe("scope");
    expect((await get(owner, "/v1/dashboard/actions?extra=1")).status).toBe(400);
    const f = await createMember(ctx.app, "funder", "Refused Funding");
    expect((await get(f, "/v1/dashboard/actions")).status).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/v1/dashboard/actions" })).statusCode).toBe(
      401,
    );
  });
});

const money = (currency: string, value: number, previous = 0) => ({ currency, value, previous });

describe("the funder's dashboard (GET /v1/dashboard/funder)", () => {
  it("counts deals waiting, offers out and what was funded on its offers", async () => {
    const f = await funder("Desk Capital");
    const other = await funder("Other Capital");
    const broker = await createBroker(ctx.app, "Desk Brokers");
    await deal(broker, f, { amountMinor: 1_000_000 }, "sent");
    await deal(broker, f, { amountMinor: 1_100_000 }, "sent");
    await deal(broker, f, { amountMinor: 2_000_000 }, "offered");
    await deal(broker, f, { amountMinor: 5_000_000 }, "funded", {
      amountMinor: 5_000_000,
      commissionBp: 200,
      funded: 4_500_000,
    });
    await deal(broker, f, { amountMinor: 3_000_000, currency: "EUR" }, "funded");
    // Funded last month: in the previous period only.
    const earlier = await deal(broker, f, { amountMinor: 700_000 }, "funded");
    const now = new Date();
    await fundedAt(earlier, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    // Another funder's deals are not counted.
    await deal(broker, other, { amountMinor: 9_000_000 }, "funded");
    await deal(broker, other, { amountMinor: 9_000_000 }, "sent");

    const desk = await funderDesk(f.who);
    expect(desk.statistics).toEqual({
      dealsWaiting: { value: 2, previous: 0 },
      responseHours: expect.any(Number),
      offersOut: { value: 1, previous: 0 },
      fundedDeals: { value: 2, previous: 1 },
      fundedVolume: [money("EUR", 3_000_000), money("GBP", 4_500_000, 700_000)],
    });
    const byStatus = Object.fromEntries(desk.pipeline.map((s) => [s.status, s.count]));
    expect(byStatus).toMatchObject({ pending: 2, offered: 1, accepted: 3, declined: 0 });
    expect(desk.months).toHaveLength(12);
    expect(desk.months.at(-1)!.funded).toEqual([
      { currency: "EUR", amountMinor: 3_000_000 },
      { currency: "GBP", amountMinor: 4_500_000 },
    ]);
    // The year so far holds both months (unless this is January, when last month is last year).
    const year = await funderDesk(f.who, "?period=last_12_months");
    expect(year.statistics.fundedDeals.value).toBe(3);
  });

  it("is a funder's: brokers get 403; a bad period 400", async () => {
    const broker = await createBroker(ctx.app, "Not A Funder");
    expect((await get(broker, "/v1/dashboard/funder")).status).toBe(403);
    const f = await createMember(ctx.app, "funder", "Fresh Funding");
    const fresh = await funderDesk(f);
    expect(fresh.statistics.responseHours).toBeNull();
    expect(fresh.statistics.fundedVolume).toEqual([]);
    expect((await get(f, "/v1/dashboard/funder?period=decade")).status).toBe(400);
  });
});

describe("the operators' dashboard (GET /v1/dashboard/operator)", () => {
  it("lists funders waiting for approval and counts the platform's volume", async () => {
    const operator = await createOperator(ctx.app);
    const before = await operatorDesk(operator);
    const waiting = await createMember(ctx.app, "funder", "Waiting Funding");
    const f = await funder("Platform Capital");
    const broker = await createBroker(ctx.app, "Platform Brokers");
    await deal(broker, f, { amountMinor: 2_000_000 }, "funded");
    await deal(broker, f, { amountMinor: 1_000_000 }, "sent");

    const after = await operatorDesk(operator);
    // Other tests' data share this database: compare with the figures before.
    expect(after.statistics.fundersWaiting.value).toBe(before.statistics.fundersWaiting.value + 1);
    expect(after.statistics.dealsSent.value).toBe(before.statistics.dealsSent.value + 2);
    expect(after.statistics.fundedDeals.value).toBe(before.statistics.fundedDeals.value + 1);
    const gbp = (d: OperatorDashboard) =>
      d.statistics.platformVolume.find((m) => m.currency === "GBP")?.value ?? 0;
    expect(gbp(after) - gbp(before)).toBe(2_000_000);
    const { id } = await organizationOf(ctx.app, waiting);
    const listed = after.fundersToApprove.map((x) => x.id);
    if (before.statistics.fundersWaiting.value < 5) expect(listed).toContain(id);
    expect(after.fundersToApprove.length).toBeLessThanOrEqual(5);
    // Approved, it is no longer waiting.
    await ok(call(operator, "PUT", `/v1/operator/funders/${id}/approve`));
    const approved = await operatorDesk(operator);
    expect(approved.statistics.fundersWaiting.value).toBe(before.statistics.fundersWaiting.value);
    const [org] = await ctx.app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, id));
    expect(org!.approvedAt).not.toBeNull();
  });

  it("is for operators only", async () => {
    const broker = await createBroker(ctx.app, "Curious Brokers");
    expect((await get(broker, "/v1/dashboard/operator")).status).toBe(403);
    const f = await createMember(ctx.app, "funder", "Curious Funding");
    expect((await get(f, "/v1/dashboard/operator")).status).toBe(403);
  });
});
