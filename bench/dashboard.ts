// GET /v1/dashboard with 1,000,000 deals in one organization (issues 17 and 38), for its general
// manager (the organization's scope), against the four aggregate queries over the raw rows (what
// the dashboard read before its kept sums, decision 081) run directly on the database in the same
// run. Prints p50/p95 and the ratio query-only : API (target at least 5x); asserts nothing.
//   node --import tsx bench/dashboard.ts   (BENCH_DEALS, default 1000000; BENCH_ROUNDS, default 100)
import { sql } from "drizzle-orm";
import * as dashboardRepo from "@portal/api/modules/dashboard/repo";
import { boundsOf } from "@portal/api/modules/dashboard/periods";
import { lastTwelveMonths } from "@portal/api/lib/months";
import { visibleDeals } from "@portal/api/modules/deals/visibility";
import { dashboardPeriods } from "@portal/contract/dashboard/dashboard-options";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember, signedInToken } from "./support/member";

const dealCount = positiveNumber("BENCH_DEALS", 1_000_000, 5_000);
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);
const warmup = smoke ? 2 : 10;

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const email = "bench-dashboard@example.com";
  const member = await onboardedMember(appUrl, publicUrl, email);
  const organizationId = member.organizationId;
  const db = app.database.db;
  const started = performance.now();
  // Deals over two years and nine statuses; each funded one has its history entry (funded a day
  // after it was made) and its earned commission (2% of the amount, all of it the owner's: no
  // split, no override), as funding records them (modules/wallet: one entry per beneficiary).
  const borrowers = Math.max(1, Math.round(dealCount / 10));
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select ${organizationId}::uuid, 'Borrower ' || g, 'limited_company', 'retail', 'GB'
    from generate_series(1, ${borrowers}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) as n from borrowers where "organizationId" = ${organizationId}::uuid)
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "createdAt")
    select ${organizationId}::uuid, ${member.userId}, b.id, 'D-' || lpad(g::text, 7, '0'),
      (array['draft','submitted','in_review','proposals','accepted','funded','withdrawn','declined','lost'])[1 + g % 9]::deal_status,
      'term_loan', 10000 + (g::bigint * 7919) % 100000000, (array['GBP','USD'])[1 + g % 2], 'Purpose ' || g,
      now() - (((g::bigint * 7919) % (730 * 86400)) || ' seconds')::interval
    from generate_series(1, ${dealCount}) g join b on b.n = 1 + g % ${borrowers}`);
  await db.execute(sql`
    insert into deal_history ("dealId", "fromStatus", "toStatus", source, at)
    select id, 'accepted', 'funded', 'api', least("createdAt" + interval '1 day', now())
    from deals where "organizationId" = ${organizationId}::uuid and status = 'funded'`);
  await db.execute(sql`
    insert into commission_entries ("organizationId", "dealId", kind, "beneficiaryId", basis, "shareBp", "amountMinor", currency, "rateBp", "baseMinor", at)
    select "organizationId", id, 'earned', "ownerId", 'owner', 10000, "amountMinor" / 50, currency, 200, "amountMinor", least("createdAt" + interval '1 day', now())
    from deals where "organizationId" = ${organizationId}::uuid and status = 'funded'`);
  for (const table of ["borrowers", "deals", "deal_history", "commission_entries"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(
    `seeded ${dealCount} deals (a ninth funded, with history and earned commission) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deals = dashboardRepo.dealsIn(
    visibleDeals({
      userId: member.userId,
      organizationId,
      role: "owner",
      salesRole: "general_manager",
      teamId: null,
      regionId: null,
      accountType: "organization",
    }),
    null,
  );
  const api = await latencies({
    urls: dashboardPeriods.map((p) => `${appUrl}/v1/dashboard?period=${p}`),
    // A new token: the one from before the seeding may have expired during it.
    headers: { authorizationkey: await signedInToken(appUrl, publicUrl, email) },
    rounds,
    warmup,
    interleave: true,
  });
  console.log(
    `\n${rounds} requests per period (1 client, separate process, after ${warmup} warm-up); query-only = the four aggregate queries over the raw rows (the dashboard before its kept sums, decision 081) in parallel, on the database directly; ratio = query-only : API (issue 38's target: >= 5x, and API p95 < 50 ms at 1,000,000 deals)`,
  );
  for (const [i, period] of dashboardPeriods.entries()) {
    const at = new Date();
    const window = { ...boundsOf(period, at), monthsFrom: lastTwelveMonths(at).from };
    const times: number[] = [];
    for (let round = 0; round < warmup + rounds; round++) {
      const start = performance.now();
      await Promise.all([
        dashboardRepo.countWaitingOffers(db, deals),
        dashboardRepo.fundedByMonth(db, deals, window),
        dashboardRepo.earnedByMonth(db, organizationId, deals, window),
        dashboardRepo.countByStatus(db, deals),
      ]);
      if (round >= warmup) times.push(performance.now() - start);
    }
    const [a50, a95] = [percentile(api[i]!, 50), percentile(api[i]!, 95)];
    const [q50, q95] = [percentile(times, 50), percentile(times, 95)];
    console.log(
      `  ${period.padEnd(15)} GET /v1/dashboard p50 ${a50.toFixed(1).padStart(6)} ms  p95 ${a95.toFixed(1).padStart(6)} ms   query-only p50 ${q50.toFixed(1).padStart(6)} ms  p95 ${q95.toFixed(1).padStart(6)} ms   ratio p50 ${(q50 / a50).toFixed(2)}x  p95 ${(q95 / a95).toFixed(2)}x`,
    );
  }
} finally {
  await close();
}
