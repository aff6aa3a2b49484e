// GET /v1/funder/submissions with 200,000 submissions sent to one funder (issue 35): each inbox
// tab's first page (by age, oldest first: the default) with every tab's count, against the same
// queries run directly on the database in the same run (the reader's membership, the tab's page
// and the counts side by side, then the page's unread messages, as the service runs them). Prints
// the plans of the counts and of a tab's page, p50/p95 per tab and the ratios; asserts nothing.
// Targets: API p95 under 100 ms; direct : API at least 0.8x.
//   node --import tsx bench/inbox.ts            (200,000 submissions, 100 rounds)
//   BENCH_SMOKE=1 node --import tsx bench/inbox.ts    (smoke: 2,000 submissions, 10 rounds)
//   (BENCH_SUBMISSIONS and BENCH_ROUNDS override either)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import {
  inboxPageSize,
  inboxTabs,
  type InboxTab,
} from "@portal/contract/submissions/inbox-schemas";
import * as inboxRepo from "@portal/api/modules/submissions/inbox-repo";

import { getMembership } from "@portal/api/modules/organizations/service";
import { unreadCounts } from "@portal/api/modules/threads/queries";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";
import { plan } from "./support/plan";
const count = positiveNumber("BENCH_SUBMISSIONS", 200_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);
const warmup = smoke ? 5 : 10;
const blocks = 5;

/**
 * 20 brokers (one the signed-up broker), each deal on its own borrower, sent to the funder over the
 * last year through one of 10 listings: statuses as a working funder has them (most lost, a fifth
 * new), one open item in 25 awaiting an answer with the broker's message, one in 8 assigned.
 */
async function seed(db: Db, funder: { organizationId: string; userId: string }, brokerId: string) {
  await db.execute(sql`
    insert into organizations (name, "accountType")
    select 'Bench Brokers ' || b, 'organization' from generate_series(1, 19) b`);
  await db.execute(sql`
    insert into lenders ("organizationId", name, currency, "rateMinBp", "rateMaxBp", "brokerCommissionBp", status)
    select ${funder.organizationId}::uuid, 'Listing ' || l, 'GBP', 900, 1800, 200, 'published'
    from generate_series(1, 10) l`);
  await db.execute(sql`
    create temporary table bench_brokers as
    select id, row_number() over (order by id) - 1 as n from organizations
    where id = ${brokerId}::uuid or name like 'Bench Brokers %'`);
  await db.execute(sql`
    create temporary table bench_listings as
    select id, row_number() over (order by id) - 1 as n from lenders where "organizationId" = ${funder.organizationId}::uuid`);
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select b.id, 'Business ' || g || ' Ltd', 'limited_company', 'retail', (array['GB','IE','US'])[1 + g % 3]
    from generate_series(1, ${count}) g join bench_brokers b on b.n = g % 20`);
  await db.execute(sql`
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose)
    select w."organizationId", ${funder.userId}, w.id, 'D-' || lpad(w.n::text, 7, '0'), 'submitted',
      (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance'])[1 + w.n % 4]::deal_product,
      100000 + (w.n * 7919) % 100000000, 'GBP', 'Stock'
    from (select id, "organizationId", row_number() over (order by id) as n from borrowers) w`);
  await db.execute(sql`
    insert into submissions ("dealId", "lenderId", "brokerOrganizationId", "funderOrganizationId", status, "sentBy", "sentAt", "awaitingReplySince", "assigneeId")
    select d.id, l.id, d."organizationId", ${funder.organizationId}::uuid, s.status::submission_status, 'bench',
      now() - ((d.n * 7919) % (365 * 86400) || ' seconds')::interval,
      case when d.n % 25 = 0 and s.status in ('pending','info_requested','offered') then now() - interval '3 hours' end,
      case when d.n % 8 = 0 then ${funder.userId} end
    from (select id, "organizationId", row_number() over (order by id) as n from deals) d
    join bench_listings l on l.n = d.n % 10
    cross join lateral (select (array['pending','pending','pending','pending','info_requested','offered','offered','offer_withdrawn','accepted','accepted',
      'declined','declined','declined','declined','declined','borrower_declined','borrower_declined','cancelled','cancelled','duplicate'])[1 + (d.n * 31) % 20] as status) s`);
  await db.execute(sql`
    insert into thread_messages ("submissionId", "authorId", side, body, "createdAt")
    select id, 'bench-broker', 'broker', 'Any news?', "awaitingReplySince" from submissions
    where "awaitingReplySince" is not null`);
  // A table in use has been vacuumed (index-only counts need the visibility map) and analysed.
  for (const table of [
    "organizations",
    "lenders",
    "borrowers",
    "deals",
    "submissions",
    "thread_messages",
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** The service's queries for one tab's first page, run directly in its order. */
async function direct(db: Db, userId: string, organizationId: string, tab: InboxTab) {
  await getMembership(db, userId);
  const order = { sort: "age", dir: "asc" } as const;
  const [rows] = await Promise.all([
    inboxRepo.inboxRows(db, organizationId, tab, {}, order, undefined, inboxPageSize + 1),
    inboxRepo.inboxCounts(db, organizationId, {}),
  ]);
  const ids = rows.slice(0, inboxPageSize).filter((r) => r.status !== "cancelled");
  await unreadCounts(
    db,
    userId,
    "funder",
    ids.map((r) => r.id),
  );
}

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const broker = await onboardedMember(appUrl, publicUrl, "bench-inbox-broker@example.com");
  const funder = await onboardedMember(
    appUrl,
    publicUrl,
    "bench-inbox-funder@example.com",
    "Bench Funding",
    "funder",
  );
  const started = performance.now();
  await seed(db, funder, broker.organizationId);
  const perTab = (
    await db.execute<{ inboxTab: string; n: number }>(
      sql`select "inboxTab", count(*)::int as n from submissions group by 1 order by 1`,
    )
  ).rows.map((r) => `${r.inboxTab} ${r.n}`);
  console.log(
    `seeded ${count} submissions to one funder from 20 brokers in ${((performance.now() - started) / 1000).toFixed(1)} s (${perTab.join(", ")})`,
  );

  const order = { sort: "age", dir: "asc" } as const;
  console.log(
    `\nplans:\n  counts: ${await plan(db, inboxRepo.inboxCountsQuery(db, funder.organizationId, {}))}`,
  );
  for (const tab of ["new", "lost"] as const)
    console.log(
      `  the ${tab} tab's first page: ${await plan(
        db,
        inboxRepo.inboxRows(
          db,
          funder.organizationId,
          tab,
          {},
          order,
          undefined,
          inboxPageSize + 1,
        ),
      )}`,
    );

  // The requests and the direct queries take turns in blocks, so a load that comes and goes on a
  // shared machine falls on both alike.
  const urls = inboxTabs.map((tab) => `${appUrl}/v1/funder/submissions?tab=${tab}`);
  const api: number[][] = inboxTabs.map(() => []);
  const queryTimes: number[][] = inboxTabs.map(() => []);
  const perBlock = Math.max(1, Math.round(rounds / blocks));
  for (let block = 0; block < blocks; block++) {
    const sampled = await latencies({
      urls,
      headers: { authorizationkey: funder.token },
      rounds: perBlock,
      warmup: block === 0 ? warmup : 2,
      interleave: true,
    });
    for (const [i, durations] of sampled.entries()) api[i]!.push(...durations);
    for (let round = 0; round < (block === 0 ? warmup : 2) + perBlock; round++)
      for (const [i, tab] of inboxTabs.entries()) {
        const start = performance.now();
        await direct(db, funder.userId, funder.organizationId, tab);
        if (round >= (block === 0 ? warmup : 2)) queryTimes[i]!.push(performance.now() - start);
      }
  }

  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `\n${rounds} requests per tab (1 client, separate process, the tabs in turn, after ${warmup} warm-up rounds); direct = the same queries in the same order on the database; the two take turns in ${blocks} blocks`,
  );
  let worst = 0;
  let lowest = Infinity;
  for (const [i, tab] of inboxTabs.entries()) {
    const [a50, a95] = [percentile(api[i]!, 50), percentile(api[i]!, 95)];
    const [q50, q95] = [percentile(queryTimes[i]!, 50), percentile(queryTimes[i]!, 95)];
    worst = Math.max(worst, a95);
    lowest = Math.min(lowest, q95 / a95);
    console.log(
      `  ${tab.padEnd(12)} API p50 ${ms(a50)}  p95 ${ms(a95)}   direct p50 ${ms(q50)}  p95 ${ms(q95)}   direct : API p50 ${(q50 / a50).toFixed(2)}x  p95 ${(q95 / a95).toFixed(2)}x`,
    );
  }
  console.log(
    `  every tab's API p95 under 100 ms: ${worst < 100 ? "yes" : "no"} (worst ${ms(worst)})`,
  );
  console.log(
    `  every tab's direct : API p95 at least 0.80x: ${lowest >= 0.8 ? "yes" : "no"} (lowest ${lowest.toFixed(2)}x)`,
  );

  // Beyond the target: the other orders and a filter on the deal join the tab's rows to their
  // deals before the page (no index holds the amount, the name or the reference per funder).
  const others: [string, () => Promise<unknown>][] = [
    ...(["amount", "business", "reference"] as const).map(
      (sort) =>
        [
          `the lost tab by ${sort}, descending`,
          () =>
            inboxRepo.inboxRows(
              db,
              funder.organizationId,
              "lost",
              {},
              { sort, dir: "desc" },
              undefined,
              inboxPageSize + 1,
            ),
        ] as [string, () => Promise<unknown>],
    ),
    [
      "every tab's count with a product filter",
      () => inboxRepo.inboxCounts(db, funder.organizationId, { product: "term_loan" }),
    ],
    [
      "every tab's count searching a name",
      () => inboxRepo.inboxCounts(db, funder.organizationId, { search: "business 1234" }),
    ],
  ];
  console.log("\nbeyond the target (direct only, 10 rounds each):");
  for (const [what, run] of others) {
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const start = performance.now();
      await run();
      if (i >= 2) times.push(performance.now() - start);
    }
    console.log(
      `  ${what.padEnd(44)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`,
    );
  }
} finally {
  await close();
}
