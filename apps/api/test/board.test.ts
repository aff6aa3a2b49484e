import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dealHistory, deals } from "@portal/db/schema/deals";
import { savedViewLimit, type Board } from "@portal/contract/deals/board-schemas";
import { callAs } from "./call-as";
import { createBroker, createDeal, joinOrganizationOf, type SignedUp } from "./factories";
import { dashboardHelpers, type Funder } from "./dashboard-support";
import { heardAll, openStream } from "./live-stream";
import { useTestApp } from "./test-app";

const secret = "crm-shared-secret-0123456789abcdef";
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: secret });
const { ok, funder, deal } = dashboardHelpers(ctx);
let base = "";

/**
 * The counts the database keeps for the board's heads (migration 0037's triggers) equal the deals
 * counted, after every test: whatever moved, was made, restamped or changed its amount.
 */
afterEach(async () => {
  const { rows } = await ctx.app.database.db.execute<{ kept: string; counted: string }>(sql`
    select
      (select coalesce(json_agg(k order by k), '[]')::text from (
        select "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", status, currency,
          deals::int as n, "amountMinor"::bigint as amount
        from deal_stage_counts where deals <> 0 or "amountMinor" <> 0) k) as kept,
      (select coalesce(json_agg(c order by c), '[]')::text from (
        select "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", status, currency,
          count(*)::int as n, sum("amountMinor")::bigint as amount
        from deals group by 1, 2, 3, 4, 5, 6) c) as counted`);
  expect(JSON.parse(rows[0]!.kept)).toEqual(JSON.parse(rows[0]!.counted));
});
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function board(user: SignedUp, query = ""): Promise<Board> {
  const res = await callAs(ctx.app, user).get(`/v1/user/deals/board${query}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}
/** The ids of every card on the board, whatever its column. */
const ids = (b: Board) => new Set(b.columns.flatMap((c) => c.cards.map((card) => card.id)));
const column = (b: Board, stage: string) => b.columns.find((c) => c.stage === stage)!;
const errorOf = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  const { error } = r.json() as { error: { code: string; message: string; issues?: unknown[] } };
  return { status: r.statusCode, ...error };
};

/**
 * A brokerage with regions North and South and teams N1 (North) and S1 (South): a team manager
 * and a member of N1, a country manager of North, a member of S1 and an agent, each with one deal
 * (the member of N1 two: one sent to a funder, one with its offer).
 */
async function brokerage(f: Funder) {
  const owner = await createBroker(ctx.app, "Board Brokers");
  const call = callAs(ctx.app, owner);
  const withRegions = await ok(call.post("/v1/team/regions", { name: "North", countries: ["GB"] }));
  const south = await ok(call.post("/v1/team/regions", { name: "South", countries: ["ES"] }));
  const idOf = (list: unknown, name: string) =>
    (list as { id: string; name: string }[]).find((x) => x.name === name)!.id;
  const north = idOf(withRegions.regions, "North");
  await ok(call.post("/v1/team/teams", { name: "N1", regionId: north }));
  const all = await ok(
    call.post("/v1/team/teams", { name: "S1", regionId: idOf(south.regions, "South") }),
  );
  const n1 = idOf(all.teams, "N1");
  const s1 = idOf(all.teams, "S1");
  const person = async (body: object) => {
    const p = await joinOrganizationOf(ctx.app, owner);
    await ok(call.put(`/v1/team/members/${p.userId}`, body));
    return p;
  };
  const people = {
    owner,
    generalManager: await person({ salesRole: "general_manager" }),
    n1Manager: await person({ salesRole: "team_manager", teamId: n1 }),
    n1Member: await person({ salesRole: "team_member", teamId: n1 }),
    northManager: await person({ salesRole: "country_manager", regionId: north }),
    s1Member: await person({ salesRole: "team_member", teamId: s1 }),
    agent: await person({ salesRole: "agent" }),
  };
  const dealsOf = {
    n1Sent: await deal(people.n1Member, f, { amountMinor: 3_000_000 }, "sent"),
    n1Offered: await deal(people.n1Member, f, { amountMinor: 4_000_000 }, "offered"),
    n1Manager: await deal(
      people.n1Manager,
      f,
      { amountMinor: 2_000_000, currency: "EUR" },
      "draft",
    ),
    north: await deal(people.northManager, f, { amountMinor: 1_500_000 }, "draft"),
    s1: await deal(people.s1Member, f, { amountMinor: 5_000_000 }, "draft"),
    agent: await deal(people.agent, f, { amountMinor: 2_500_000 }, "draft"),
  };
  return { people, deals: dealsOf, teams: { n1, s1 } };
}

describe("the pipeline board (GET /v1/user/deals/board)", () => {
  it("shows each person the deals the deals list shows them, with counts and totals per currency", async () => {
    const f = await funder("Board Capital");
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    const strangersDeal = await deal(stranger, f, { amountMinor: 7_000_000 }, "draft");
    const { people: p, deals: d } = await brokerage(f);
    const everyone = Object.values(d);

    for (const [who, expected] of [
      ["owner", everyone],
      ["generalManager", everyone],
      ["n1Manager", [d.n1Sent, d.n1Offered, d.n1Manager]],
      ["northManager", [d.n1Sent, d.n1Offered, d.n1Manager, d.north]],
      ["n1Member", [d.n1Sent, d.n1Offered]],
      ["agent", [d.agent]],
    ] as const) {
      const person = p[who];
      const seen = await board(person);
      expect(ids(seen), who).toEqual(new Set(expected));
      // Exactly the deals list's visibility.
      const list = await ok(callAs(ctx.app, person).get("/v1/user/deals?pageSize=100"));
      expect(new Set((list.items as { id: string }[]).map((i) => i.id)), who).toEqual(
        new Set(expected),
      );
      expect(seen.teamView, who).toBe(!["n1Member", "agent"].includes(who));
    }
    expect(ids(await board(stranger))).toEqual(new Set([strangersDeal]));

    const whole = await board(p.owner);
    expect(whole.columns.map((c) => c.stage)).toEqual([
      "draft",
      "submitted",
      "in_review",
      "proposals",
      "accepted",
      "funded",
    ]);
    expect(column(whole, "draft")).toMatchObject({
      count: 4,
      totals: [
        { currency: "GBP", amountMinor: 9_000_000 },
        { currency: "EUR", amountMinor: 2_000_000 },
      ],
      nextCursor: null,
    });
    expect(column(whole, "submitted")).toMatchObject({ count: 1 });
    expect(column(whole, "proposals")).toMatchObject({
      count: 1,
      totals: [{ currency: "GBP", amountMinor: 4_000_000 }],
    });
    // The ended columns only when asked.
    const ended = await board(p.owner, "?ended=true");
    expect(ended.columns.map((c) => c.stage).slice(6)).toEqual(["withdrawn", "declined", "lost"]);

    // A card: the business, its owner, a chip per funder and the next action.
    const offered = column(whole, "proposals").cards[0]!;
    expect(offered).toMatchObject({
      id: d.n1Offered,
      businessName: "Harbour Bakery Ltd",
      product: "term_loan",
      amountMinor: 4_000_000,
      currency: "GBP",
      country: "GB",
      owner: { id: p.n1Member.userId, name: "Ann Lee", avatarUrl: null },
      funders: [{ funderName: "Board Capital", state: "offer", unread: 0 }],
      nextAction: "compare",
    });
    // A funder's message the broker's people have not read: on the chip, for each of them.
    const [chip] = offered.funders;
    const wrote = await callAs(ctx.app, f.who).post(`/v1/threads/${chip!.submissionId}/messages`, {
      body: "One more bank statement, please",
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const unreadOf = async (who: SignedUp) =>
      column(await board(who), "proposals").cards[0]!.funders[0]!.unread;
    expect(await unreadOf(p.n1Member)).toBe(1);
    expect(await unreadOf(p.owner)).toBe(1);
    const read = await callAs(ctx.app, p.n1Member).post(`/v1/threads/${chip!.submissionId}/read`);
    expect(read.statusCode, read.body).toBeLessThan(300);
    expect(await unreadOf(p.n1Member)).toBe(0);
    expect(await unreadOf(p.owner)).toBe(1);
    expect(column(whole, "submitted").cards[0]).toMatchObject({
      funders: [{ state: "sent" }],
      nextAction: "await_funders",
    });
    expect(column(whole, "draft").cards.every((c) => c.nextAction === "submit")).toBe(true);

    // Filters narrow inside what the viewer sees: a team outside it gives nothing, never more.
    const { n1 } = (await brokerage(f)).teams; // another organization's team
    expect(ids(await board(p.owner, `?teamId=${n1}`)).size).toBe(0);
    expect(ids(await board(p.agent, `?ownerId=${p.n1Member.userId}`)).size).toBe(0);
  });

  it("filters by owner, team, product, country, amount, days in stage", async () => {
    const owner = await createBroker(ctx.app, "Filter Brokers");
    const colleague = await joinOrganizationOf(ctx.app, owner);
    const a = await createDeal(ctx.app, owner, { product: "term_loan", amountMinor: 1_000_000 });
    const b = await createDeal(
      ctx.app,
      owner,
      { product: "line_of_credit", amountMinor: 2_000_000, currency: "EUR" },
      { country: "ES" },
    );
    const c = await createDeal(ctx.app, colleague, { amountMinor: 3_000_000 });
    const old = new Date(Date.now() - 10 * 86_400_000);
    await ctx.app.database.db.update(deals).set({ statusChangedAt: old }).where(eq(deals.id, c.id));
    const seen = async (query: string) => [...ids(await board(owner, query))].sort();
    const sorted = (...x: string[]) => x.sort();
    expect(await seen(`?ownerId=${colleague.userId}`)).toEqual([c.id]);
    expect(await seen("?product=line_of_credit")).toEqual([b.id]);
    expect(await seen("?country=ES")).toEqual([b.id]);
    expect(await seen("?minAmountMinor=1500000")).toEqual(sorted(b.id, c.id));
    expect(await seen("?maxAmountMinor=2000000")).toEqual(sorted(a.id, b.id));
    expect(await seen("?minDays=7")).toEqual([c.id]);
    expect(await seen("?minDays=11")).toEqual([]);
    // A colleague placed in a team later: their deals move with them, heads and cards alike.
    const call = callAs(ctx.app, owner);
    const { regions } = await ok(
      call.post("/v1/team/regions", { name: "West", countries: ["GB"] }),
    );
    const west = (regions as { id: string }[])[0]!.id;
    const { teams } = await ok(call.post("/v1/team/teams", { name: "W1", regionId: west }));
    const w1 = (teams as { id: string }[])[0]!.id;
    await ok(
      call.put(`/v1/team/members/${colleague.userId}`, { salesRole: "team_member", teamId: w1 }),
    );
    expect(await seen(`?teamId=${w1}`)).toEqual([c.id]);
    expect(column(await board(owner, `?teamId=${w1}`), "draft")).toMatchObject({
      count: 1,
      totals: [{ currency: "GBP", amountMinor: 3_000_000 }],
    });
    // Days in stage: the longest waiting first in an open column.
    const drafts = column(await board(owner), "draft").cards;
    expect(drafts[0]).toMatchObject({ id: c.id, stageSince: old.toISOString() });

    for (const bad of ["?product=cheese", "?country=XX", "?minDays=-1", "?teamId=nope", "?x=1"]) {
      const error = await errorOf(callAs(ctx.app, owner).get(`/v1/user/deals/board${bad}`));
      expect(error, bad).toMatchObject({ status: 400, code: "validation_failed" });
    }
  });

  it("pages a column with a cursor, in order, to its end", async () => {
    const owner = await createBroker(ctx.app, "Paging Brokers");
    const made: string[] = [];
    for (let i = 0; i < 27; i++) made.push((await createDeal(ctx.app, owner)).id);
    const first = column(await board(owner), "draft");
    expect(first.count).toBe(27);
    expect(first.cards).toHaveLength(25);
    // Oldest in the stage first: the order they were made.
    expect(first.cards.map((c) => c.id)).toEqual(made.slice(0, 25));
    const next = await ok(
      callAs(ctx.app, owner).get(
        `/v1/user/deals/board/column?stage=draft&cursor=${first.nextCursor}`,
      ),
    );
    expect((next.cards as { id: string }[]).map((c) => c.id)).toEqual(made.slice(25));
    expect(next.nextCursor).toBeNull();
    // The same cursor with a filter that excludes the rest: an empty page.
    const filtered = await ok(
      callAs(ctx.app, owner).get(
        `/v1/user/deals/board/column?stage=draft&product=bridge&cursor=${first.nextCursor}`,
      ),
    );
    expect(filtered.cards).toEqual([]);
    for (const cursor of ["nope", Buffer.from('["x","y"]').toString("base64url")]) {
      const error = await errorOf(
        callAs(ctx.app, owner).get(`/v1/user/deals/board/column?stage=draft&cursor=${cursor}`),
      );
      expect(error).toMatchObject({ status: 400, code: "validation_failed" });
    }
    const noStage = await errorOf(callAs(ctx.app, owner).get("/v1/user/deals/board/column"));
    expect(noStage).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("when a deal entered its stage (statusChangedAt)", () => {
  const stamp = async (dealId: string) => {
    const [row] = await ctx.app.database.db
      .select({ at: deals.statusChangedAt, status: deals.status })
      .from(deals)
      .where(eq(deals.id, dealId));
    const [last] = (
      await ctx.app.database.db.execute<{ at: string }>(
        sql`select max(${dealHistory.at})::text as at from ${dealHistory}
          where ${dealHistory.dealId} = ${dealId} and ${dealHistory.fromStatus} is distinct from ${dealHistory.toStatus}`,
      )
    ).rows;
    return { ...row!, last: new Date(last!.at) };
  };

  it("is set with every move, by a person, by sending, by a funder and by the CRM", async () => {
    const f = await funder("Stage Capital");
    const broker = await createBroker(ctx.app, "Stage Brokers");
    const call = callAs(ctx.app, broker);

    // A person's move: submit, then withdraw.
    const moved = await createDeal(ctx.app, broker);
    const created = await stamp(moved.id);
    await ok(call.post(`/v1/user/deal/${moved.id}/transition`, { to: "submitted", version: 1 }));
    const submitted = await stamp(moved.id);
    expect(submitted.status).toBe("submitted");
    expect(submitted.at.getTime()).toBeGreaterThan(created.at.getTime());
    expect(submitted.at).toEqual(submitted.last);
    await ok(
      call.post(`/v1/user/deal/${moved.id}/transition`, {
        to: "withdrawn",
        version: 2,
        reason: "Client went elsewhere",
      }),
    );
    const withdrawn = await stamp(moved.id);
    expect(withdrawn.status).toBe("withdrawn");
    expect(withdrawn.at).toEqual(withdrawn.last);
    // A change of the deal's facts is not a move.
    const facts = await createDeal(ctx.app, broker);
    const before = await stamp(facts.id);
    await ok(call.post(`/v1/user/deal/${facts.id}`, { version: 1, purpose: "A van" }));
    expect((await stamp(facts.id)).at).toEqual(before.at);

    // Sending (draft -> submitted), a funder's offer (-> in_review -> proposals), funding.
    const sent = await deal(broker, f, { amountMinor: 3_000_000 }, "funded");
    const funded = await stamp(sent);
    expect(funded.status).toBe("funded");
    expect(funded.at).toEqual(funded.last);

    // The CRM.
    const crm = await createDeal(ctx.app, broker);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/v1/zoho-webhook/qs?${new URLSearchParams({ deal: crm.id, stage: "Submitted" })}`,
      headers: { "x-portal-webhook-secret": secret },
    });
    expect(res.statusCode).toBe(200);
    const byCrm = await stamp(crm.id);
    expect(byCrm.status).toBe("submitted");
    expect(byCrm.at).toEqual(byCrm.last);
    expect(column(await board(broker), "submitted").cards[0]).toMatchObject({
      id: crm.id,
      stageSince: byCrm.at.toISOString(),
    });
  });
});

describe("saved views (GET, POST /v1/user/deals/views; DELETE /v1/user/deals/views/{id})", () => {
  it("keeps a person's named filters, by name, and refuses bad filters, a name twice, past the limit and another person's view", async () => {
    const owner = await createBroker(ctx.app, "View Brokers");
    const colleague = await joinOrganizationOf(ctx.app, owner);
    const call = callAs(ctx.app, owner);
    const saved = await ok(
      call.post("/v1/user/deals/views", {
        name: " Term loans ",
        filters: { product: "term_loan", minDays: 3, ended: true },
      }),
    );
    expect(saved).toMatchObject({
      name: "Term loans",
      filters: { product: "term_loan", minDays: 3, ended: true },
    });
    await ok(call.post("/v1/user/deals/views", { name: "All", filters: {} }));
    const list = await ok(call.get("/v1/user/deals/views"));
    expect((list.items as { name: string }[]).map((v) => v.name)).toEqual(["All", "Term loans"]);
    // Another person's views are their own.
    expect((await ok(callAs(ctx.app, colleague).get("/v1/user/deals/views"))).items).toEqual([]);
    await ok(callAs(ctx.app, colleague).post("/v1/user/deals/views", { name: "All", filters: {} }));

    for (const body of [
      { name: "x", filters: { product: "cheese" } },
      { name: "x", filters: { unknown: 1 } },
      { name: "", filters: {} },
      { name: "x".repeat(61), filters: {} },
      { name: "x" },
    ]) {
      const error = await errorOf(call.post("/v1/user/deals/views", body));
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, code: "validation_failed" });
    }
    expect(await errorOf(call.post("/v1/user/deals/views", { name: "All", filters: {} }))).toEqual(
      expect.objectContaining({
        status: 409,
        code: "name_taken",
        message: "You already have a view with this name: choose another.",
      }),
    );

    for (let i = 2; i < savedViewLimit; i++)
      await ok(call.post("/v1/user/deals/views", { name: `View ${i}`, filters: {} }));
    expect(
      await errorOf(call.post("/v1/user/deals/views", { name: "One more", filters: {} })),
    ).toEqual(
      expect.objectContaining({
        status: 409,
        code: "conflict",
        message: "You have 20 saved views, the most you can keep: delete one to save another.",
      }),
    );

    const theirs = await ok(
      callAs(ctx.app, colleague).post("/v1/user/deals/views", { name: "Mine", filters: {} }),
    );
    for (const id of [theirs.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"])
      expect(await errorOf(call.delete(`/v1/user/deals/views/${id}`)), id).toMatchObject({
        status: 404,
        code: "not_found",
      });
    // Deleting the account deletes its views; an organization deleted with it takes its deals
    // and their kept counts (checked after each test).
    const loner = await createBroker(ctx.app, "Loner Brokers");
    await createDeal(ctx.app, loner);
    for (const person of [colleague, loner]) {
      const gone = await callAs(ctx.app, person).delete("/v1/user/delete");
      expect(gone.statusCode, gone.body).toBeLessThan(300);
    }
    const left = await ctx.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_views where "userId" = ${colleague.userId}`,
    );
    expect(left.rows[0]!.n).toBe(0);
    const deleted = await call.delete(`/v1/user/deals/views/${saved.id}`);
    expect(deleted.statusCode).toBe(204);
    await ok(call.post("/v1/user/deals/views", { name: "One more", filters: {} }));
  });
});

describe("the board's live updates (the deals topic)", () => {
  it("reach a colleague who sees the deal when the broker moves it, the CRM moves it, or a funder answers", async () => {
    const f = await funder("Live Capital");
    const broker = await createBroker(ctx.app, "Live Brokers");
    const manager = await joinOrganizationOf(ctx.app, broker);
    await ok(
      callAs(ctx.app, broker).put(`/v1/team/members/${manager.userId}`, {
        salesRole: "general_manager",
      }),
    );
    const outsider = await createBroker(ctx.app, "Live Outsiders");
    const watching = await openStream(base, { authorizationkey: manager.token });
    const elsewhere = await openStream(base, { authorizationkey: outsider.token });
    await watching.waitFor((e) => e.event === "ready");
    await elsewhere.waitFor((e) => e.event === "ready");
    const heard = (dealId: string) =>
      watching.waitFor(
        (e) =>
          e.event === "change" &&
          (e.data as { topics: string[] }).topics.includes(`deal:${dealId}`) &&
          (e.data as { topics: string[] }).topics.includes("deals"),
      );

    const submitted = await createDeal(ctx.app, broker);
    await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${submitted.id}/transition`, {
        to: "submitted",
        version: 1,
      }),
    );
    await heard(submitted.id);

    const byCrm = await createDeal(ctx.app, broker);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/v1/zoho-webhook/qs?${new URLSearchParams({ deal: byCrm.id, stage: "Submitted" })}`,
      headers: { "x-portal-webhook-secret": secret },
    });
    expect(res.statusCode).toBe(200);
    await heard(byCrm.id);

    const offered = await deal(broker, f, { amountMinor: 3_000_000 }, "offered");
    await heard(offered);
    await heardAll(ctx.app, [[elsewhere, outsider]]);
    expect(elsewhere.changes().some((c) => c.topics.includes("deals"))).toBe(false);
    watching.close();
    elsewhere.close();
  });
});
