import { and, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "@portal/db/database";
import { openDealStatuses, type DealStatus } from "@portal/contract/deals/deal-states";
import { dealHistory, deals } from "@portal/db/schema/deals";
import { submissions } from "@portal/db/schema/submissions";
import { commissionEntries } from "@portal/db/schema/wallet";
import { users } from "@portal/db/schema/identity";
import { memberships } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import { displayName } from "../user/queries";

/** What the figures over time read: the period, the one before, and the last 12 months. */
export interface Window {
  from: Date;
  previousFrom: Date;
  previousTo: Date;
  /** The first instant of the oldest of the last 12 months. */
  monthsFrom: Date;
}

/** One group of money over time: a month ("YYYY-MM", UTC), the period it falls in, a currency. */
export interface MoneyRow {
  month: string;
  bucket: "current" | "previous" | null;
  currency: string;
  count: number;
  /** A sum of bigints: PostgreSQL answers a numeric, read as text. */
  amountMinor: string;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const earliest = (w: Window) => (w.previousFrom < w.monthsFrom ? w.previousFrom : w.monthsFrom);

/** The fields grouped: the month and the period of `time`; the period runs to now. */
function overTime(time: AnyColumn, w: Window) {
  return {
    month: sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM')`,
    bucket: sql<MoneyRow["bucket"]>`case when ${time} >= ${at(w.from)} then 'current'
      when ${time} >= ${at(w.previousFrom)} and ${time} < ${at(w.previousTo)} then 'previous' end`,
  };
}

/** As written, not a parameter: the predicate of deal_history_funded_at_idx (migration 0024). */
const fundings = sql`${dealHistory.toStatus} = 'funded'`;

/**
 * The deals among `scope` funded from the window's start, by month, period and currency: how many
 * and their funded amount (what the funder or the CRM said went out, else the amount asked). A
 * deal is funded once (nothing leaves `funded`), so its history holds one such entry. Before
 * `until` when given (the part of a day the dashboard reads raw, ./aggregates).
 */
export function fundedByMonth(
  db: Executor,
  scope: SQL,
  w: Window,
  until?: Date,
): Promise<MoneyRow[]> {
  return (
    db
      .select({
        ...overTime(dealHistory.at, w),
        currency: deals.currency,
        count: sql<number>`count(*)::int`,
        amountMinor: sql<string>`sum(coalesce(${deals.fundedAmountMinor}, ${deals.amountMinor}))`,
      })
      .from(dealHistory)
      .innerJoin(deals, eq(deals.id, dealHistory.dealId))
      .where(
        and(
          scope,
          fundings,
          gte(dealHistory.at, earliest(w)),
          until ? lt(dealHistory.at, until) : undefined,
        ),
      )
      // By position: the month and period are expressions with parameters.
      .groupBy(sql`1`, sql`2`, sql`3`)
  );
}

/**
 * The commission ledger on the deals among `scope` from the window's start: what was earned (every
 * person's share, overrides and splits included) less what was clawed back, each in its own month
 * (docs/decisions/037-commission-wallet.md). Before `until` when given.
 */
export function earnedByMonth(
  db: Executor,
  organizationId: string,
  scope: SQL,
  w: Window,
  until?: Date,
): Promise<MoneyRow[]> {
  return db
    .select({
      ...overTime(commissionEntries.at, w),
      currency: commissionEntries.currency,
      count: sql<number>`count(*)::int`,
      amountMinor: sql<string>`sum(case when ${commissionEntries.kind} = 'clawed_back' then -${commissionEntries.amountMinor} else ${commissionEntries.amountMinor} end)`,
    })
    .from(commissionEntries)
    .innerJoin(deals, eq(deals.id, commissionEntries.dealId))
    .where(
      and(
        eq(commissionEntries.organizationId, organizationId),
        inArray(commissionEntries.kind, ["earned", "clawed_back"]),
        gte(commissionEntries.at, earliest(w)),
        until ? lt(commissionEntries.at, until) : undefined,
        scope,
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`);
}

/** Offers waiting for the broker's answer: submissions offered on the open deals among `scope`. */
export async function countWaitingOffers(db: Executor, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(deals, eq(deals.id, submissions.dealId))
    .where(and(scope, eq(submissions.status, "offered"), inArray(deals.status, openDealStatuses)));
  return row?.count ?? 0;
}

/** The deals among `scope` by status now. */
export function countByStatus(
  db: Executor,
  scope: SQL,
): Promise<{ status: DealStatus; count: number }[]> {
  return db
    .select({ status: deals.status, count: sql<number>`count(*)::int` })
    .from(deals)
    .where(scope)
    .groupBy(deals.status);
}

/** Who a dashboard's scope narrows the deals to, beyond those its viewer may see. */
export interface Narrowing {
  scope: "mine" | "team" | "region";
  userId: string;
  teamId: string | null;
  regionId: string | null;
}

/** Every deal of an organization (the leaderboard's people, before narrowing to a scope). */
export const inOrganization = (organizationId: string): SQL =>
  eq(deals.organizationId, organizationId);

/** The deals a dashboard counts: those `visible` to the viewer, narrowed to a scope within them. */
export const dealsIn = (visible: SQL, narrowing: Narrowing | null): SQL =>
  rowsIn(deals, visible, narrowing);

/** The same on any table that carries a deal's owner, team and region (the kept sums). */
export function rowsIn(
  table: Record<"ownerId" | "ownerTeamId" | "ownerRegionId", AnyColumn>,
  visible: SQL,
  narrowing: Narrowing | null,
): SQL {
  if (!narrowing) return visible;
  switch (narrowing.scope) {
    case "mine":
      return and(visible, eq(table.ownerId, narrowing.userId))!;
    case "team":
      return and(visible, eq(table.ownerTeamId, narrowing.teamId!))!;
    case "region":
      return and(visible, eq(table.ownerRegionId, narrowing.regionId!))!;
  }
}

/** One person's total in one currency since the period's start. */
export interface PersonRow {
  userId: string;
  name: string;
  avatarImage: string | null;
  currency: string;
  deals: number;
  /** A sum of bigints, read as text. */
  amountMinor: string;
}

/**
 * The people a leaderboard ranks, by `personId` (a deal's owner, a commission's beneficiary):
 * members of the organization, with their name and picture; grouped by position, the person (id,
 * name, picture) then the currency.
 */
export const person = (personId: AnyColumn) => ({
  userId: sql<string>`${personId}`,
  name: displayName(users, profiles),
  avatarImage: profiles.avatarImage,
});
/** Adds `person(personId)`'s tables to `query`, members of `organizationId` only, and groups it. */
export const withPeople = <T extends PgSelect>(
  query: T,
  organizationId: string,
  personId: AnyColumn,
) =>
  query
    .innerJoin(
      memberships,
      and(eq(memberships.userId, personId), eq(memberships.organizationId, organizationId)),
    )
    .innerJoin(users, eq(users.id, personId))
    .leftJoin(profiles, eq(profiles.userId, personId))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);

/** Per owner and currency: the deals among `scope` funded from `from` and their funded amount. */
export function salesByPerson(
  db: Executor,
  organizationId: string,
  scope: SQL,
  from: Date,
): Promise<PersonRow[]> {
  const query = db
    .select({
      ...person(deals.ownerId),
      currency: deals.currency,
      deals: sql<number>`count(*)::int`,
      amountMinor: sql<string>`sum(coalesce(${deals.fundedAmountMinor}, ${deals.amountMinor}))`,
    })
    .from(dealHistory)
    .innerJoin(deals, eq(deals.id, dealHistory.dealId))
    .where(and(scope, fundings, gte(dealHistory.at, from)))
    .$dynamic();
  return withPeople(query, organizationId, deals.ownerId);
}

/**
 * Per person and currency: their share of the commission earned on the deals among `scope` from
 * `from` (as owner or by a split; managers' overrides are not sales), less what was clawed back.
 */
export function commissionByPerson(
  db: Executor,
  organizationId: string,
  scope: SQL,
  from: Date,
): Promise<PersonRow[]> {
  const beneficiary = commissionEntries.beneficiaryId;
  const query = db
    .select({
      ...person(beneficiary),
      currency: commissionEntries.currency,
      deals: sql<number>`count(distinct ${deals.id})::int`,
      amountMinor: sql<string>`sum(case when ${commissionEntries.kind} = 'clawed_back' then -${commissionEntries.amountMinor} else ${commissionEntries.amountMinor} end)`,
    })
    .from(commissionEntries)
    .innerJoin(deals, eq(deals.id, commissionEntries.dealId))
    .where(
      and(
        eq(commissionEntries.organizationId, organizationId),
        inArray(commissionEntries.kind, ["earned", "clawed_back"]),
        inArray(commissionEntries.basis, ["owner", "split"]),
        gte(commissionEntries.at, from),
        scope,
      ),
    )
    .$dynamic();
  return withPeople(query, organizationId, beneficiary);
}
