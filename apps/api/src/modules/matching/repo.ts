import { and, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import { propertyTypeGroups, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { industriesWithin } from "@portal/contract/deals/industries";
import { borrowers, deals } from "@portal/db/schema/deals";
import { documents } from "@portal/db/schema/documents";
import { lenders } from "@portal/db/schema/lenders";
import { listingMatches, newFits } from "@portal/db/schema/matching";
import { submissions } from "@portal/db/schema/submissions";
import { organizationNameOf } from "../organizations/queries";
import type { MatchListing } from "./facts";

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** A brokerage's own funder's listing (decision 068) fits that brokerage's deals alone. */
const keptFor = (listing: MatchListing) =>
  listing.keptBy === undefined ? undefined : eq(deals.organizationId, listing.keptBy);

/**
 * The open deals a listing may fit, filtered as far as the database can: every criterion it can
 * judge from columns, each written so that a deal lacking the fact stays in (the engine says
 * "unknown" for it, which does not exclude). Deals already sent to the listing's funder are left
 * out: there is nothing new to tell their brokers; a listing a brokerage keeps for its own funder
 * (decision 068) is told to that brokerage's deals only. Only what `factsOf` reads is selected.
 *
 * Two reads, deals then their borrowers by id: as one join, PostgreSQL misjudged how many deals
 * pass and scanned every borrower (138 of 171 ms at 1,000,000 deals, bench/new-fits.ts).
 */
export async function openDealsFor(db: Executor, listing: MatchListing, today: string) {
  const c = listing.criteria;
  const onDeal: (SQL | undefined)[] = [
    // Written out, as in the partial index deals_open_match_idx, so the planner can use it.
    sql.raw(`"deals"."status" in (${openDealStatuses.map((s) => `'${s}'`).join(", ")})`),
    sql`not exists (select 1 from ${submissions} where ${submissions.dealId} = ${deals.id} and ${submissions.funderOrganizationId} = ${listing.funderId})`,
  ];
  if (c.products)
    onDeal.push(sql`${deals.product} = any(${textArray(c.products)}::deal_product[])`);
  if (c.amountMinMinor !== undefined || c.amountMaxMinor !== undefined)
    onDeal.push(eq(deals.currency, listing.currency));
  if (c.amountMinMinor !== undefined) onDeal.push(gte(deals.amountMinor, c.amountMinMinor));
  if (c.amountMaxMinor !== undefined) onDeal.push(lte(deals.amountMinor, c.amountMaxMinor));
  if (c.minMonthlyRevenueMinor !== undefined) {
    // Revenue in another currency is not compared ("unknown").
    onDeal.push(
      sql`(${deals.monthlyRevenueMinor} is null or ${deals.currency} <> ${listing.currency} or ${deals.monthlyRevenueMinor} >= ${c.minMonthlyRevenueMinor})`,
    );
  }
  if (c.termMinMonths !== undefined)
    onDeal.push(sql`(${deals.termMonths} is null or ${deals.termMonths} >= ${c.termMinMonths})`);
  if (c.termMaxMonths !== undefined)
    onDeal.push(sql`(${deals.termMonths} is null or ${deals.termMonths} <= ${c.termMaxMonths})`);
  const found = await db
    .select({
      id: deals.id,
      borrowerId: deals.borrowerId,
      product: deals.product,
      amountMinor: deals.amountMinor,
      currency: deals.currency,
      termMonths: deals.termMonths,
      monthlyRevenueMinor: deals.monthlyRevenueMinor,
      existingAdvancesMinor: deals.existingAdvancesMinor,
      existingAdvances: deals.existingAdvances,
      interestRateBp: deals.interestRateBp,
    })
    .from(deals)
    .where(and(...onDeal, keptFor(listing)));
  if (!found.length) return [];

  const onBorrower: (SQL | undefined)[] = [
    sql`${borrowers.id} = any(${sql.param([...new Set(found.map((d) => d.borrowerId))])}::uuid[])`,
  ];
  onBorrower.push(...borrowerFilters(c, today));
  const passing = await db
    .select({
      id: borrowers.id,
      country: borrowers.country,
      region: borrowers.region,
      industry: borrowers.industry,
      startDate: borrowers.startDate,
      owners: borrowers.owners,
      property: borrowers.property,
    })
    .from(borrowers)
    .where(and(...onBorrower));
  const byId = new Map(passing.map((b) => [b.id, b]));
  return found.flatMap((deal) => {
    const borrower = byId.get(deal.borrowerId);
    return borrower ? [{ deal, borrower }] : [];
  });
}

/** What `openDealsFor` asks of a deal's borrower, as far as columns tell. */
function borrowerFilters(c: MatchListing["criteria"], today: string): SQL[] {
  const on: SQL[] = [];
  // A borrower that does not say (a draft) stays in: the engine says "unknown" for it.
  if (c.countries)
    on.push(
      sql`(${borrowers.country} is null or ${borrowers.country} = any(${textArray(c.countries)}))`,
    );
  if (c.excludedIndustries) {
    // An excluded code and every code inside it (excluding legal services excludes law firms).
    const excluded = c.excludedIndustries.flatMap((code) => [code, ...industriesWithin(code)]);
    on.push(
      sql`(${borrowers.industry} is null or ${borrowers.industry} <> all(${textArray(excluded)}))`,
    );
  }
  if (c.minMonthsInBusiness !== undefined) {
    // A superset of "at least N whole months" (month ends round in the deal's favour); the engine decides.
    on.push(
      sql`(${borrowers.startDate} is null or ${borrowers.startDate} + make_interval(months => ${c.minMonthsInBusiness}) <= ${today}::date)`,
    );
  }
  if (c.minCreditScore !== undefined) {
    // The weakest owner's score counts: no owner below the minimum.
    on.push(
      sql`not exists (select 1 from jsonb_array_elements(${borrowers.owners}) as o where (o->>'creditScore')::int < ${c.minCreditScore})`,
    );
  }
  if (c.propertyTypes) {
    // The types taken, the types in a group taken, and the groups of types taken (those are "unknown").
    const related = propertyTypes.filter((t) => {
      const group = propertyTypeGroups[t];
      return c.propertyTypes!.some((a) => a === t || a === group || propertyTypeGroups[a] === t);
    });
    on.push(
      sql`(${borrowers.property}->>'type' is null or ${borrowers.property}->>'type' = any(${textArray(related)}))`,
    );
  }
  return on;
}

/** The types of each borrower's ready documents that have not expired by `today`. */
export async function documentTypesOf(db: Executor, borrowerIds: readonly string[], today: string) {
  const types = new Map<string, string[]>();
  if (!borrowerIds.length) return types;
  const rows = await db
    .selectDistinct({ borrowerId: documents.borrowerId, type: documents.type })
    .from(documents)
    .where(
      and(
        sql`${documents.borrowerId} = any(${sql.param([...borrowerIds])}::uuid[])`,
        eq(documents.status, "ready"),
        sql`(${documents.expiresOn} is null or ${documents.expiresOn} >= ${today}::date)`,
      ),
    );
  for (const row of rows)
    types.set(row.borrowerId, [...(types.get(row.borrowerId) ?? []), row.type]);
  return types;
}

/**
 * Records that the listing fits exactly `dealIds` now: fits it no longer has are removed, new
 * ones added unseen, and those already recorded keep whether they were seen.
 */
export async function replaceNewFits(db: Executor, lenderId: string, dealIds: readonly string[]) {
  const ids = sql`${sql.param([...dealIds])}::uuid[]`;
  await db
    .delete(newFits)
    .where(and(eq(newFits.lenderId, lenderId), sql`not (${newFits.dealId} = any(${ids}))`));
  if (dealIds.length) {
    await db.execute(
      sql`insert into ${newFits} ("dealId", "lenderId") select unnest(${ids}), ${lenderId}::uuid on conflict do nothing`,
    );
  }
}

/**
 * The listings shown to a broker as fitting these deals, the first time only (the funnel's
 * "matched" step, issue 35): pairs as two arrays of the same length, in one statement.
 */
export async function recordListingMatches(
  db: Executor,
  lenderIds: readonly string[],
  dealIds: readonly string[],
) {
  if (!lenderIds.length) return;
  await db.execute(
    sql`insert into ${listingMatches} ("lenderId", "dealId")
      select * from unnest(${sql.param([...lenderIds])}::uuid[], ${sql.param([...dealIds])}::uuid[])
      on conflict do nothing`,
  );
}

/** The owners and references of these deals, and the listing's name: what a new-fit notice names. */
export async function newFitNotices(db: Executor, listingId: string, dealIds: readonly string[]) {
  const [listing] = await db
    .select({ name: lenders.name, funderName: organizationNameOf(lenders.organizationId) })
    .from(lenders)
    .where(eq(lenders.id, listingId));
  if (!listing || !dealIds.length) return [];
  const rows = await db
    .select({
      dealId: deals.id,
      ownerId: deals.ownerId,
      reference: deals.reference,
      businessName: borrowers.legalName,
    })
    .from(deals)
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(sql`${deals.id} = any(${sql.param([...dealIds])}::uuid[])`);
  return rows.map((row) => ({
    ...row,
    listingName: listing.name,
    funderName: listing.funderName ?? "",
  }));
}

/** The published listings new to the deal's broker. */
export async function unseenNewFits(db: Executor, dealId: string) {
  const rows = await db
    .select({ lenderId: newFits.lenderId })
    .from(newFits)
    .innerJoin(lenders, and(eq(lenders.id, newFits.lenderId), eq(lenders.status, "published")))
    .where(and(eq(newFits.dealId, dealId), isNull(newFits.seenAt)));
  return rows.map((r) => r.lenderId);
}

export async function markNewFitsSeen(db: Executor, dealId: string) {
  await db
    .update(newFits)
    .set({ seenAt: new Date() })
    .where(and(eq(newFits.dealId, dealId), isNull(newFits.seenAt)));
}

/** How many published listings are new to the broker of each of these deals (deals with none left out). */
export async function unseenNewFitCounts(db: Executor, dealIds: readonly string[]) {
  if (!dealIds.length) return new Map<string, number>();
  const rows = await db
    .select({ dealId: newFits.dealId, n: sql<number>`count(*)::int` })
    .from(newFits)
    .innerJoin(lenders, and(eq(lenders.id, newFits.lenderId), eq(lenders.status, "published")))
    .where(
      and(sql`${newFits.dealId} = any(${sql.param([...dealIds])}::uuid[])`, isNull(newFits.seenAt)),
    )
    .groupBy(newFits.dealId);
  return new Map(rows.map((r) => [r.dealId, r.n]));
}

/**
 * How many deals brokerage `brokerOrganizationId` sent to each of the funder organizations `ids`
 * (Lenders > My funders, decision 068), by funder; a funder sent nothing is absent.
 */
export async function sentCountsTo(
  db: Executor,
  brokerOrganizationId: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: submissions.funderOrganizationId, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(
      and(
        eq(submissions.brokerOrganizationId, brokerOrganizationId),
        sql`${submissions.funderOrganizationId} = any(${sql.param([...ids])}::uuid[])`,
      ),
    )
    .groupBy(submissions.funderOrganizationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Whether any deal was ever sent to funder organization `funderOrganizationId`. */
export async function anySentTo(db: Executor, funderOrganizationId: string) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.funderOrganizationId, funderOrganizationId))
    .limit(1);
  return !!row;
}
