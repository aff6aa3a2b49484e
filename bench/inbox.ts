// GET /v1/funder/submissions with 1,000,000 submissions sent to one funder (issues 35 and 38):
// every order the inbox offers (age, amount, business, reference, each both ways) in every tab,
// with no filter, the search, each filter the inbox offers alone, several at once, and a page half
// way down the tab, against the same queries run directly on the database in the same run (the
// reader's membership, the tab's page and the counts side by side, then the page's unread
// messages, as the service runs them). Prints p50/p95 per combination, the slowest with its plans
// (the page's and the counts'); asserts nothing. Target (issue 38): every combination's API p95
// under 100 ms.
//   node --import tsx bench/inbox.ts            (1,000,000 submissions, 10 rounds a combination)
//   BENCH_SMOKE=1 node --import tsx bench/inbox.ts    (smoke: 2,000 submissions, one combination in 8, 1 round)
//   (BENCH_SUBMISSIONS and BENCH_ROUNDS override either)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import {
  inboxPageSize,
  inboxQuerySchema,
  inboxSorts,
  inboxTabs,
} from "@portal/contract/submissions/inbox-schemas";
import * as inboxRepo from "@portal/api/modules/submissions/inbox-repo";
import { getMembership } from "@portal/api/modules/organizations/service";
import { unreadCounts } from "@portal/api/modules/threads/queries";
import { startBenchApp } from "./support/app";
import { measureCombinations, type Combination } from "./support/combinations";
import { positiveNumber, smoke } from "./support/harness";
import { onboardedMember, signedInToken } from "./support/member";
import { plan } from "./support/plan";

const count = positiveNumber("BENCH_SUBMISSIONS", 1_000_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 10, 1);
const warmup = smoke ? 1 : 2;

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
    from generate_series(1::bigint, ${count}::bigint) g join bench_brokers b on b.n = g % 20`);
  await db.execute(sql`
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose)
    select w."organizationId", ${funder.userId}, w.id, 'D-' || lpad(w.n::text, 7, '0'), 'submitted',
      (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance'])[1 + w.n % 4]::deal_product,
      100000 + (w.n * 7919) % 100000000, 'GBP', 'Stock'
    from (select id, "organizationId", row_number() over (order by id) as n from borrowers) w`);
  // A million rows go in faster with the submissions' indexes built after (the same definitions,
  // read back from the catalogue) than kept row by row; the unique ones stay.
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'submissions' and indexdef not like 'CREATE UNIQUE%'`);
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
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
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
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

type InboxQuery = ReturnType<typeof inboxQuerySchema.parse>;

/** The query's filters as the service hands them to the repository (`me` resolved). */
function filtersOf(query: InboxQuery, userId: string): inboxRepo.InboxFilters {
  const { tab: _t, sort: _s, dir: _d, cursor: _c, assignee, search, ...rest } = query;
  return {
    ...rest,
    ...(search ? { search } : {}),
    ...(assignee ? { assignee: assignee === "me" ? userId : assignee } : {}),
  };
}

/** The service's queries for one page, run directly in its order. */
async function direct(
  db: Db,
  userId: string,
  organizationId: string,
  query: InboxQuery,
  after: inboxRepo.InboxKey | undefined,
) {
  await getMembership(db, userId);
  const filters = filtersOf(query, userId);
  const order = { sort: query.sort, dir: query.dir };
  const [rows] = await Promise.all([
    inboxRepo.inboxRows(db, organizationId, query.tab, filters, order, after, inboxPageSize + 1),
    inboxRepo.inboxCounts(db, organizationId, filters),
  ]);
  const ids = rows.slice(0, inboxPageSize).filter((r) => r.status !== "cancelled");
  await unreadCounts(
    db,
    userId,
    "funder",
    ids.map((r) => r.id),
  );
}

/** Each sort's key as the cursor holds it (inbox-repo's `sortKey`). */
const keyText = {
  age: `to_char("sentAt" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  amount: `"dealAmountMinor"::text`,
  business: `"businessSortKey"`,
  reference: `"dealReference"`,
} as const;
const keyOrder = {
  age: `"sentAt"`,
  amount: `"dealAmountMinor"`,
  business: `"businessSortKey"`,
  reference: `"dealReference"`,
} as const;

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
  const { rows: listing } = await db.execute<{ id: string }>(
    sql`select id from lenders where "organizationId" = ${funder.organizationId}::uuid order by id limit 1`,
  );

  // What the inbox offers: the search, each filter alone, several at once.
  const variants: [string, Record<string, string>][] = [
    ["no filter", {}],
    ["search", { search: "business 1234" }],
    ["product", { product: "term_loan" }],
    ["country", { country: "IE" }],
    ["amount", { minAmountMinor: "50000000", maxAmountMinor: "60000000" }],
    ["broker", { brokerId: broker.organizationId }],
    ["listing", { listingId: listing[0]!.id }],
    ["age", { minAgeDays: "180" }],
    ["mine", { assignee: "me" }],
    ["nobody's", { assignee: "none" }],
    [
      "search+product+country+broker",
      {
        search: "business 1",
        product: "line_of_credit",
        country: "GB",
        brokerId: broker.organizationId,
      },
    ],
    [
      "product+country+listing+age",
      { product: "term_loan", country: "GB", listingId: listing[0]!.id, minAgeDays: "30" },
    ],
  ];
  const cases: Combination[] = [];
  for (const sort of inboxSorts)
    for (const dir of ["asc", "desc"] as const)
      for (const tab of inboxTabs) {
        const page = (name: string, params: Record<string, string>, after?: inboxRepo.InboxKey) => {
          const search = new URLSearchParams({ tab, sort, dir, ...params }).toString();
          const query = inboxQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
          cases.push({
            name: `${tab} ${sort} ${dir} ${name}`,
            url: `${appUrl}/v1/funder/submissions?${search}`,
            direct: () => direct(db, funder.userId, funder.organizationId, query, after),
            statement: () =>
              inboxRepo.inboxRows(
                db,
                funder.organizationId,
                tab,
                filtersOf(query, funder.userId),
                { sort, dir },
                after,
                inboxPageSize + 1,
              ),
          });
        };
        for (const [name, params] of variants) page(name, params);
        // Half way down the tab: the row there, as the cursor of the page before names it.
        const { rows } = await db.execute<{ key: string; id: string }>(
          sql.raw(`select ${keyText[sort]} as key, id from submissions
            where "funderOrganizationId" = '${funder.organizationId}' and "inboxTab" = '${tab}'
            order by ${keyOrder[sort]} ${dir}, id ${dir}
            offset (select count(*) / 2 from submissions where "funderOrganizationId" = '${funder.organizationId}' and "inboxTab" = '${tab}') limit 1`),
        );
        const half = rows[0];
        if (half)
          page(
            "half way down",
            {
              cursor: Buffer.from(JSON.stringify([tab, sort, dir, half.key, half.id])).toString(
                "base64url",
              ),
            },
            { key: half.key, id: half.id },
          );
      }
  // Smoke: one combination in 8 (every tab, order and variant still among them), to stay seconds.
  const measured = smoke ? cases.filter((_, i) => i % 8 === 0) : cases;
  // Seeding a million outlives a token (15 minutes): a fresh one for the requests.
  const token = await signedInToken(appUrl, publicUrl, "bench-inbox-funder@example.com");
  const worst = await measureCombinations({
    list: "funder inbox",
    db,
    cases: measured,
    headers: { authorizationkey: token },
    rounds,
    warmup,
    explained: 3,
  });
  const slowest = measured.find((c) => c.name === worst.name)!;
  const query = inboxQuerySchema.parse(Object.fromEntries(new URL(slowest.url).searchParams));
  const counts = inboxRepo.inboxCountsQuery(funder.organizationId, filtersOf(query, funder.userId));
  console.log(`  the slowest's counts: ${await plan(db, counts)}`);
  console.log(
    `\nfunder inbox at ${count} submissions: ${measured.length} combinations; slowest ${worst.name}: API p50 ${worst.p50.toFixed(1)} ms, p95 ${worst.p95.toFixed(1)} ms; every combination's API p95 under 100 ms: ${worst.p95 < 100 ? "yes" : "no"}`,
  );
} finally {
  await close();
}
