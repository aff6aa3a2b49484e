// Finding the open deals a newly published listing fits among 1,000,000 deals in PostgreSQL
// (issue 5): the database narrows the open deals by every criterion it can judge (partial index on
// product, currency and amount), the engine judges the survivors. Against a naive baseline in the
// same run: load every deal with its borrower and judge them all in JavaScript. Also the whole
// `PUT /v1/lender/{id}` (criteria changed: find, then record the new fits). Prints p50/p95 and the
// ratio; asserts nothing.
//   node --import tsx bench/new-fits.ts   (BENCH_DEALS, default 1000000; BENCH_ROUNDS, default 30)
import { sql } from "drizzle-orm";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import type { ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import {
  factsOf,
  sameShape,
  type FactSource,
  type MatchListing,
} from "@portal/api/modules/matching/facts";
import { verdict } from "@portal/api/modules/matching/verdict";
import { createNewFits } from "@portal/api/modules/matching/new-fits";
import { startBenchApp } from "./support/app";
import { percentile, positiveNumber } from "./support/harness";
import { onboardedMember } from "./support/member";

const dealCount = positiveNumber("BENCH_DEALS", 1_000_000, 5_000);
const rounds = positiveNumber("BENCH_ROUNDS", 30, 3);

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const funder = await onboardedMember(
    appUrl,
    publicUrl,
    "bench-funder@example.com",
    "Bench Capital",
    "funder",
  );
  const db = app.database.db;
  await db.execute(
    sql`update organizations set "approvedAt" = now() where id = ${funder.organizationId}::uuid`,
  );

  // 1,000,000 deals of 1,000 broker organizations over 250,000 borrowers, spread over the nine
  // states (four of them open), products, currencies, amounts, countries and regions, industries,
  // ages, scores, properties with their income, interest rates and listed existing advances.
  const started = performance.now();
  await db.execute(sql`
    insert into organizations (name, "accountType") select 'Brokers ' || o, 'organization' from generate_series(1, 1000) o`);
  const borrowerCount = Math.max(1, Math.round(dealCount / 4));
  await db.execute(sql`
    with brokers as (select id, row_number() over (order by id) as n from organizations where "accountType" = 'organization')
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country, region, "startDate", owners, property)
    select brokers.id, 'Borrower ' || g, 'limited_company',
      (array['retail','restaurants','construction','gambling','transport','healthcare','manufacturing','professional_services'])[1 + g % 8],
      (array['GB','GB','GB','US','IE','CA','AU'])[1 + g % 7],
      case when g % 6 = 5 then null else (array[
        array['GB-MAN','GB-GLG','GB-LND','GB-CRF','GB-BFS'],
        array['GB-BIR','GB-EDH','GB-KEN','GB-SWA','GB-LIV'],
        array['GB-LDS','GB-ABE','GB-BST','GB-NTT','GB-SHF'],
        array['US-CA','US-NY','US-TX','US-FL','US-IL'],
        array['IE-D','IE-CO','IE-G','IE-L','IE-M'],
        array['CA-ON','CA-QC','CA-BC','CA-AB','CA-NS'],
        array['AU-NSW','AU-VIC','AU-QLD','AU-WA','AU-SA']])[1 + g % 7][1 + (g / 7) % 5] end,
      case when g % 10 = 0 then null else date '2026-01-01' - (g % 3650) end,
      jsonb_build_array(jsonb_build_object('name', 'Owner', 'ownershipBp', 10000, 'creditScore', 480 + g % 370)),
      case when g % 5 = 0 then jsonb_build_object('type', (array['multifamily','single_family_rental','office','retail','industrial','mixed_use'])[1 + g % 6], 'address', '1 High St', 'valueMinor', 20000000 + (g % 100) * 1000000, 'monthlyIncomeMinor', 100000 + (g % 40) * 25000) end
    from generate_series(1, ${borrowerCount}) g join brokers on brokers.n = 1 + g % 1000`);
  await db.execute(sql`
    with b as (select id, "organizationId", row_number() over (order by id) as n from borrowers)
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "termMonths", "monthlyRevenueMinor", "existingAdvancesMinor", "existingAdvances", "interestRateBp")
    select b."organizationId", 'bench', b.id, 'B-' || g,
      (array['draft','submitted','in_review','proposals','accepted','funded','withdrawn','declined','lost'])[1 + g % 9]::deal_status,
      (array['term_loan','line_of_credit','merchant_cash_advance','equipment_finance','invoice_finance','government_backed_loan','commercial_real_estate','bridge','residential_investment'])[1 + (g / 9) % 9]::deal_product,
      500000 + (g::bigint * 7919) % 200 * 250000,
      case when g % 10 = 0 then 'USD' else 'GBP' end, 'Bench',
      case when g % 4 = 0 then null else 6 + g % 84 end,
      case when g % 3 = 0 then null else 200000 + (g * 31) % 100 * 100000 end,
      case when g % 2 = 0 then 0 else advances.total end,
      advances.list,
      case when g % 3 = 0 then 600 + g % 900 end
    from generate_series(1, ${dealCount}) g join b on b.n = 1 + g % ${borrowerCount}
    left join lateral (
      select jsonb_agg(jsonb_build_object('funder', 'Funder ' || a, 'balanceMinor', balance, 'paymentMinor', 15000 + a * 1000, 'paymentFrequency', (array['daily','weekly'])[1 + a % 2])) as list,
        sum(balance)::bigint as total
      from (select a, 500000 + (g % 7) * 400000 as balance from generate_series(1, 1 + g % 4) a) each
    ) advances on g % 6 = 1`);
  await db.execute(sql`vacuum analyze borrowers`);
  await db.execute(sql`vacuum analyze deals`);
  const [{ open } = { open: 0 }] = (
    await db.execute(
      sql`select count(*)::int as open from deals where status in ('draft', 'submitted', 'in_review', 'proposals')`,
    )
  ).rows as { open: number }[];
  console.log(
    `seeded ${dealCount} deals (${open} open) over ${borrowerCount} borrowers of 1,000 brokers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // A realistic listing: term loans in GBP from £25,000 to a varying top, in the UK, with the usual floors.
  const criteriaOf = (i: number): ListingCriteria => ({
    products: ["term_loan"],
    amountMinMinor: 2_500_000,
    amountMaxMinor: 15_000_000 + (i % 10) * 1_000_000,
    countries: ["GB"],
    regions: ["GB-ENG", "GB-SCT", "GB-WLS"],
    excludedIndustries: ["gambling"],
    minCreditScore: 620,
    minMonthsInBusiness: 24,
    minMonthlyRevenueMinor: 1_000_000,
    maxPositions: 2,
    maxExistingBalanceMinor: 4_000_000,
    termMinMonths: 12,
    termMaxMonths: 60,
  });
  const body = (i: number) => ({
    name: "Bench term loans",
    currency: "GBP",
    brokerCommissionBp: 200,
    criteria: criteriaOf(i),
  });
  const created = await fetch(`${appUrl}/v1/lender`, {
    method: "POST",
    headers: funder.json,
    body: JSON.stringify(body(0)),
  });
  if (created.status !== 201)
    throw new Error(`listing creation failed: ${created.status} ${await created.text()}`);
  const listingId = ((await created.json()) as { id: string }).id;
  const publishStarted = performance.now();
  const published = await fetch(`${appUrl}/v1/lender/${listingId}/publish`, {
    method: "PUT",
    headers: { authorizationkey: funder.token },
  });
  if (!published.ok)
    throw new Error(`publishing failed: ${published.status} ${await published.text()}`);
  const firstPublish = performance.now() - publishStarted;
  let version = ((await published.json()) as { version: number }).version;
  const [{ recorded } = { recorded: 0 }] = (
    await db.execute(
      sql`select count(*)::int as recorded from new_fits where "lenderId" = ${listingId}::uuid`,
    )
  ).rows as { recorded: number }[];

  const listingOf = (i: number): MatchListing => ({
    id: listingId,
    funderId: funder.organizationId,
    currency: "GBP",
    criteria: sameShape(criteriaOf(i)),
  });
  const newFits = createNewFits(db);

  // Finding alone: the database's filter and the engine's judgement.
  const find: number[] = [];
  let found = 0;
  for (let i = 0; i < rounds + 3; i++) {
    const t0 = performance.now();
    found = (await newFits.dealsFittedBy(listingOf(i))).length;
    if (i >= 3) find.push(performance.now() - t0);
  }

  // The whole change through the API: each round moves the top of the amount range, so the fits change.
  const change: number[] = [];
  for (let i = 1; i <= rounds; i++) {
    const t0 = performance.now();
    const res = await fetch(`${appUrl}/v1/lender/${listingId}`, {
      method: "PUT",
      headers: funder.json,
      body: JSON.stringify({ ...body(i), version }),
    });
    change.push(performance.now() - t0);
    if (!res.ok) throw new Error(`PUT /v1/lender failed: ${res.status} ${await res.text()}`);
    version = ((await res.json()) as { version: number }).version;
  }

  // The naive way, same run: every deal with its borrower loaded (in pages of 50,000, by id), every one judged in JavaScript.
  const naive: number[] = [];
  let naiveFound = 0;
  const today = new Date().toISOString().slice(0, 10);
  const listing = listingOf(rounds + 2);
  for (let r = 0; r < Math.min(rounds, 2); r++) {
    const t0 = performance.now();
    naiveFound = 0;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = (
        await db.execute(sql`select d.id, d.status, d.product, d."amountMinor"::float8 as "amountMinor", d.currency, d."termMonths", d."monthlyRevenueMinor"::float8 as "monthlyRevenueMinor",
            d."existingAdvancesMinor"::float8 as "existingAdvancesMinor", d."existingAdvances", d."interestRateBp",
            b.owners, b.property, b.country, b.region, b.industry, b."startDate"::text as "startDate"
          from deals d join borrowers b on b.id = d."borrowerId" where d.id > ${after}::uuid order by d.id limit 50000`)
      ).rows as (FactSource["deal"] & FactSource["borrower"] & { id: string; status: string })[];
      if (!rows.length) break;
      for (const d of rows) {
        if (
          (openDealStatuses as readonly string[]).includes(d.status) &&
          verdict(factsOf({ deal: d, borrower: d }, [], today), listing).fits
        )
          naiveFound++;
      }
      after = rows.at(-1)!.id;
    }
    naive.push(performance.now() - t0);
  }
  const indexed = (await newFits.dealsFittedBy(listing)).length;

  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1).padStart(8);
  console.log(
    `\nfind the open deals a listing fits among ${dealCount} deals (${rounds} rounds after 3 warm-up; naive: ${naive.length} rounds)`,
  );
  console.log(
    `  the listing fits ${found} open deals (naive ${naiveFound}, indexed ${indexed} for the same criteria); first publish recorded ${recorded} in ${firstPublish.toFixed(0)} ms`,
  );
  console.log(
    `  find (database filter + engine)           p50 ${p(find, 50)} ms   p95 ${p(find, 95)} ms   (target < 500 ms)`,
  );
  console.log(
    `  PUT /v1/lender/{id} (find + record)       p50 ${p(change, 50)} ms   p95 ${p(change, 95)} ms`,
  );
  console.log(
    `  naive: load all, judge in JS              p50 ${p(naive, 50)} ms   p95 ${p(naive, 95)} ms`,
  );
  console.log(
    `  speed-up over naive (p50)                 ${(percentile(naive, 50) / percentile(find, 50)).toFixed(1)}x`,
  );
  if (naiveFound !== indexed)
    console.log(
      `  NOTE: the naive pass found ${naiveFound} and the indexed one ${indexed}: they should agree`,
    );
} finally {
  await close();
}
