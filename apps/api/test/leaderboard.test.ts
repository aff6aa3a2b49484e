import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "@portal/db/schema/user";
import { imageUrl } from "../src/modules/images/service";
import { useTestApp } from "./test-app";
import { createBroker, createMember, joinOrganizationOf, type SignedUp } from "./factories";
import { dashboardHelpers, type Funder } from "./dashboard-support";

const ctx = useTestApp();
const { call, ok, funder, deal, fundedAt } = dashboardHelpers(ctx);

interface Place {
  rank: number;
  value: number;
  deals: number;
}
interface Leaderboard {
  period: string;
  scope: string;
  by: string;
  currency: string | null;
  currencies: string[];
  entries: (Place & { userId: string; name: string; avatarUrl: string | null; you: boolean })[];
  me: Place | null;
}

async function leaderboard(user: SignedUp, query = "") {
  const res = await call(user, "GET", `/v1/dashboard/leaderboard${query}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as Leaderboard;
}
/** The entries as "name rank value deals", easier to read than objects. */
const rows = (l: Leaderboard) => l.entries.map((e) => `${e.name} #${e.rank} ${e.value} ${e.deals}`);

const named = (user: SignedUp, firstName: string, avatarImage: string | null = null) =>
  ctx.app.database.db
    .update(profiles)
    .set({ firstName, lastName: "Lee", avatarImage })
    .where(eq(profiles.userId, user.userId));

/** A funded GBP deal of `amountMinor` at `commissionBp` (2% unless said). */
const funded = (who: SignedUp, f: Funder, amountMinor: number, commissionBp = 200) =>
  deal(who, f, { amountMinor }, "funded", { amountMinor, commissionBp, funded: undefined });

const avatar = "0123456789abcdef0123456789abcdef";

/**
 * A brokerage (owner Ann, not placed) with teams A and B in region R: Cal manages A, whose
 * members are Dan, Bea, Ada, Gus, Hal and Lia; Eve is in B. Their deals funded this month, in GBP:
 * Eve 9,000,000; Dan 4,000,000 + 3,000,000; Bea 5,000,000; Ada 5,000,000; Gus 3,000,000 at 10%;
 * Hal 2,000,000 (and EUR 50,000,000); Cal 1,000,000, and 6,000,000 moved to last month; Lia
 * (in A) 500,000. Agents without deals: Ivy in B, Jo in no team; Ken manages region R.
 */
async function brokerage(f: Funder) {
  const owner = await createBroker(ctx.app, "Leaderboard Brokers");
  const region = await ok(
    call(owner, "POST", "/v1/team/regions", { name: "R", countries: ["GB"] }),
  );
  const regionId = (region.regions as { id: string }[])[0]!.id;
  await ok(call(owner, "POST", "/v1/team/teams", { name: "A", regionId }));
  const all = await ok(call(owner, "POST", "/v1/team/teams", { name: "B", regionId }));
  const team = (name: string) =>
    (all.teams as { id: string; name: string }[]).find((t) => t.name === name)!.id;
  const person = async (firstName: string, salesRole: string, teamName: string | null) => {
    const p = await joinOrganizationOf(ctx.app, owner);
    const place =
      salesRole === "country_manager" ? { regionId } : { teamId: teamName && team(teamName) };
    await ok(call(owner, "PUT", `/v1/team/members/${p.userId}`, { salesRole, ...place }));
    await named(p, firstName, firstName === "Ada" ? avatar : null);
    return p;
  };
  const p = {
    owner,
    cal: await person("Cal", "team_manager", "A"),
    dan: await person("Dan", "team_member", "A"),
    bea: await person("Bea", "team_member", "A"),
    ada: await person("Ada", "team_member", "A"),
    gus: await person("Gus", "team_member", "A"),
    hal: await person("Hal", "team_member", "A"),
    eve: await person("Eve", "team_member", "B"),
    lia: await person("Lia", "team_member", "A"),
    ivy: await person("Ivy", "agent", "B"),
    jo: await person("Jo", "agent", null),
    ken: await person("Ken", "country_manager", null),
  };
  await named(owner, "Ann");
  await funded(p.eve, f, 9_000_000);
  await funded(p.dan, f, 4_000_000);
  await funded(p.dan, f, 3_000_000);
  await funded(p.bea, f, 5_000_000);
  await funded(p.ada, f, 5_000_000);
  await funded(p.gus, f, 3_000_000, 1000);
  await funded(p.hal, f, 2_000_000);
  await deal(p.hal, f, { amountMinor: 50_000_000, currency: "EUR" }, "funded");
  await funded(p.cal, f, 1_000_000);
  await funded(p.lia, f, 500_000);
  const today = new Date();
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 15, 12));
  await fundedAt(await funded(p.cal, f, 6_000_000), lastMonth);
  // A deal still open counts nowhere.
  await deal(p.bea, f, { amountMinor: 70_000_000 }, "offered");
  return p;
}

// A brokerage of twelve people with a dozen funded deals: past the usual 30 s on a loaded machine.
describe("the dashboard's leaderboard (GET /v1/dashboard/leaderboard)", () => {
  it("ranks the scope's people by sales or commission, ties sharing a rank, with the viewer's own", async () => {
    const f = await funder("Leaderboard Capital");
    // Another brokerage's larger sales are never counted.
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    await funded(stranger, f, 90_000_000);
    const p = await brokerage(f);

    const organization = await leaderboard(p.owner);
    expect(organization).toMatchObject({
      period: "month",
      scope: "organization",
      by: "sales",
      currency: "GBP",
      currencies: ["GBP", "EUR"],
      me: null,
    });
    // Ada and Bea share 3rd (by name); the next is 5th.
    expect(rows(organization)).toEqual([
      "Eve Lee #1 9000000 1",
      "Dan Lee #2 7000000 2",
      "Ada Lee #3 5000000 1",
      "Bea Lee #3 5000000 1",
      "Gus Lee #5 3000000 1",
    ]);
    expect(organization.entries[0]!.userId).toBe(p.eve.userId);
    expect(organization.entries.map((e) => e.avatarUrl)).toEqual([
      null,
      null,
      imageUrl(avatar),
      null,
      null,
    ]);
    // Cal, 7th in the organization, is 6th in the team he manages (Eve is in B): his own place.
    const team = await leaderboard(p.cal);
    expect(team.scope).toBe("team");
    expect(rows(team)).toEqual([
      "Dan Lee #1 7000000 2",
      "Ada Lee #2 5000000 1",
      "Bea Lee #2 5000000 1",
      "Gus Lee #4 3000000 1",
      "Hal Lee #5 2000000 1",
    ]);
    expect(team.me).toEqual({ rank: 6, value: 1_000_000, deals: 1 });
    expect(rows(await leaderboard(p.cal, "?scope=mine"))).toEqual(["Cal Lee #1 1000000 1"]);
    // Over 12 months Cal's deal of last month puts him 2nd, level with Dan, so in the top 5.
    const year = await leaderboard(p.cal, "?period=last_12_months");
    expect(rows(year).slice(0, 2)).toEqual(["Cal Lee #1 7000000 2", "Dan Lee #1 7000000 2"]);
    expect(year.me).toBeNull();
    expect(year.entries.map((e) => e.you)).toEqual([true, false, false, false, false]);

    // Commission earned: Gus's 10% puts him first; Hal is 6th and Cal 7th.
    const commission = await leaderboard(p.owner, "?by=commission");
    expect(commission).toMatchObject({ by: "commission", currency: "GBP", me: null });
    expect(rows(commission)).toEqual([
      "Gus Lee #1 300000 1",
      "Eve Lee #2 180000 1",
      "Dan Lee #3 140000 2",
      "Ada Lee #4 100000 1",
      "Bea Lee #4 100000 1",
    ]);
    expect((await leaderboard(p.cal, "?by=commission")).me).toEqual({
      rank: 6,
      value: 20_000,
      deals: 1,
    });

    // Another currency: only who sold in it; the viewer with nothing in it has no place.
    const euros = await leaderboard(p.cal, "?currency=EUR");
    expect(rows(euros)).toEqual(["Hal Lee #1 50000000 1"]);
    expect(euros).toMatchObject({ currency: "EUR", me: null });
  }, 120_000);

  it("shows an agent or a team member their team's board, a country manager the region's (decision 049)", async () => {
    const p = await brokerage(await funder("Team Board Capital"));
    // Dan, a team member of A, sees team A's top five, himself first, though not their deals.
    const dan = await leaderboard(p.dan);
    expect(dan).toMatchObject({ scope: "team", me: null });
    expect(rows(dan)).toEqual([
      "Dan Lee #1 7000000 2",
      "Ada Lee #2 5000000 1",
      "Bea Lee #2 5000000 1",
      "Gus Lee #4 3000000 1",
      "Hal Lee #5 2000000 1",
    ]);
    expect(dan.entries.map((e) => e.you)).toEqual([true, false, false, false, false]);
    expect((await call(p.dan, "GET", "/v1/user/deals")).json().items).toHaveLength(2);
    // Lia, 7th in team A (after Cal), is outside the five: her own place is given.
    const lia = await leaderboard(p.lia);
    expect(rows(lia)).toEqual(rows(dan));
    expect(lia.me).toEqual({ rank: 7, value: 500_000, deals: 1 });
    // Ivy, an agent in team B, sees B's board: Eve alone, and no place of her own (no sales).
    const ivy = await leaderboard(p.ivy);
    expect(ivy).toMatchObject({ scope: "team", me: null });
    expect(rows(ivy)).toEqual(["Eve Lee #1 9000000 1"]);
    // Their own figures stay a choice; wider boards are not theirs.
    expect(rows(await leaderboard(p.dan, "?scope=mine"))).toEqual(["Dan Lee #1 7000000 2"]);
    for (const scope of ["region", "organization"]) {
      const res = await call(p.dan, "GET", `/v1/dashboard/leaderboard?scope=${scope}`);
      expect(res.statusCode, scope).toBe(403);
    }
    // Jo, an agent in no team, has only their own (empty) board.
    expect(await leaderboard(p.jo)).toMatchObject({ scope: "mine", entries: [], me: null });
    expect((await call(p.jo, "GET", "/v1/dashboard/leaderboard?scope=team")).statusCode).toBe(403);
    // Ken, the region's country manager, sees both teams; the owner (placed nowhere) the organization.
    const region = await leaderboard(p.ken);
    expect(region.scope).toBe("region");
    expect(rows(region)[0]).toBe("Eve Lee #1 9000000 1");
    expect((await call(p.ken, "GET", "/v1/dashboard/leaderboard?scope=team")).statusCode).toBe(403);
    // The dashboard's own figures stay the viewer's: Dan's are his deals alone.
    const figures = (await call(p.dan, "GET", "/v1/dashboard")).json();
    expect(figures.scopes).toEqual(["mine"]);
    expect(figures.statistics.sales).toEqual([{ currency: "GBP", value: 7_000_000, previous: 0 }]);
  }, 120_000);

  it("answers an empty board, and refuses a bad ranking, a bad currency and funders", async () => {
    const broker = await createBroker(ctx.app, "Quiet Brokers");
    expect(await leaderboard(broker)).toEqual({
      period: "month",
      scope: "organization",
      by: "sales",
      currency: null,
      currencies: [],
      entries: [],
      me: null,
    });
    for (const query of ["?by=deals", "?currency=gbp", "?period=week", "?by=sales&extra=1"]) {
      const res = await call(broker, "GET", `/v1/dashboard/leaderboard${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    const funderMember = await createMember(ctx.app, "funder", "Funder Ltd");
    expect((await call(funderMember, "GET", "/v1/dashboard/leaderboard")).statusCode).toBe(403);
    expect((await call(broker, "GET", "/v1/dashboard/leaderboard?scope=team")).statusCode).toBe(
      403,
    );
  });
});
