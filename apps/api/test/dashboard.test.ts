import { describe, expect, it } from "vitest";
import { dealStatuses } from "@portal/contract/deals/deal-states";
import { useTestApp } from "./test-app";
import { createBroker, createMember, joinOrganizationOf, type SignedUp } from "./factories";
import { dashboardHelpers, type Funder } from "./dashboard-support";

const ctx = useTestApp();
const { call, ok, funder, deal, fundedAt } = dashboardHelpers(ctx);

interface Money {
  currency: string;
  value: number;
  previous: number;
}
interface Dashboard {
  period: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  scope: string;
  scopes: string[];
  statistics: {
    pendingProposals: { value: number; previous: number };
    closedDeals: { value: number; previous: number };
    sales: Money[];
    commissionEarned: Money[];
  };
  pipeline: { status: string; count: number }[];
  months: {
    month: string;
    sales: { currency: string; amountMinor: number }[];
    commissionEarned: { currency: string; amountMinor: number }[];
  }[];
}

async function dashboard(user: SignedUp, query = "") {
  const res = await call(user, "GET", `/v1/dashboard${query}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as Dashboard;
}
const errorOf = async (user: SignedUp, query: string) => {
  const res = await call(user, "GET", `/v1/dashboard${query}`);
  return { status: res.statusCode, ...(res.json() as { error: { code: string } }).error };
};

/** The pipeline's non-zero stages (every stage is listed, in the pipeline's order). */
const stages = (d: Dashboard) =>
  Object.fromEntries(d.pipeline.filter((s) => s.count > 0).map((s) => [s.status, s.count]));

/**
 * A brokerage with regions North and South and teams N1 (North) and S1 (South): a team manager
 * and a member of N1, a country manager of North, a member of S1, an agent, and an admin placed
 * in N1. Their deals, made once placed (a deal carries its owner's team and region):
 * - member of N1: funded GBP 8,800,000 (offered 9,000,000 at 2.5%: 220,000 earned), and one with
 *   an offer waiting (GBP 3,000,000);
 * - manager of N1: funded EUR 2,000,000 (at 1%: 20,000 earned);
 * - member of S1: funded GBP 5,000,000 (at 2%: 100,000 earned);
 * - country manager: a draft; agent: a deal sent, no answer yet.
 */
async function brokerage(f: Funder) {
  const owner = await createBroker(ctx.app, "Dashboard Brokers");
  const structure = async (url: string, body: object) => ok(call(owner, "POST", url, body));
  const withRegions = await structure("/v1/team/regions", { name: "North", countries: ["GB"] });
  const south = await structure("/v1/team/regions", { name: "South", countries: ["ES"] });
  const idOf = (list: unknown, name: string) =>
    (list as { id: string; name: string }[]).find((x) => x.name === name)!.id;
  const north = idOf(withRegions.regions, "North");
  await structure("/v1/team/teams", { name: "N1", regionId: north });
  const all = await structure("/v1/team/teams", {
    name: "S1",
    regionId: idOf(south.regions, "South"),
  });
  const n1 = idOf(all.teams, "N1");
  const s1 = idOf(all.teams, "S1");
  const person = async (body: object, role: "admin" | "member" = "member") => {
    const p = await joinOrganizationOf(ctx.app, owner, role);
    await ok(call(owner, "PUT", `/v1/team/members/${p.userId}`, body));
    return p;
  };
  const people = {
    owner,
    n1Manager: await person({ salesRole: "team_manager", teamId: n1 }),
    n1Member: await person({ salesRole: "team_member", teamId: n1 }),
    northManager: await person({ salesRole: "country_manager", regionId: north }),
    s1Member: await person({ salesRole: "team_member", teamId: s1 }),
    agent: await person({ salesRole: "agent" }),
    admin: await person({ salesRole: "team_member", teamId: n1 }, "admin"),
  };
  await deal(people.n1Member, f, { amountMinor: 10_000_000 }, "funded", {
    amountMinor: 9_000_000,
    commissionBp: 250,
    funded: 8_800_000,
  });
  await deal(people.n1Member, f, { amountMinor: 3_000_000 }, "offered");
  await deal(people.n1Manager, f, { amountMinor: 2_000_000, currency: "EUR" }, "funded", {
    amountMinor: 2_000_000,
    commissionBp: 100,
    funded: undefined,
  });
  await deal(people.s1Member, f, { amountMinor: 5_000_000 }, "funded");
  await deal(people.northManager, f, { amountMinor: 1_500_000 }, "draft");
  await deal(people.agent, f, { amountMinor: 2_500_000 }, "sent");
  return people;
}

/** This period's figures (nothing in the previous period). */
const now = (value: number) => ({ value, previous: 0 });
const money = (currency: string, value: number) => ({ currency, value, previous: 0 });

describe("the broker's dashboard (GET /v1/dashboard)", () => {
  it("counts each figure over the scope asked, within what the viewer's position allows", async () => {
    const f = await funder("Dashboard Capital");
    // Another brokerage's funded deal and waiting offer are never counted.
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    await deal(stranger, f, { amountMinor: 7_000_000 }, "funded");
    await deal(stranger, f, { amountMinor: 4_000_000 }, "offered");
    const p = await brokerage(f);

    const organization = await dashboard(p.owner);
    expect(organization).toMatchObject({
      period: "month",
      scope: "organization",
      scopes: ["mine", "organization"],
      statistics: {
        pendingProposals: now(1),
        closedDeals: now(3),
        sales: [money("EUR", 2_000_000), money("GBP", 13_800_000)],
        commissionEarned: [money("EUR", 20_000), money("GBP", 320_000)],
      },
    });
    expect(organization.pipeline.map((s) => s.status)).toEqual(dealStatuses);
    expect(stages(organization)).toEqual({ draft: 1, submitted: 1, proposals: 1, funded: 3 });
    // The admin placed in N1 sees the organization and may narrow to its team or region.
    const admin = await dashboard(p.admin);
    expect(admin.scopes).toEqual(["mine", "team", "region", "organization"]);
    expect(admin.statistics).toEqual(organization.statistics);

    const north = {
      pendingProposals: now(1),
      closedDeals: now(2),
      sales: [money("EUR", 2_000_000), money("GBP", 8_800_000)],
      commissionEarned: [money("EUR", 20_000), money("GBP", 220_000)],
    };
    const region = await dashboard(p.northManager);
    expect(region).toMatchObject({
      scope: "region",
      scopes: ["mine", "region"],
      statistics: north,
    });
    expect(stages(region)).toEqual({ draft: 1, proposals: 1, funded: 2 });
    expect((await dashboard(p.admin, "?scope=region")).statistics).toEqual(north);
    // N1 holds the same funded deals as North; the country manager's draft is not the team's.
    const team = await dashboard(p.n1Manager);
    expect(team).toMatchObject({ scope: "team", scopes: ["mine", "team"], statistics: north });
    expect(stages(team)).toEqual({ proposals: 1, funded: 2 });
    expect(stages(await dashboard(p.admin, "?scope=team"))).toEqual({ proposals: 1, funded: 2 });

    const mine = await dashboard(p.n1Manager, "?scope=mine");
    expect(mine.statistics).toEqual({
      pendingProposals: now(0),
      closedDeals: now(1),
      sales: [money("EUR", 2_000_000)],
      commissionEarned: [money("EUR", 20_000)],
    });
    expect(await dashboard(p.n1Member)).toMatchObject({
      scope: "mine",
      scopes: ["mine"],
      statistics: {
        pendingProposals: now(1),
        closedDeals: now(1),
        sales: [money("GBP", 8_800_000)],
        commissionEarned: [money("GBP", 220_000)],
      },
    });
    expect((await dashboard(p.s1Member)).statistics).toMatchObject({
      closedDeals: now(1),
      sales: [money("GBP", 5_000_000)],
      commissionEarned: [money("GBP", 100_000)],
    });
    const agent = await dashboard(p.agent);
    expect(agent.statistics).toEqual({
      pendingProposals: now(0),
      closedDeals: now(0),
      sales: [],
      commissionEarned: [],
    });
    expect(stages(agent)).toEqual({ submitted: 1 });
    expect(stages(await dashboard(p.northManager, "?scope=mine"))).toEqual({ draft: 1 });
    expect(stages(await dashboard(p.owner, "?scope=mine"))).toEqual({});

    // A scope wider than the position's, or one the viewer is not placed in, is refused.
    for (const [who, query] of [
      [p.n1Member, "?scope=team"],
      [p.n1Manager, "?scope=region"],
      [p.northManager, "?scope=organization"],
      [p.northManager, "?scope=team"],
      [p.owner, "?scope=team"],
    ] as const)
      expect(await errorOf(who, query)).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("refuses a bad period or scope, unknown parameters, and funders", async () => {
    const broker = await createBroker(ctx.app, "Strict Brokers");
    for (const query of ["?period=week", "?scope=world", "?period=month&extra=1"])
      expect(await errorOf(broker, query)).toMatchObject({
        status: 400,
        code: "validation_failed",
      });
    const funderMember = await createMember(ctx.app, "funder", "Funder Ltd");
    expect(await errorOf(funderMember, "")).toMatchObject({ status: 403, code: "forbidden" });
    expect((await ctx.app.inject({ method: "GET", url: "/v1/dashboard" })).statusCode).toBe(401);
  });

  it("compares each period with the one before and charts the last 12 months", async () => {
    const f = await funder("Period Capital");
    const broker = await createBroker(ctx.app, "Period Brokers");
    // Funded now: GBP 4,000,000 at 3% (120,000); the other, moved about: GBP 6,000,000 at 1.5% (90,000).
    await deal(broker, f, { amountMinor: 4_000_000 }, "funded", {
      amountMinor: 4_000_000,
      commissionBp: 300,
      funded: undefined,
    });
    const moved = await deal(broker, f, { amountMinor: 6_000_000 }, "funded", {
      amountMinor: 6_000_000,
      commissionBp: 150,
      funded: undefined,
    });
    for (const period of ["month", "quarter", "year_to_date", "last_12_months"]) {
      const bounds = await dashboard(broker, `?period=${period}`);
      const previousFrom = Date.parse(bounds.previousFrom);
      const previousTo = Date.parse(bounds.previousTo);
      expect(previousTo).toBeLessThanOrEqual(Date.parse(bounds.from));
      await fundedAt(moved, new Date((previousFrom + previousTo) / 2));
      expect((await dashboard(broker, `?period=${period}`)).statistics, period).toEqual({
        pendingProposals: now(0),
        closedDeals: { value: 1, previous: 1 },
        sales: [{ currency: "GBP", value: 4_000_000, previous: 6_000_000 }],
        commissionEarned: [{ currency: "GBP", value: 120_000, previous: 90_000 }],
      });
      // Just before the previous period: in neither.
      await fundedAt(moved, new Date(previousFrom - 1));
      expect((await dashboard(broker, `?period=${period}`)).statistics, period).toEqual({
        pendingProposals: now(0),
        closedDeals: now(1),
        sales: [money("GBP", 4_000_000)],
        commissionEarned: [money("GBP", 120_000)],
      });
    }

    // Three months back (mid-month, UTC), then 12 months back: out of the chart.
    const today = new Date();
    const monthsBack = (n: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - n, 15, 12));
    const key = (d: Date) => d.toISOString().slice(0, 7);
    await fundedAt(moved, monthsBack(3));
    const { months } = await dashboard(broker, "?period=last_12_months");
    expect(months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => key(monthsBack(11 - i))),
    );
    const charted = (amount: number, commission: number) => ({
      sales: [{ currency: "GBP", amountMinor: amount }],
      commissionEarned: [{ currency: "GBP", amountMinor: commission }],
    });
    const empty = { sales: [], commissionEarned: [] };
    expect(months.map(({ month: _, ...m }) => m)).toEqual([
      ...Array.from({ length: 8 }, () => empty),
      charted(6_000_000, 90_000),
      empty,
      empty,
      charted(4_000_000, 120_000),
    ]);
    await fundedAt(moved, monthsBack(12));
    const later = await dashboard(broker, "?period=month");
    expect(later.months.filter((m) => m.sales.length > 0)).toEqual([
      { month: key(today), ...charted(4_000_000, 120_000) },
    ]);
  });
});
