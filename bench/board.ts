// GET /v1/user/deals/board with 1,000,000 deals in one organization (issue 34): a general
// manager's board (every column's count and totals per currency, and its first 25 cards) against
// the same queries run directly on the database in the same run (heads, then each column's page,
// then the cards' funder chips, as the service runs them), and a team manager's board against the
// general manager's. The heads read the counts the database keeps (deal_stage_counts); the plan
// of counting the deals instead is printed beside. Prints p50/p95 and the ratios; asserts nothing.
//   node --import tsx bench/board.ts            (1,000,000 deals, 100 rounds)
//   BENCH_SMOKE=1 node --import tsx bench/board.ts    (smoke: 5,000 deals, 10 rounds)
//   (BENCH_DEALS, BENCH_OWNERS (default 200) and BENCH_ROUNDS override either)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { dealStageCounts } from "@portal/db/schema/deals";
import { boardPageSize, boardStages } from "@portal/contract/deals/board-schemas";
import * as boardRepo from "@portal/api/modules/deals/board-repo";
import { visibleDeals, visibleRows, type Viewer } from "@portal/api/modules/deals/visibility";
import { getMembership } from "@portal/api/modules/organizations/service";
import { chipsOf } from "@portal/api/modules/submissions/board-chips";
import { unreadCounts } from "@portal/api/modules/threads/queries";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";
const dealCount = positiveNumber("BENCH_DEALS", 1_000_000, 5_000);
const ownerCount = Math.max(2, positiveNumber("BENCH_OWNERS", 200, 20));
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);
const warmup = smoke ? 5 : 10;
const [regionCount, teamsPerRegion] = [5, 10];

/**
 * 5 regions x 10 teams; `ownerCount` owners over the teams (owner 0 the team manager, in team 0),
 * each with the same share of the deals: every stage alike, three currencies, in their stage for
 * up to 90 days.
 */
async function seed(db: Db, organizationId: string, teamManagerId: string) {
  const teamCount = regionCount * teamsPerRegion;
  await db.execute(sql`
    insert into sales_regions ("organizationId", name)
    select ${organizationId}::uuid, 'Region ' || r from generate_series(0, ${regionCount - 1}) r`);
  await db.execute(sql`
    insert into teams ("organizationId", "regionId", name)
    select ${organizationId}::uuid, r.id, 'Team ' || t
    from generate_series(0, ${teamCount - 1}) t
    join sales_regions r on r."organizationId" = ${organizationId}::uuid and r.name = 'Region ' || (t % ${regionCount})`);
  const borrowers = Math.max(1, Math.round(dealCount / 10));
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select ${organizationId}::uuid, 'Borrower ' || g, 'limited_company', 'retail', 'GB'
    from generate_series(1, ${borrowers}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) as n from borrowers where "organizationId" = ${organizationId}::uuid),
    o as (
      select o, case o when 0 then ${teamManagerId} else 'bench-owner-' || o end as id, t.id as team, t."regionId" as region
      from generate_series(0, ${ownerCount - 1}) o
      join teams t on t."organizationId" = ${organizationId}::uuid and t.name = 'Team ' || (o % ${teamCount}))
    insert into deals ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "createdAt", "statusChangedAt")
    select ${organizationId}::uuid, o.id, o.team, o.region, b.id, 'D-' || lpad(g::text, 7, '0'),
      (array['draft','submitted','in_review','proposals','accepted','funded','withdrawn','declined','lost'])[1 + g % 9]::deal_status,
      'term_loan', 10000 + (g::bigint * 7919) % 100000000, (array['GBP','EUR','USD'])[1 + (g / 9) % 3], 'Purpose ' || g,
      now() - interval '91 days', now() - (((g::bigint * 7919) % (90 * 86400)) || ' seconds')::interval
    from generate_series(1, ${dealCount}) g
    join b on b.n = 1 + g % ${borrowers}
    join o on o.o = g % ${ownerCount}`);
  // A table in use has been vacuumed (index-only counts need the visibility map) and analysed.
  await db.execute(sql`vacuum analyze borrowers`);
  await db.execute(sql`vacuum analyze deals`);
}

/** Moves a person signed up on their own into the organization with a sales role (and team 0). */
async function place(
  db: Db,
  organizationId: string,
  userId: string,
  salesRole: "general_manager" | "team_manager",
) {
  const teamId =
    salesRole === "team_manager"
      ? sql`(select id from teams where "organizationId" = ${organizationId}::uuid and name = 'Team 0')`
      : sql`null`;
  await db.execute(sql`
    with gone as (delete from memberships where "userId" = ${userId} returning "organizationId")
    delete from organizations where id in (select "organizationId" from gone)`);
  await db.execute(sql`
    insert into memberships ("organizationId", "userId", role, "salesRole", "teamId")
    values (${organizationId}::uuid, ${userId}, 'member', ${salesRole}, ${teamId})`);
  const [row] = (
    await db.execute<{ teamId: string | null; regionId: string | null }>(
      sql`select m."teamId", t."regionId" from memberships m left join teams t on t.id = m."teamId" where m."userId" = ${userId}`,
    )
  ).rows;
  return { teamId: row?.teamId ?? null, regionId: row?.regionId ?? null };
}

/**
 * The service's queries for a board, run directly in its order: who is asking (their membership),
 * the heads, each column's first page, the cards' chips, and their unread messages.
 */
async function direct(db: Db, viewer: Viewer) {
  await getMembership(db, viewer.userId);
  const where = visibleDeals(viewer);
  const heads = await boardRepo.countedHeads(db, viewer, {}, boardStages);
  const pages = await Promise.all(
    boardStages.map((stage) =>
      heads.some((h) => h.status === stage)
        ? boardRepo.boardCards(db, where, stage, stage !== "funded", undefined, boardPageSize + 1)
        : [],
    ),
  );
  const chips = await chipsOf(
    db,
    pages.flat().map((r) => r.deal.id),
  );
  const submissionIds = [...chips.values()].flat().map((c) => c.submissionId);
  if (submissionIds.length) await unreadCounts(db, viewer.userId, "broker", submissionIds);
}

/** Which index (or scan) the heads and a column's page read, with their times. */
async function plans(db: Db, viewer: Viewer) {
  const where = visibleDeals(viewer);
  const explain = async (query: ReturnType<typeof sql>) => {
    const lines = (
      await db.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, costs off) ${query}`)
    ).rows.map((r) => r["QUERY PLAN"]);
    const scans = lines
      .map((l) =>
        /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using (\S+))?/.exec(
          l,
        ),
      )
      .filter((m) => m)
      .map((m) => `${m![1]}${m![2] ? ` ${m![2]}` : ""}`);
    return `${[...new Set(scans)].join(", ")}; ${lines.find((l) => l.startsWith("Execution Time"))}`;
  };
  const heads = await explain(
    sql`select status, currency, sum(deals), sum("amountMinor") from deal_stage_counts where ${visibleRows(dealStageCounts, viewer)} and status in ('draft','submitted','in_review','proposals','accepted','funded') group by status, currency`,
  );
  const counting = await explain(
    sql`select status, currency, count(*), sum("amountMinor") from deals where ${where} and status in ('draft','submitted','in_review','proposals','accepted','funded') group by status, currency`,
  );
  const page = await explain(
    sql`select id from deals where ${where} and status = 'submitted' order by "statusChangedAt", id limit 26`,
  );
  return { heads, counting, page };
}

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const owner = await onboardedMember(appUrl, publicUrl, "bench-board-owner@example.com");
  const organizationId = owner.organizationId;
  const generalManager = await onboardedMember(appUrl, publicUrl, "bench-board-gm@example.com");
  const teamManager = await onboardedMember(appUrl, publicUrl, "bench-board-tm@example.com");
  const started = performance.now();
  await seed(db, organizationId, teamManager.userId);
  console.log(
    `seeded ${dealCount} deals of ${ownerCount} owners in ${regionCount} regions x ${teamsPerRegion} teams in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const viewers = new Map<string, Viewer>();
  for (const [name, person, role] of [
    ["general manager", generalManager, "general_manager"],
    ["team manager", teamManager, "team_manager"],
  ] as const) {
    const placed = await place(db, organizationId, person.userId, role);
    viewers.set(name, {
      userId: person.userId,
      organizationId,
      accountType: "organization",
      role: "member",
      salesRole: role,
      ...placed,
    });
  }
  for (const [name, viewer] of viewers) {
    const { heads, counting, page } = await plans(db, viewer);
    console.log(
      `\n${name}:\n  heads (kept counts): ${heads}\n  heads by counting the deals (not used unfiltered): ${counting}\n  a column's page: ${page}`,
    );
  }

  const url = `${appUrl}/v1/user/deals/board`;
  const api = await latencies({
    urls: [url, url],
    headers: {},
    headersOf: [
      { authorizationkey: generalManager.token },
      { authorizationkey: teamManager.token },
    ],
    rounds,
    warmup,
    interleave: true,
  });
  const queryTimes: number[] = [];
  for (let round = 0; round < warmup + rounds; round++) {
    const start = performance.now();
    await direct(db, viewers.get("general manager")!);
    if (round >= warmup) queryTimes.push(performance.now() - start);
  }
  const [g50, g95] = [percentile(api[0]!, 50), percentile(api[0]!, 95)];
  const [t50, t95] = [percentile(api[1]!, 50), percentile(api[1]!, 95)];
  const [q50, q95] = [percentile(queryTimes, 50), percentile(queryTimes, 95)];
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `\n${rounds} requests per person (1 client, separate process, the two people in turn, after ${warmup} warm-up rounds); query-only = the same queries in the same order on the database directly, ${rounds} rounds after the requests`,
  );
  console.log(`  general manager, GET /v1/user/deals/board   p50 ${ms(g50)}  p95 ${ms(g95)}`);
  console.log(`  general manager, query-only                 p50 ${ms(q50)}  p95 ${ms(q95)}`);
  console.log(`  team manager, GET /v1/user/deals/board      p50 ${ms(t50)}  p95 ${ms(t95)}`);
  console.log(
    `  ratio query-only : API (target >= 0.80x)      p50 ${(q50 / g50).toFixed(2)}x  p95 ${(q95 / g95).toFixed(2)}x`,
  );
  console.log(
    `  ratio general : team manager (target >= 0.80x) p50 ${(g50 / t50).toFixed(2)}x  p95 ${(g95 / t95).toFixed(2)}x`,
  );
  console.log(`  general manager's p95 under 150 ms: ${g95 < 150 ? "yes" : "no"}`);
} finally {
  await close();
}
