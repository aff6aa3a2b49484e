import { and, eq, gte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { dealStageCounts } from "@portal/db/schema/deals";
import { dashboardCommissions, dashboardFundings } from "@portal/db/schema/dashboard";
import { person, withPeople, type MoneyRow, type PersonRow, type Window } from "./repo";

// The dashboard's figures read off the sums the database keeps (migrations 0037 and 0043, decision
// 081): a few hundred rows per view, not every deal. Each answers exactly as its query over the
// raw rows in ./repo does (test/dashboard-aggregates.test.ts compares them).

/** A table that carries a deal's organization, owner, team and region: what scopes narrow. */
export type Owned = Record<
  "organizationId" | "ownerId" | "ownerTeamId" | "ownerRegionId",
  AnyColumn
>;

/** The board's counts per status (migration 0037) and the sales kept per day. */
export const stagesByDeal: Owned = dealStageCounts;
export const fundingsByDeal: Owned = dashboardFundings;
/** Every kept sale of an organization (the leaderboard's people, before narrowing to a scope). */
export const inOrganization = (organizationId: string): SQL =>
  eq(dashboardFundings.organizationId, organizationId);

/** The commission sums, seen through the deal's organization (whose visibility applies). */
export const commissionsByDeal: Owned = {
  organizationId: dashboardCommissions.dealOrganizationId,
  ownerId: dashboardCommissions.ownerId,
  ownerTeamId: dashboardCommissions.ownerTeamId,
  ownerRegionId: dashboardCommissions.ownerRegionId,
};

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const day = (d: Date) => sql`${dayOf(d)}::date`;
const isMidnight = (d: Date) => d.getTime() % 86_400_000 === 0;

/**
 * A window in whole UTC days: the days kept count from each start (every start is the first
 * instant of a month); the previous period ends at `previousTo`, which for the year to date falls
 * inside a day (a year before now): that day's part is read from the raw rows (`partial`).
 */
function daysOf(w: Window) {
  if (![w.from, w.previousFrom, w.monthsFrom].every(isMidnight))
    throw new Error("a dashboard window starts at midnight UTC");
  const lastDay = new Date(w.previousTo.getTime() - (w.previousTo.getTime() % 86_400_000));
  const earliest = w.previousFrom < w.monthsFrom ? w.previousFrom : w.monthsFrom;
  // The raw rows of [lastDay, previousTo): a window whose previous period is that part alone.
  const partial =
    lastDay < w.previousTo && lastDay >= w.previousFrom
      ? { from: w.previousTo, previousFrom: lastDay, previousTo: w.previousTo, monthsFrom: lastDay }
      : null;
  return { earliest, lastDay, partial };
}

/** The grouping by month and period of a kept `dayColumn`, the previous period ending before `lastDay`. */
function overDays(dayColumn: AnyColumn, w: Window, lastDay: Date) {
  return {
    month: sql<string>`to_char(${dayColumn}, 'YYYY-MM')`,
    bucket: sql<MoneyRow["bucket"]>`case when ${dayColumn} >= ${day(w.from)} then 'current'
      when ${dayColumn} >= ${day(w.previousFrom)} and ${dayColumn} < ${day(lastDay)} then 'previous' end`,
  };
}

/**
 * The kept rows by month, period and currency, with the part of the day the previous period ends
 * in read raw: counted in the previous period, and taken off that day's month once (the kept day
 * counts it there already).
 */
async function withPartialDay(
  w: Window,
  kept: (days: ReturnType<typeof daysOf>) => Promise<MoneyRow[]>,
  raw: (partial: Window) => Promise<MoneyRow[]>,
): Promise<MoneyRow[]> {
  const days = daysOf(w);
  const [rows, part] = await Promise.all([kept(days), days.partial ? raw(days.partial) : []]);
  return [
    ...rows,
    ...part,
    ...part.map((r) => ({
      ...r,
      bucket: null,
      count: -r.count,
      amountMinor: (-BigInt(r.amountMinor)).toString(),
    })),
  ];
}

/**
 * The kept sums of `t` among `where` by month, period and currency, `count` its column counting
 * what it sums; `raw` reads the partial day.
 */
function keptByMonth(
  db: Executor,
  t: typeof dashboardFundings | typeof dashboardCommissions,
  count: AnyColumn,
  where: SQL | undefined,
  w: Window,
  raw: (partial: Window) => Promise<MoneyRow[]>,
): Promise<MoneyRow[]> {
  return withPartialDay(
    w,
    ({ earliest, lastDay }) =>
      db
        .select({
          ...overDays(t.day, w, lastDay),
          currency: sql<string>`${t.currency}`,
          count: sql<number>`sum(${count})::int`,
          amountMinor: sql<string>`sum(${t.amountMinor})::text`,
        })
        .from(t)
        .where(and(where, gte(t.day, dayOf(earliest))))
        .groupBy(sql`1`, sql`2`, sql`3`)
        .having(sql`sum(${count}) <> 0`),
    raw,
  );
}

/** As `repo.fundedByMonth`, off `dashboard_fundings`; `scope` on it, `raw` the same over the deals. */
export const fundedByMonth = (
  db: Executor,
  scope: SQL,
  w: Window,
  raw: (partial: Window) => Promise<MoneyRow[]>,
) => keptByMonth(db, dashboardFundings, dashboardFundings.deals, scope, w, raw);

/** As `repo.earnedByMonth`, off `dashboard_commissions`; `scope` on `commissionsByDeal`. */
export const earnedByMonth = (
  db: Executor,
  organizationId: string,
  scope: SQL,
  w: Window,
  raw: (partial: Window) => Promise<MoneyRow[]>,
) =>
  keptByMonth(
    db,
    dashboardCommissions,
    dashboardCommissions.entries,
    and(eq(dashboardCommissions.organizationId, organizationId), scope),
    w,
    raw,
  );

/** As `repo.countByStatus`, off `deal_stage_counts` (the board's, migration 0037); `scope` on it. */
export function countByStatus(
  db: Executor,
  scope: SQL,
): Promise<{ status: DealStatus; count: number }[]> {
  const t = dealStageCounts;
  return db
    .select({ status: t.status, count: sql<number>`sum(${t.deals})::int` })
    .from(t)
    .where(scope)
    .groupBy(t.status)
    .having(sql`sum(${t.deals}) <> 0`);
}

/**
 * As `repo.salesByPerson`, off `dashboard_fundings` (`scope` on it): per owner who is a member of
 * the organization and currency, the deals funded from `from` (the first instant of a month).
 */
export function salesByPerson(
  db: Executor,
  organizationId: string,
  scope: SQL,
  from: Date,
): Promise<PersonRow[]> {
  if (!isMidnight(from)) throw new Error("a leaderboard period starts at midnight UTC");
  const t = dashboardFundings;
  const query = db
    .select({
      ...person(t.ownerId),
      currency: t.currency,
      deals: sql<number>`sum(${t.deals})::int`,
      amountMinor: sql<string>`sum(${t.amountMinor})::text`,
    })
    .from(t)
    .where(and(scope, gte(t.day, dayOf(from))))
    .$dynamic();
  return withPeople(query, organizationId, t.ownerId).having(sql`sum(${t.deals}) <> 0`);
}
