// GET /v1/lender/{id}/funnel?months=12 for a funder with 200,000 submissions over 12 months on one
// listing (issue 35: "the listing funnel over 12 months under 200 ms p95"), against the same
// queries run directly on the database in the same run (the listing's check, its matched count
// and its cohort: counts, median first answer, top failures). Prints p50/p95, the ratio and the
// plan of the cohort's count; asserts nothing.
//   node --import tsx bench/funnel.ts            (200,000 submissions, 100 rounds)
//   BENCH_SMOKE=1 node --import tsx bench/funnel.ts    (smoke: 2,000 submissions, 10 rounds)
//   (BENCH_SUBMISSIONS and BENCH_ROUNDS override either)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { listingMatchCount } from "@portal/api/modules/matching/queries";
import { getMembership } from "@portal/api/modules/organizations/service";
import { periodStart } from "@portal/api/modules/submissions/funnel";
import { listingCohort } from "@portal/api/modules/submissions/queries";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";
const submissionCount = positiveNumber("BENCH_SUBMISSIONS", 200_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);
const warmup = smoke ? 5 : 10;

/**
 * 50 broker organizations' deals (one and a half per submission), every one matched by the
 * listing over the last 12 months, `submissionCount` of them sent through it over the same months: a third answered with an offer (half of those accepted, half of those funded), the
 * rest pending, declined or asked; most answered within three days; a third failed one to three
 * criteria when sent. The other deals went through another listing of the funder's: not counted.
 * Rows are written in the order they were sent, as a live table's are.
 */
async function seed(db: Db, funderId: string, listingId: string, otherId: string, sentBy: string) {
  const dealCount = Math.round(submissionCount * 1.5);
  await db.execute(sql`
    insert into organizations (name, "accountType") select 'Brokers ' || o, 'organization' from generate_series(1, 50) o`);
  await db.execute(sql`
    with brokers as (select id, row_number() over (order by id) as n from organizations where name like 'Brokers %')
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select brokers.id, 'Borrower ' || g, 'limited_company', 'retail', 'GB'
    from generate_series(1, ${Math.round(dealCount / 4)}) g join brokers on brokers.n = 1 + g % 50`);
  await db.execute(sql`
    with b as (select id, "organizationId", row_number() over (order by id) as n from borrowers)
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose)
    select b."organizationId", 'bench-owner', b.id, 'F-' || lpad(g::text, 8, '0'),
      case when g % 12 = 0 then 'funded' when g % 6 = 0 then 'accepted' else 'submitted' end::deal_status,
      'term_loan', 1000000 + (g::bigint * 7919) % 10000000, 'GBP', 'Purpose'
    from generate_series(1, ${dealCount}) g join b on b.n = 1 + g % ${Math.round(dealCount / 4)}`);
  await db.execute(sql`
    insert into listing_matches ("lenderId", "dealId", "matchedAt")
    select ${listingId}::uuid, id, now() - (((hashtext(id::text) & 2147483647) % (365 * 86400)) || ' seconds')::interval from deals`);
  for (const [lender, offset] of [
    [listingId, 0],
    [otherId, submissionCount],
  ] as const) {
    const count = lender === listingId ? submissionCount : Math.round(submissionCount / 2);
    await db.execute(sql`
      with d as (select id, "organizationId", row_number() over (order by reference) as n from deals)
      insert into submissions ("dealId", "lenderId", "brokerOrganizationId", "funderOrganizationId", status, "sentBy", "sentAt", "firstResponseAt", "failedCriteria")
      select d.id, ${lender}::uuid, d."organizationId", ${funderId}::uuid,
        (case when d.n % 6 = 0 then 'accepted' when d.n % 3 = 0 then 'offered'
              when d.n % 5 = 0 then 'declined' when d.n % 7 = 0 then 'info_requested' else 'pending' end)::submission_status,
        ${sentBy}, s.at, case when d.n % 4 = 0 then null else s.at + ((d.n % 72) || ' hours')::interval end,
        case d.n % 9 when 0 then array['minCreditScore'] when 1 then array['amount', 'minMonthsInBusiness']
          when 2 then array['minMonthlyRevenueMinor', 'minCreditScore', 'term'] else '{}' end
      from d, lateral (select now() - (((d.n * 7919) % (365 * 86400)) || ' seconds')::interval as at) s
      where d.n > ${offset} and d.n <= ${offset + count}
      order by s.at`);
  }
  await db.execute(sql`
    insert into proposals ("submissionId", "amountMinor", currency, "rateBp", "termMonths", "brokerCommissionBp", "createdBy")
    select id, 1000000, 'GBP', 1200, 24, 200, ${sentBy} from submissions where status in ('offered', 'accepted')`);
  for (const table of ["borrowers", "deals", "listing_matches", "submissions", "proposals"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const funder = await onboardedMember(
    appUrl,
    publicUrl,
    "bench-funnel@example.com",
    "Bench Capital",
    "funder",
  );
  const listing = async (name: string) => {
    const res = await fetch(`${appUrl}/v1/lender`, {
      method: "POST",
      headers: funder.json,
      body: JSON.stringify({
        name,
        currency: "GBP",
        rateMinBp: 900,
        rateMaxBp: 1800,
        brokerCommissionBp: 200,
        promisedResponseHours: 24,
        criteria: { products: ["term_loan"], countries: ["GB"] },
      }),
    });
    if (!res.ok) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  const [listingId, otherId] = [await listing("Bench loans"), await listing("Other loans")];
  const started = performance.now();
  await seed(db, funder.organizationId, listingId, otherId, funder.userId);
  console.log(
    `seeded ${submissionCount} submissions on the listing (and ${Math.round(submissionCount / 2)} on another) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const url = `${appUrl}/v1/lender/${listingId}/funnel?months=12`;
  const headers = { authorizationkey: funder.token };
  const check = (await (await fetch(url, { headers })).json()) as {
    counts: Record<string, number>;
    medianFirstAnswerHours: number | null;
  };
  console.log(
    `funnel: ${JSON.stringify(check.counts)}, median ${check.medianFirstAnswerHours?.toFixed(1)} h`,
  );
  const since = new Date(`${periodStart(new Date(), 12)}T00:00:00.000Z`);
  // Under the settings the cohort's query runs with (submissions/queries.ts `listingCohort`).
  const plan = (
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('work_mem', '16MB', true), set_config('random_page_cost', '1.1', true)`,
      );
      return tx.execute<{ "QUERY PLAN": string }>(
        sql`explain (analyze, costs off) select count(*), count(*) filter (where "offeredAt" is not null),
        count(*) filter (where status = 'accepted'), count(*) filter (where status = 'accepted' and "dealFunded")
        from submissions where "lenderId" = ${listingId} and "sentAt" >= ${since}`,
      );
    })
  ).rows.map((r) => r["QUERY PLAN"]);
  console.log(
    `cohort count plan: ${plan
      .filter((l) => /Scan|Execution Time/.test(l))
      .map((l) => l.trim())
      .join("; ")}`,
  );

  const [api] = await latencies({ urls: [url], headers, rounds, warmup });
  /** The route's queries run directly: who asks and the listing (at once), then matched and cohort. */
  const direct = async () => {
    await Promise.all([
      getMembership(db, funder.userId),
      app.lenders.get(funder.userId, listingId),
    ]);
    await Promise.all([
      listingMatchCount(db, listingId, since),
      listingCohort(db, listingId, since),
    ]);
  };
  const queryTimes: number[] = [];
  for (let round = 0; round < warmup + rounds; round++) {
    const start = performance.now();
    await direct();
    if (round >= warmup) queryTimes.push(performance.now() - start);
  }
  const [a50, a95] = [percentile(api!, 50), percentile(api!, 95)];
  const [q50, q95] = [percentile(queryTimes, 50), percentile(queryTimes, 95)];
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `\n${rounds} requests (1 client, separate process, after ${warmup} warm-up rounds); query-only = the same queries on the database directly, ${rounds} rounds after the requests`,
  );
  console.log(`  GET /v1/lender/{id}/funnel?months=12   p50 ${ms(a50)}  p95 ${ms(a95)}`);
  console.log(`  query-only                            p50 ${ms(q50)}  p95 ${ms(q95)}`);
  console.log(
    `  ratio query-only : API                 p50 ${(q50 / a50).toFixed(2)}x  p95 ${(q95 / a95).toFixed(2)}x`,
  );
  console.log(`  p95 under 200 ms: ${a95 < 200 ? "yes" : "no"}`);
} finally {
  await close();
}
