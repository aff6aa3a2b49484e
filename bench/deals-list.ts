// GET /v1/user/deals for a general manager (the whole organization) at 1,000,000 deals (issues 4
// and 38): every sort and filter combination the deals list offers (six sorts; any of status,
// product, a date range and a search), plus a deep page of each sort, against the same repository
// query run directly on the database in the same run (no HTTP, auth or serialising). Prints p50/p95
// per combination, the slowest, and the plans of the slowest; asserts nothing.
// Target (issue 38): the slowest combination's p95 under 50 ms.
//   node --import tsx bench/deals-list.ts            (1,000,000 deals, 20 rounds per combination)
//   BENCH_SMOKE=1 node --import tsx bench/deals-list.ts   (smoke: 2,000 deals, 2 rounds)
//   (BENCH_DEALS and BENCH_ROUNDS override either)
import { sql } from "drizzle-orm";
import * as dealsRepo from "@portal/api/modules/deals/repo";
import { visibleDeals } from "@portal/api/modules/deals/visibility";
import { dealListQuerySchema } from "@portal/contract/deals/deal-schemas";
import { startBenchApp } from "./support/app";
import { measureCombinations } from "./support/combinations";
import { positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";

const dealCount = positiveNumber("BENCH_DEALS", 1_000_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 20, 2);
const warmup = smoke ? 1 : 3;

/** Every combination the list's filters offer: each sort with any of the filters. */
function combinations() {
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const filters: [string, string][] = [
    ["status", "status=funded"],
    ["product", "product=term_loan"],
    ["dates", `from=${day(90)}&to=${day(60)}`],
    ["search", "q=Borrower%204242"],
  ];
  const sorts = [
    "-createdAt",
    "createdAt",
    "-amountMinor",
    "amountMinor",
    "-reference",
    "reference",
  ];
  const cases: [string, string][] = [];
  for (const sort of sorts) {
    for (let mask = 0; mask < 1 << filters.length; mask++) {
      const chosen = filters.filter((_, i) => mask & (1 << i));
      cases.push([
        `${sort} ${chosen.map(([name]) => name).join("+") || "no filter"}`,
        [`sort=${sort}`, ...chosen.map(([, q]) => q)].join("&"),
      ]);
    }
    cases.push([`${sort} page 200`, `sort=${sort}&page=200`]);
  }
  return cases;
}

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const member = await onboardedMember(appUrl, publicUrl, "bench-deals@example.com");
  const headers = { authorizationkey: member.token };
  const me = { id: member.userId, organization: { id: member.organizationId } };

  // The deals over a tenth as many borrowers, spread over products, states, amounts and two years.
  const db = app.database.db;
  const started = performance.now();
  const borrowers = Math.max(1, Math.round(dealCount / 10));
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select ${me.organization.id}::uuid, 'Borrower ' || g, 'limited_company', (array['retail', 'restaurants', 'construction', 'technology'])[g % 4 + 1], 'GB'
    from generate_series(1, ${borrowers}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) as n from borrowers where "organizationId" = ${me.organization.id}::uuid)
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "createdAt")
    select ${me.organization.id}::uuid, ${me.id}, b.id, 'D-' || lpad((1000000 + g)::text, 7, '0'),
      (array['draft','submitted','in_review','proposals','accepted','funded','withdrawn','declined','lost'])[1 + g % 9]::deal_status,
      (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + (g / 7) % 9]::deal_product,
      10000 + (g * 7919) % 100000000, 'GBP', 'Purpose ' || g, now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
    from generate_series(1::bigint, ${dealCount}::bigint) g join b on b.n = 1 + g % ${borrowers}`);
  // A table in use has been vacuumed (index-only scans need the visibility map) and analysed.
  await db.execute(sql`vacuum analyze borrowers`);
  await db.execute(sql`vacuum analyze deals`);
  console.log(
    `seeded ${dealCount} deals over ${borrowers} borrowers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const visible = visibleDeals({
    userId: me.id,
    organizationId: me.organization.id,
    role: "owner",
    salesRole: "general_manager",
    teamId: null,
    regionId: null,
    accountType: "organization",
  });
  await measureCombinations({
    list: "deals list",
    db,
    headers,
    rounds,
    warmup,
    cases: combinations().map(([name, query]) => {
      const parsed = dealListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      return {
        name,
        url: `${appUrl}/v1/user/deals?${query}`,
        direct: () => dealsRepo.listDeals(db, visible, parsed),
        statement: () => dealsRepo.listDealsQuery(db, visible, parsed),
      };
    }),
  });
} finally {
  await close();
}
