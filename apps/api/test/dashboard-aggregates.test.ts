import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  dashboardPeriods,
  type DashboardScope,
} from "@portal/contract/dashboard/dashboard-options";
import type { Viewer } from "../src/modules/deals/visibility";
import { boardScopesOf, createDashboardService, scopesOf } from "../src/modules/dashboard/service";
import { keptAndCounted, rebuildDashboardSums } from "../src/modules/dashboard/rebuild";
import { createBroker, joinOrganizationOf, organizationOf } from "./factories";
import { useTestApp } from "./test-app";

// The dashboard's kept sums (migration 0043, decision 081) after a seeded random sequence of moves
// written straight to the tables, as any code may: they equal the same sums counted from the rows,
// and the dashboard's answers off them equal its answers off the raw rows.

const ctx = useTestApp();

/** A small seeded generator (mulberry32): the same moves on every run and both databases. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}

/** The dashboards' `now`: 29 February, whose year to date ends its previous period on the 28th. */
const now = new Date("2028-02-29T10:00:00.000Z");
/** A later `now` the same rows are read at: the last instant of a year. */
const later = new Date("2028-12-31T23:59:59.000Z");

describe("dashboard sums", () => {
  let organizationId = "";
  let people: string[] = [];
  let borrowerId = "";
  const teams = [null, randomUUID(), randomUUID()];
  const regions = [null, randomUUID()];
  /** Deals made so far: their references number them, so a move picks the same deal on every run
   * (ids are random). Entries and history are picked by time and amount for the same reason. */
  let made = 0;

  beforeAll(async () => {
    const owner = await createBroker(ctx.app, "Sums Brokers");
    organizationId = (await organizationOf(ctx.app, owner)).id;
    const a = await joinOrganizationOf(ctx.app, owner);
    const b = await joinOrganizationOf(ctx.app, owner);
    // The last one is no member (an owner who left): kept on the deals, off the leaderboard.
    people = [owner.userId, a.userId, b.userId, `gone-${randomUUID()}`];
    const { rows } = await ctx.app.database.db.execute<{ id: string }>(sql`
      insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
      values (${organizationId}, 'Sums Borrower', 'limited_company', 'retail', 'GB') returning id`);
    borrowerId = rows[0]!.id;
  });

  /** Times around the boundaries the figures split at: month starts, the 28th, a year back, now. */
  function timeOf(r: ReturnType<typeof seeded>, base: Date) {
    const day = 86_400_000;
    switch (r.int(4)) {
      case 0: // anywhere in the last 800 days, or the next one
        return new Date(base.getTime() - r.int(801 * day));
      case 1: // on the day a year back (the year to date's previous end is inside it)
        return new Date(Date.UTC(2027, 1, 28) + r.int(day));
      case 2: // a month's first or last seconds
        return new Date(Date.UTC(2026 + r.int(3), r.int(12), 1) + (r.int(7) - 3) * 1000);
      default: // today and tomorrow
        return new Date(Date.UTC(2028, 1, 29) + r.int(2 * day));
    }
  }

  /** One random move, in one statement as the app or a script would write it. */
  async function move(r: ReturnType<typeof seeded>, chosen?: number) {
    const db = ctx.app.database.db;
    const { rows: ids } = await db.execute<{ id: string }>(
      sql`select id from deals where "organizationId" = ${organizationId} order by reference`,
    );
    const deal = ids.length ? r.pick(ids).id : null;
    const at = timeOf(r, now).toISOString();
    const currency = r.pick(["GBP", "EUR"]);
    const amount = 1_000 + r.int(1_000_000);
    const kind = chosen ?? r.int(14);
    if (!deal || kind === 0) {
      await db.execute(sql`
        insert into deals ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "borrowerId",
          reference, status, product, "amountMinor", currency, purpose)
        values (${organizationId}, ${r.pick(people)}, ${r.pick(teams)}, ${r.pick(regions)},
          ${borrowerId}, ${`S-${String(++made).padStart(4, "0")}`}, ${r.pick(["draft", "submitted", "accepted"])},
          'term_loan', ${amount}, ${currency}, 'Sums')`);
      return;
    }
    switch (kind) {
      case 1:
      case 2: // funded: the status, the amount that went out (or none) and the history entry
        await db.execute(sql`
          update deals set status = 'funded', "fundedAmountMinor" = ${r.next() < 0.5 ? amount : null}
          where id = ${deal}`);
        await db.execute(sql`
          insert into deal_history ("dealId", "fromStatus", "toStatus", source, at)
          values (${deal}, 'accepted', 'funded', 'api', ${at})`);
        return;
      case 3: // another move, which the sales do not count
        await db.execute(sql`
          insert into deal_history ("dealId", "fromStatus", "toStatus", source, at)
          values (${deal}, 'draft', 'submitted', 'api', ${at})`);
        return;
      case 4: // the amount, the funded amount or the currency changed
        await db.execute(
          r.pick([
            sql`update deals set "amountMinor" = ${amount} where id = ${deal}`,
            sql`update deals set "fundedAmountMinor" = ${amount} where id = ${deal}`,
            sql`update deals set currency = ${currency} where id = ${deal}`,
          ]),
        );
        return;
      case 5: // an owner moved to another team and region: every deal of theirs restamped
        await db.execute(sql`
          update deals set "ownerTeamId" = ${r.pick(teams)}, "ownerRegionId" = ${r.pick(regions)}
          where "organizationId" = ${organizationId} and "ownerId" = ${r.pick(people)}`);
        return;
      case 6: // a deal handed to someone else
        await db.execute(sql`update deals set "ownerId" = ${r.pick(people)} where id = ${deal}`);
        return;
      case 7:
      case 8: // commission entries (a few in one statement), whatever their kind and basis
        await db.execute(sql`
          insert into commission_entries ("organizationId", "dealId", kind, "beneficiaryId", basis,
            "amountMinor", currency, at)
          select ${organizationId}::uuid, ${deal}::uuid, k::commission_kind, ${r.pick(people)},
            ${r.pick(["owner", "split", "override"])}::commission_basis, ${amount} + n, ${currency}, ${at}::timestamptz
          from unnest(array[${r.pick(["earned", "clawed_back", "expected", "paid"])}, ${r.pick(["earned", "clawed_back"])}]) with ordinality as x(k, n)
          on conflict do nothing`);
        return;
      case 9: // an entry moved in time or corrected in place (a script's repair)
        await db.execute(sql`
          update commission_entries set at = ${at}, "amountMinor" = ${amount}
          where id = (select id from commission_entries where "dealId" = ${deal} order by at, "amountMinor", id limit 1)`);
        return;
      case 10: // a history entry moved in time, or removed
        await db.execute(
          r.next() < 0.5
            ? sql`update deal_history set at = ${at} where id = (select id from deal_history where "dealId" = ${deal} order by at, id limit 1)`
            : sql`delete from deal_history where id = (select id from deal_history where "dealId" = ${deal} order by at, id limit 1)`,
        );
        return;
      case 11: // an entry removed
        await db.execute(
          sql`delete from commission_entries where id = (select id from commission_entries where "dealId" = ${deal} order by at, "amountMinor", id limit 1)`,
        );
        return;
      case 12: // a deal deleted, its history and entries with it
        await db.execute(sql`delete from deals where id = ${deal}`);
        return;
      default: // several statements in one transaction, rolled back: nothing moves
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`update deals set "ownerId" = 'nobody' where id = ${deal}`);
            await tx.execute(sql`delete from deal_history where "dealId" = ${deal}`);
            throw new Error("rolled back");
          })
          .catch(() => undefined);
    }
  }

  const expectSumsAsCounted = async () => {
    const { kept, counted } = await keptAndCounted(ctx.app.database.db);
    expect(kept).toEqual(counted);
  };

  /** The viewers: an owner placed in a team, a team manager, a country manager, an agent. */
  const viewers = (): Viewer[] => {
    const base = { organizationId, accountType: "organization" as const };
    return [
      {
        ...base,
        userId: people[0]!,
        role: "owner",
        salesRole: "agent",
        teamId: teams[1]!,
        regionId: regions[1]!,
      },
      {
        ...base,
        userId: people[1]!,
        role: "member",
        salesRole: "team_manager",
        teamId: teams[1]!,
        regionId: null,
      },
      {
        ...base,
        userId: people[2]!,
        role: "member",
        salesRole: "country_manager",
        teamId: null,
        regionId: regions[1]!,
      },
      {
        ...base,
        userId: people[2]!,
        role: "member",
        salesRole: "agent",
        teamId: teams[2]!,
        regionId: null,
      },
    ];
  };

  /** Every dashboard and leaderboard each viewer may ask for, off the kept sums and off the rows. */
  async function expectAnswersAsFromRows(at: Date) {
    for (const viewer of viewers()) {
      const service = (fromRawRows: boolean) =>
        createDashboardService(ctx.app.database.db, {
          deals: { viewerOf: async () => viewer },
          billing: ctx.app.billing,
          expiringSoonDays: 30,
          now: () => at,
          fromRawRows,
        });
      const [kept, raw] = [service(false), service(true)];
      for (const period of dashboardPeriods) {
        for (const scope of scopesOf(viewer)) {
          const q = { period, scope } as { period: typeof period; scope: DashboardScope };
          expect(await kept.get(viewer.userId, q)).toEqual(await raw.get(viewer.userId, q));
        }
        for (const scope of boardScopesOf(viewer))
          for (const by of ["sales", "commission"] as const) {
            const q = { period, scope, by, currency: undefined };
            expect(await kept.leaderboard(viewer.userId, q)).toEqual(
              await raw.leaderboard(viewer.userId, q),
            );
          }
      }
    }
  }

  it("follow every move of the rows, and the dashboard answers as from the rows", async () => {
    const r = seeded(38_081);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 40; i++) await move(r);
      await expectSumsAsCounted();
    }
    // Deals made, funded and paid commission last, so the answers compared below have figures to
    // compare whatever the random moves deleted.
    for (let i = 0; i < 24; i++) await move(r, [0, 1, 7][i % 3]);
    await expectSumsAsCounted();
    // The figures read something: funded deals and commission in both periods of the year to date.
    const { counted } = await keptAndCounted(ctx.app.database.db);
    expect(counted.fundings.length).toBeGreaterThan(5);
    expect(counted.commissions.length).toBeGreaterThan(5);
    await expectAnswersAsFromRows(now);
    await expectAnswersAsFromRows(later);
  });

  it("are rebuilt from the rows as they were kept", async () => {
    const before = await keptAndCounted(ctx.app.database.db);
    await ctx.app.database.db.execute(sql`update dashboard_fundings set deals = deals + 1`);
    await ctx.app.database.db.execute(sql`delete from dashboard_commissions`);
    const rows = await rebuildDashboardSums(ctx.app.database.db);
    expect(rows.fundings).toBe(before.counted.fundings.length);
    expect(await keptAndCounted(ctx.app.database.db)).toEqual(before);
  });

  it("leave nothing behind when the organization is deleted", async () => {
    await ctx.app.database.db.execute(sql`delete from organizations where id = ${organizationId}`);
    await expectSumsAsCounted();
  });
});
