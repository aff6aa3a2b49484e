// GET /v1/user/deals p95 latency with 100,000 deals in PostgreSQL (issue 4), against the same
// repository query run directly on the database in the same run (no HTTP, auth or serialising).
// Prints figures and ratios; asserts nothing.
//   node --import tsx bench/deals-list.ts   (BENCH_DEALS deals, default 100000; BENCH_ROUNDS, default 200)
import { sql } from "drizzle-orm";
import * as dealsRepo from "@portal/api/modules/deals/repo";
import { visibleDeals } from "@portal/api/modules/deals/visibility";
import { dealListQuerySchema } from "@portal/contract/deals/deal-schemas";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";

const dealCount = positiveNumber("BENCH_DEALS", 100_000, 5_000);
const rounds = positiveNumber("BENCH_ROUNDS", 200, 10);
const warmup = smoke ? 2 : 20;

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const member = await onboardedMember(appUrl, publicUrl, "bench-deals@example.com");
  const headers = { authorizationkey: member.token };
  const me = { id: member.userId, organization: { id: member.organizationId } };

  // 100,000 deals over 10,000 borrowers, spread over products, states, amounts and two years.
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
    from generate_series(1, ${dealCount}) g join b on b.n = 1 + g % ${borrowers}`);
  await db.execute(sql`analyze borrowers; analyze deals`);
  console.log(
    `seeded ${dealCount} deals over ${borrowers} borrowers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const cases: Record<string, string> = {
    "newest first, page 1": "",
    "search by borrower": "q=Borrower%204242",
    "status + product, by amount": "status=funded&product=term_loan&sort=-amountMinor",
    "page 200": "page=200",
  };
  const app95 = await latencies({
    urls: Object.values(cases).map((q) => `${appUrl}/v1/user/deals${q ? `?${q}` : ""}`),
    headers,
    rounds,
    warmup,
  });
  const visible = visibleDeals({
    userId: me.id,
    organizationId: me.organization.id,
    role: "owner",
    salesRole: "general_manager",
    teamId: null,
    regionId: null,
    accountType: "organization",
  });
  console.log(
    `\n${rounds} sequential requests per case (1 client, after ${warmup} warm-up); query-only = the same repository call on the database`,
  );
  let index = 0;
  for (const [name, query] of Object.entries(cases)) {
    const parsed = dealListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const times: number[] = [];
    for (let i = 0; i < warmup + rounds; i++) {
      const start = performance.now();
      await dealsRepo.listDeals(db, visible, parsed);
      if (i >= warmup) times.push(performance.now() - start);
    }
    const api = app95[index++]!;
    const [a, b] = [percentile(api, 95), percentile(times, 95)];
    console.log(
      `  ${name.padEnd(28)} GET /v1/user/deals p50 ${percentile(api, 50).toFixed(1)} ms  p95 ${a.toFixed(1)} ms   query-only p95 ${b.toFixed(1)} ms   ratio ${(a / b).toFixed(2)}x`,
    );
  }
} finally {
  await close();
}
