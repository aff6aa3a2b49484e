import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { borrowers, dealStageCounts, deals } from "@portal/db/schema/deals";
import { users } from "@portal/db/schema/identity";
import { profiles } from "@portal/db/schema/user";
import { visibleRows, type Viewer } from "./visibility";
import type { BoardFilters } from "@portal/contract/deals/board-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";

/** The filters' conditions on `deals` (inside the viewer's visibility, which the caller adds). */
export function boardConditions(filters: BoardFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ownerId) conditions.push(eq(deals.ownerId, filters.ownerId));
  if (filters.teamId) conditions.push(eq(deals.ownerTeamId, filters.teamId));
  if (filters.product) conditions.push(eq(deals.product, filters.product));
  if (filters.minAmountMinor !== undefined)
    conditions.push(gte(deals.amountMinor, filters.minAmountMinor));
  if (filters.maxAmountMinor !== undefined)
    conditions.push(lte(deals.amountMinor, filters.maxAmountMinor));
  if (filters.minDays !== undefined)
    conditions.push(
      sql`${deals.statusChangedAt} <= now() - make_interval(days => ${filters.minDays}::int)`,
    );
  if (filters.country)
    conditions.push(
      sql`exists (select 1 from ${borrowers} where ${borrowers.id} = ${deals.borrowerId} and ${borrowers.country} = ${filters.country})`,
    );
  return conditions;
}

/**
 * Each stage's count and amount per currency among `where`: one pass, grouped; without a country
 * filter (the borrower's) it reads the board index alone (status, currency and amount are in it).
 */
export async function boardHeads(db: Executor, where: SQL, stages: readonly DealStatus[]) {
  return db
    .select({
      status: deals.status,
      currency: deals.currency,
      count: sql<number>`count(*)::int`.mapWith(Number),
      amountMinor: sql<number>`sum(${deals.amountMinor})::bigint`.mapWith(Number),
    })
    .from(deals)
    .where(and(where, inArray(deals.status, [...stages])))
    .groupBy(deals.status, deals.currency);
}

/** Whether the filters narrow only by owner and team: then the kept counts answer the heads. */
export const countable = (filters: BoardFilters) =>
  filters.product === undefined &&
  filters.country === undefined &&
  filters.minAmountMinor === undefined &&
  filters.maxAmountMinor === undefined &&
  filters.minDays === undefined;

/**
 * The same heads read off the counts the database keeps per owner, status and currency
 * (`deal_stage_counts`, migration 0037): a few thousand rows for an organization of a million
 * deals. Only for `countable` filters (owner and team are columns of the counts).
 */
export async function countedHeads(
  db: Executor,
  viewer: Viewer,
  filters: BoardFilters,
  stages: readonly DealStatus[],
) {
  return db
    .select({
      status: dealStageCounts.status,
      currency: dealStageCounts.currency,
      count: sql<number>`sum(${dealStageCounts.deals})::int`.mapWith(Number),
      amountMinor: sql<number>`sum(${dealStageCounts.amountMinor})::bigint`.mapWith(Number),
    })
    .from(dealStageCounts)
    .where(
      and(
        visibleRows(dealStageCounts, viewer),
        inArray(dealStageCounts.status, [...stages]),
        filters.ownerId ? eq(dealStageCounts.ownerId, filters.ownerId) : undefined,
        filters.teamId ? eq(dealStageCounts.ownerTeamId, filters.teamId) : undefined,
      ),
    )
    .groupBy(dealStageCounts.status, dealStageCounts.currency)
    .having(sql`sum(${dealStageCounts.deals}) > 0`);
}

/** A column's place to continue after: the last card's time in its stage (ISO, microseconds) and id. */
export interface BoardKey {
  at: string;
  id: string;
}

/**
 * One column's cards in its order after `after` (keyset), `limit` of them, with their borrower and
 * owner. `oldestFirst`: the longest waiting first (open stages), else the most recent first.
 */
export async function boardCards(
  db: Executor,
  where: SQL,
  stage: DealStatus,
  oldestFirst: boolean,
  after: BoardKey | undefined,
  limit: number,
) {
  const order = oldestFirst ? asc : desc;
  const keyset = after
    ? oldestFirst
      ? sql`(${deals.statusChangedAt}, ${deals.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`(${deals.statusChangedAt}, ${deals.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  // The page's ids first, off the board index; only those rows are joined.
  const page = db
    .select({ id: deals.id })
    .from(deals)
    .where(and(where, eq(deals.status, stage), keyset))
    .orderBy(order(deals.statusChangedAt), order(deals.id))
    .limit(limit)
    .as("page");
  return db
    .select({
      deal: deals,
      // To the microsecond (a JavaScript date keeps milliseconds): the cursor compares it exactly.
      key: sql<string>`to_char(${deals.statusChangedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      businessName: borrowers.legalName,
      country: borrowers.country,
      // As user/queries.ts `displayName` says it (deals cannot import user: user -> images ->
      // documents -> deals); users and profiles are shared tables (decision 055).
      ownerName: sql<string>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name}, '')`,
      ownerAvatar: profiles.avatarImage,
    })
    .from(page)
    .innerJoin(deals, eq(deals.id, page.id))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .leftJoin(users, eq(users.id, deals.ownerId))
    .leftJoin(profiles, eq(profiles.userId, deals.ownerId))
    .orderBy(order(deals.statusChangedAt), order(deals.id));
}
