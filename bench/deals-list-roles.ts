// GET /v1/user/deals with 1,000,000 deals in one organization (issue 16), for an agent, a team
// manager, a country manager and a general manager, each against the same request of someone who
// sees the whole organization (the owner: no visibility condition but the organization) in the
// same run. Prints p50/p95 per role and the ratio baseline : role (target at least 0.8x); asserts
// nothing.
//   node --import tsx bench/deals-list-roles.ts
//   (BENCH_DEALS, default 1000000; BENCH_OWNERS, default 200; BENCH_ROUNDS, default 100)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { visibleDeals, type Viewer } from "@portal/api/modules/deals/visibility";
import type { SalesRole } from "@portal/contract/team/team-options";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber } from "./support/harness";
import { onboardedMember } from "./support/member";

const dealCount = positiveNumber("BENCH_DEALS", 1_000_000, 5_000);
const ownerCount = Math.max(2, positiveNumber("BENCH_OWNERS", 200, 20));
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);
const [regionCount, teamsPerRegion] = [5, 10];

/**
 * 5 regions x 10 teams; `ownerCount` owners: owner 0 is the agent (placed nowhere), owner 1 the
 * team manager (in team 0 of region 0), the others are spread over the teams (about 4 a team);
 * each owner has the same share of the deals, made at moments spread over two years.
 */
async function seed(db: Db, organizationId: string, agentId: string, teamManagerId: string) {
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
    select ${organizationId}::uuid, 'Borrower ' || g, 'limited_company', (array['retail', 'restaurants', 'construction', 'technology'])[g % 4 + 1], 'GB'
    from generate_series(1, ${borrowers}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) as n from borrowers where "organizationId" = ${organizationId}::uuid),
    o as (
      select o, case o when 0 then ${agentId} when 1 then ${teamManagerId} else 'bench-owner-' || o end as id,
        t.id as team, t."regionId" as region
      from generate_series(0, ${ownerCount - 1}) o
      left join teams t on o > 0 and t."organizationId" = ${organizationId}::uuid and t.name = 'Team ' || ((o - 1) % ${teamCount}))
    insert into deals ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "createdAt")
    select ${organizationId}::uuid, o.id, o.team, o.region, b.id, 'D-' || lpad(g::text, 7, '0'),
      (array['draft','submitted','in_review','proposals','accepted','funded','withdrawn','declined','lost'])[1 + g % 9]::deal_status,
      (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + (g / 7) % 9]::deal_product,
      10000 + (g::bigint * 7919) % 100000000, 'GBP', 'Purpose ' || g, now() - (((g::bigint * 7919) % (730 * 86400)) || ' seconds')::interval
    from generate_series(1, ${dealCount}) g
    join b on b.n = 1 + g % ${borrowers}
    join o on o.o = g % ${ownerCount}`);
  // A table in use has been vacuumed (index-only counts need the visibility map) and analysed.
  await db.execute(sql`vacuum analyze borrowers`);
  await db.execute(sql`vacuum analyze deals`);
}

type Role = Exclude<SalesRole, "team_member">;

/** Moves a person signed up on their own into the organization with a sales role and a place. */
async function place(db: Db, organizationId: string, userId: string, salesRole: Role) {
  const where = (name: string, table: "teams" | "sales_regions") =>
    sql`(select id from ${sql.raw(table)} where "organizationId" = ${organizationId}::uuid and name = ${name})`;
  const teamId = salesRole === "team_manager" ? where("Team 0", "teams") : sql`null`;
  const regionId = salesRole === "country_manager" ? where("Region 0", "sales_regions") : sql`null`;
  await db.execute(sql`
    with gone as (delete from memberships where "userId" = ${userId} returning "organizationId")
    delete from organizations where id in (select "organizationId" from gone)`);
  await db.execute(sql`
    insert into memberships ("organizationId", "userId", role, "salesRole", "teamId", "regionId")
    values (${organizationId}::uuid, ${userId}, 'member', ${salesRole}, ${teamId}, ${regionId})`);
  const [row] = (
    await db.execute<{ teamId: string | null; regionId: string | null }>(
      sql`select "teamId", "regionId" from memberships where "userId" = ${userId}`,
    )
  ).rows;
  return { teamId: row?.teamId ?? null, regionId: row?.regionId ?? null };
}

/** Which indexes (or scans) PostgreSQL uses for the role's newest-first page, with its time. */
async function plan(db: Db, viewer: Viewer) {
  const result = await db.execute<{ "QUERY PLAN": string }>(sql`
    explain (analyze, costs off) select id from deals where ${visibleDeals(viewer)}
    order by "createdAt" desc, id desc limit 20`);
  const lines = result.rows.map((r) => r["QUERY PLAN"]);
  const scans = lines
    .map((l) =>
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( Backward)?(?: using (\S+))?( on \S+)?/.exec(
        l,
      ),
    )
    .filter((m) => m)
    .map((m) => `${m![1]}${m![2] ?? ""} ${m![3] ?? m![4]?.trim() ?? ""}`.trim());
  const time = lines.find((l) => l.startsWith("Execution Time"));
  return `${scans.join(", ")}; ${time}`;
}

const cases: Record<string, string> = {
  "newest first, page 1": "",
  "status + product, by amount": "status=funded&product=term_loan&sort=-amountMinor",
  "page 200": "page=200",
  "search by borrower": "q=Borrower%204242",
};

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const owner = await onboardedMember(appUrl, publicUrl, "bench-roles-owner@example.com");
  const organizationId = owner.organizationId;
  const roles: Role[] = ["agent", "team_manager", "country_manager", "general_manager"];
  const people = new Map<Role, Awaited<ReturnType<typeof onboardedMember>>>();
  for (const role of roles)
    people.set(role, await onboardedMember(appUrl, publicUrl, `bench-roles-${role}@example.com`));

  const started = performance.now();
  await seed(db, organizationId, people.get("agent")!.userId, people.get("team_manager")!.userId);
  console.log(
    `seeded ${dealCount} deals of ${ownerCount} owners in ${regionCount} regions x ${teamsPerRegion} teams in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const tokens = new Map<string, string>([["baseline", owner.token]]);
  console.log(`\nnewest first, page 1 (explain analyze of the visibility condition):`);
  const ownerViewer = {
    userId: owner.userId,
    organizationId,
    accountType: "organization" as const,
  };
  console.log(
    `  ${"baseline (owner)".padEnd(17)} ${await plan(db, { ...ownerViewer, role: "owner", salesRole: "general_manager", teamId: null, regionId: null })}`,
  );
  for (const role of roles) {
    const person = people.get(role)!;
    const placed = await place(db, organizationId, person.userId, role);
    tokens.set(role, person.token);
    const viewer: Viewer = {
      userId: person.userId,
      organizationId,
      accountType: "organization",
      role: "member",
      salesRole: role,
      ...placed,
    };
    console.log(`  ${role.padEnd(17)} ${await plan(db, viewer)}`);
  }
  await report(tokens);
} finally {
  await close();
}

/**
 * Each case for the baseline and every role: `rounds` requests each, one to each person in turn
 * (after 10 warm-up rounds), so a busy moment hits the baseline and the roles alike.
 */
async function report(tokens: Map<string, string>) {
  const names = [...tokens.keys()];
  console.log(
    `\n${rounds} requests per case and person, one person after the other in turn (1 client, separate process, after 10 warm-up rounds); ratio = baseline : role latency (target >= 0.80x)`,
  );
  for (const [name, query] of Object.entries(cases)) {
    const url = `${appUrl}/v1/user/deals${query ? `?${query}` : ""}`;
    const times = await latencies({
      urls: names.map(() => url),
      headers: {},
      headersOf: names.map((n) => ({ authorizationkey: tokens.get(n)! })),
      rounds,
      warmup: 10,
      interleave: true,
    });
    const [b50, b95] = [percentile(times[0]!, 50), percentile(times[0]!, 95)];
    console.log(`  ${name}: baseline p50 ${b50.toFixed(1)} ms  p95 ${b95.toFixed(1)} ms`);
    names.slice(1).forEach((person, i) => {
      const [p50, p95] = [percentile(times[i + 1]!, 50), percentile(times[i + 1]!, 95)];
      console.log(
        `    ${person.padEnd(16)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms   ratio p50 ${(b50 / p50).toFixed(2)}x  p95 ${(b95 / p95).toFixed(2)}x`,
      );
    });
  }
}
