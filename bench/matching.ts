// Matching one deal against 100,000 published listings in PostgreSQL (issues 5 and 15):
// `GET /v1/user/deal/{id}/matches` (the published listings kept in memory, indexed by product,
// changes read from listing_changes; the engine judges the survivors) against a naive baseline in
// the same run: load every published listing and judge them all in JavaScript. Prints p50/p95 and the ratio; asserts nothing.
//   node --import tsx bench/matching.ts   (BENCH_LISTINGS, default 100000; BENCH_ROUNDS, default 100)
import { sql } from "drizzle-orm";
import { lenders } from "@portal/db/schema/lenders";
import { factsOf, type MatchListing } from "@portal/api/modules/matching/facts";
import { match } from "@portal/api/modules/matching/ranking";
import type { ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber } from "./support/harness";
import { onboardedMember } from "./support/member";

const listingCount = positiveNumber("BENCH_LISTINGS", 100_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 100, 10);

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const { token, json: headers } = await onboardedMember(
    appUrl,
    publicUrl,
    "bench-matching@example.com",
  );
  const created = await fetch(`${appUrl}/v1/user/deals`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      product: "term_loan",
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose: "Bench",
      termMonths: 24,
      monthlyRevenueMinor: 2_500_000,
      existingAdvancesMinor: 0,
      borrower: {
        legalName: "Bench Ltd",
        entityType: "limited_company",
        industry: "retail",
        country: "GB",
        startDate: "2021-01-01",
        owners: [{ name: "A", ownershipBp: 10_000, creditScore: 640 }],
      },
    }),
  });
  if (created.status !== 201)
    throw new Error(`deal creation failed: ${created.status} ${await created.text()}`);
  const dealId = ((await created.json()) as { id: string }).id;

  // 100,000 published listings of 1,000 approved funders, spread over products, amounts,
  // countries and the other criteria, the amount columns matching the criteria (as the lenders
  // service writes them). The trigger numbers the 100,000 changes as it would any write.
  const db = app.database.db;
  const started = performance.now();
  await db.execute(sql`
    insert into organizations (name, "accountType", "approvedAt")
    select 'Funder ' || f, 'funder', now() from generate_series(1, 1000) f`);
  await db.execute(sql`
    with funders as (select id, row_number() over (order by id) as n from organizations where "accountType" = 'funder'),
    rows as (
      select g,
        case when g % 3 = 0
          then array[(array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + g % 9],
                     (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + (g / 9 + 1) % 9]]
          else array[(array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + g % 9]]
        end::deal_product[] as products,
        (g % 20) * 500000 as amin,
        (g % 20) * 500000 + (1 + g % 50) * 1000000 as amax,
        case when g % 4 = 0 then array['GB', (array['US','IE','CA','AU'])[1 + g % 4]] else array[(array['GB','US','IE','CA','AU'])[1 + g % 5]] end as countries
      from generate_series(1, ${listingCount}) g
    )
    insert into lenders ("organizationId", name, currency, status, criteria, "amountMinMinor", "amountMaxMinor", "brokerCommissionBp", "promisedResponseHours", "publishedAt")
    select funders.id, 'Listing ' || g, 'GBP', 'published',
      jsonb_strip_nulls(jsonb_build_object(
        'products', to_jsonb(products), 'amountMinMinor', amin, 'amountMaxMinor', amax, 'countries', to_jsonb(countries),
        'minCreditScore', case when g % 3 = 0 then 500 + g % 250 end,
        'minMonthsInBusiness', case when g % 4 = 0 then g % 72 end,
        'minMonthlyRevenueMinor', case when g % 5 = 0 then (g % 50) * 100000 end,
        'maxPositions', case when g % 6 = 0 then g % 4 end,
        'excludedIndustries', case when g % 7 = 0 then '["gambling","cannabis"]'::jsonb end,
        'termMinMonths', case when g % 8 = 0 then 6 end, 'termMaxMonths', case when g % 8 = 0 then 12 + g % 60 end
      )),
      amin, amax, 100 + g % 400, 1 + g % 168, now()
    from rows join funders on funders.n = 1 + g % 1000`);
  await db.execute(sql`vacuum analyze lenders`);
  await db.execute(sql`analyze organizations`);
  console.log(
    `seeded ${listingCount} published listings of 1,000 funders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const url = `${appUrl}/v1/user/deal/${dealId}/matches`;
  const first = (await (await fetch(url, { headers })).json()) as {
    fitCount: number;
    excludedCount: number;
  };
  const [api] = await latencies({
    urls: [url],
    headers: { authorizationkey: token },
    rounds,
    warmup: 10,
  });

  // The naive way, same run: every published listing loaded, every one judged in JavaScript.
  const [dealRow] = (
    await db.execute(
      sql`select d.*, row_to_json(b) as borrower from deals d join borrowers b on b.id = d."borrowerId" where d.id = ${dealId}`,
    )
  ).rows as Record<string, unknown>[];
  const borrower = dealRow!.borrower as Record<string, unknown>;
  const facts = factsOf(
    {
      deal: {
        ...dealRow,
        amountMinor: Number(dealRow!.amountMinor),
        monthlyRevenueMinor: Number(dealRow!.monthlyRevenueMinor),
        existingAdvancesMinor: Number(dealRow!.existingAdvancesMinor),
      } as never,
      borrower: borrower as never,
    },
    [],
    new Date().toISOString().slice(0, 10),
  );
  const naive: number[] = [];
  let naiveFits = 0;
  for (let i = 0; i < Math.min(rounds, 20); i++) {
    const t0 = performance.now();
    const rows = await db
      .select()
      .from(lenders)
      .where(sql`${lenders.status} = 'published'`);
    const all: MatchListing[] = rows.map((l) => ({
      id: l.id,
      funderId: l.organizationId,
      currency: l.currency,
      criteria: l.criteria as ListingCriteria,
      brokerCommissionBp: l.brokerCommissionBp ?? undefined,
      responseHours: l.promisedResponseHours ?? undefined,
    }));
    naiveFits = match(facts, all).fits.length;
    naive.push(performance.now() - t0);
  }

  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  console.log(
    `\nmatch one deal against ${listingCount} published listings (${rounds} sequential requests after 10 warm-up; naive: ${naive.length} rounds)`,
  );
  console.log(
    `  fits ${first.fitCount} (naive ${naiveFits}), excluded after the database's filter ${first.excludedCount}`,
  );
  console.log(
    `  GET /v1/user/deal/{id}/matches   p50 ${p(api!, 50).padStart(7)} ms   p95 ${p(api!, 95).padStart(7)} ms   (target p95 < 25 ms)`,
  );
  console.log(
    `  naive: load all, judge in JS     p50 ${p(naive, 50).padStart(7)} ms   p95 ${p(naive, 95).padStart(7)} ms`,
  );
  console.log(
    `  speed-up over naive (p50)        ${(percentile(naive, 50) / percentile(api!, 50)).toFixed(1)}x   (target at least 100x)`,
  );
  if (first.fitCount !== naiveFits)
    console.log(
      `  NOTE: the API found ${first.fitCount} fits and the naive pass ${naiveFits}: they should agree`,
    );
} finally {
  await close();
}
