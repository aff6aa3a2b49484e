import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { memberships, teams } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import { commissionEntries, commissionSplits, walletSettings } from "@portal/db/schema/wallet";
import type { CommissionKind } from "@portal/contract/wallet/wallet-options";
import { borrowerNameOfDeal } from "../deals/queries";
import { displayName } from "../user/queries";
import type { Member } from "./distribution";

export type EntryValues = typeof commissionEntries.$inferInsert;
export type EntryRow = typeof commissionEntries.$inferSelect;

const region = sql<string | null>`coalesce(${teams.regionId}, ${memberships.regionId})`;
const name = displayName(users, profiles);

/** The organization's members as the hierarchy is walked, with their names. */
export function membersOf(db: Executor, organizationId: string) {
  return db
    .select({
      userId: memberships.userId,
      salesRole: memberships.salesRole,
      teamId: memberships.teamId,
      regionId: region,
      managerId: memberships.managerId,
      active: sql<boolean>`${memberships.disabledAt} is null`,
      name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId)) as Promise<
    (Member & { name: string })[]
  >;
}

/** Whose wallets a scope covers: members of the team, or of the region (by team or placement). */
export function peopleIn(organizationId: string, place: { teamId?: string; regionId?: string }) {
  const where = place.teamId
    ? sql`${memberships.teamId} = ${place.teamId}`
    : sql`${region} = ${place.regionId!}`;
  return sql`${commissionEntries.beneficiaryId} in (select ${memberships.userId} from ${memberships}
    left join ${teams} on ${teams.id} = ${memberships.teamId}
    where ${memberships.organizationId} = ${organizationId} and ${where})`;
}

export async function settingsOf(db: Executor, organizationId: string) {
  const [row] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.organizationId, organizationId));
  return row;
}

export async function saveSettings(db: Executor, values: typeof walletSettings.$inferInsert) {
  await db
    .insert(walletSettings)
    .values(values)
    .onConflictDoUpdate({ target: walletSettings.organizationId, set: values });
}

export function splitsOf(db: Executor, dealId: string) {
  return db
    .select({ userId: commissionSplits.userId, shareBp: commissionSplits.shareBp, name })
    .from(commissionSplits)
    .innerJoin(users, eq(users.id, commissionSplits.userId))
    .leftJoin(profiles, eq(profiles.userId, commissionSplits.userId))
    .where(eq(commissionSplits.dealId, dealId))
    .orderBy(desc(commissionSplits.shareBp), asc(commissionSplits.userId));
}

export async function replaceSplits(
  tx: Executor,
  dealId: string,
  shares: readonly { userId: string; shareBp: number }[],
  setBy: string,
) {
  await tx.delete(commissionSplits).where(eq(commissionSplits.dealId, dealId));
  if (shares.length)
    await tx.insert(commissionSplits).values(shares.map((s) => ({ ...s, dealId, setBy })));
}

export async function insertEntries(tx: Executor, values: EntryValues[]) {
  if (!values.length) return [];
  return tx.insert(commissionEntries).values(values).onConflictDoNothing().returning();
}

/**
 * A deal's ledger per person, basis and kind: the sums (corrections included) and the line's
 * first entry (what a later difference points at, and where its rate and base come from).
 */
export function linesOf(db: Executor, dealId: string) {
  return db
    .select({
      beneficiaryId: commissionEntries.beneficiaryId,
      basis: commissionEntries.basis,
      kind: commissionEntries.kind,
      level: sql<EntryRow["level"]>`min(${commissionEntries.level}::text)`,
      shareBp: sql<number | null>`max(${commissionEntries.shareBp})`,
      currency: sql<string>`min(${commissionEntries.currency})`,
      rateBp: sql<number | null>`max(${commissionEntries.rateBp})`,
      baseMinor: sql<string | null>`max(${commissionEntries.baseMinor})`,
      firstId: sql<
        string | null
      >`(array_agg(${commissionEntries.id} order by ${commissionEntries.at}, ${commissionEntries.id}) filter (where ${commissionEntries.correctsId} is null))[1]`,
      amountMinor: sql<string>`sum(${commissionEntries.amountMinor})`,
    })
    .from(commissionEntries)
    .where(eq(commissionEntries.dealId, dealId))
    .groupBy(commissionEntries.beneficiaryId, commissionEntries.basis, commissionEntries.kind);
}

/** Sums per currency of the entries matching `where`: one balance per kind and what is due. */
export function balances(db: Executor, where: SQL) {
  const of = (kind: CommissionKind) =>
    sql<string>`coalesce(sum(${commissionEntries.amountMinor}) filter (where ${commissionEntries.kind} = ${kind}), 0)`;
  return db
    .select({
      currency: commissionEntries.currency,
      expectedMinor: of("expected"),
      earnedMinor: of("earned"),
      receivedMinor: of("received"),
      paidMinor: of("paid"),
      clawedBackMinor: of("clawed_back"),
      dueMinor: sql<string>`coalesce(sum(${effect}), 0)`,
    })
    .from(commissionEntries)
    .where(where)
    .groupBy(commissionEntries.currency)
    .orderBy(asc(commissionEntries.currency));
}

/**
 * The running balances (expected, earned, due) per currency at the end of each month with entries,
 * from `first` ("YYYY-MM"): entries before it count in its first month, so its sums start from
 * the ledger's first entry. Months without entries are absent (their balances are the month's before).
 */
export function balancesByMonth(db: Executor, where: SQL, first: string) {
  const month = sql<string>`greatest(to_char(${commissionEntries.at} at time zone 'UTC', 'YYYY-MM'), ${first})`;
  const of = (kind: CommissionKind) =>
    sql<string>`coalesce(sum(${commissionEntries.amountMinor}) filter (where ${commissionEntries.kind} = ${kind}), 0)`;
  const m = db
    .select({
      currency: commissionEntries.currency,
      month: month.as("month"),
      expected: of("expected").as("expected"),
      earned: of("earned").as("earned"),
      due: sql<string>`coalesce(sum(${effect}), 0)`.as("due"),
    })
    .from(commissionEntries)
    .where(where)
    .groupBy(commissionEntries.currency, sql`2`)
    .as("m");
  const running = (column: SQL.Aliased<string>) =>
    sql<string>`(sum(${column}) over (partition by ${m.currency} order by ${m.month}))::text`;
  return db
    .select({
      currency: m.currency,
      month: m.month,
      expectedMinor: running(m.expected),
      earnedMinor: running(m.earned),
      dueMinor: running(m.due),
    })
    .from(m)
    .orderBy(asc(m.month), asc(m.currency));
}

/** What an entry does to what is due to its person: earned adds, clawed back and paid take away. */
const effect = sql<string>`case ${commissionEntries.kind} when 'earned' then ${commissionEntries.amountMinor}
  when 'clawed_back' then -${commissionEntries.amountMinor} when 'paid' then -${commissionEntries.amountMinor} else 0 end`;

/** The exact instant (microseconds) of an entry, for a cursor that never skips nor repeats. */
const atText = sql<string>`to_char(${commissionEntries.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Entries matching `where` with their person's and borrower's names. */
function entriesQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      entry: commissionEntries,
      beneficiaryName: name,
      borrowerName: borrowerNameOfDeal(commissionEntries.dealId),
      atText,
      effectMinor: effect,
    })
    .from(commissionEntries)
    .leftJoin(users, eq(users.id, commissionEntries.beneficiaryId))
    .leftJoin(profiles, eq(profiles.userId, commissionEntries.beneficiaryId))
    .where(where)
    .$dynamic();
}
export type ListedEntry = Awaited<ReturnType<typeof entriesQuery>>[number];

/** Newest first, `limit` of them after the cursor's entry. */
export function listEntries(
  db: Executor,
  where: SQL,
  cursor: { at: string; id: string } | null,
  limit: number,
) {
  // One row comparison, not an OR of two: the index's range starts at the cursor (decision 084).
  const after = cursor
    ? sql`(${commissionEntries.at}, ${commissionEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return entriesQuery(db, and(where, after))
    .orderBy(desc(commissionEntries.at), desc(commissionEntries.id))
    .limit(limit);
}

/** What was due before `from` and by `to`, per currency, and the entries moving it in between. */
export async function statement(db: Executor, where: SQL, from: Date, to: Date, limit: number) {
  const before = (d: Date) =>
    sql<string>`coalesce(sum(${effect}) filter (where ${commissionEntries.at} < ${d.toISOString()}::timestamptz), 0)`;
  const [totals, rows] = await Promise.all([
    db
      .select({
        currency: commissionEntries.currency,
        openingMinor: before(from),
        closingMinor: before(to),
      })
      .from(commissionEntries)
      .where(and(where, lt(commissionEntries.at, to), inArray(commissionEntries.kind, moving)))
      .groupBy(commissionEntries.currency)
      .orderBy(asc(commissionEntries.currency)),
    entriesQuery(
      db,
      and(
        where,
        gte(commissionEntries.at, from),
        lt(commissionEntries.at, to),
        inArray(commissionEntries.kind, moving),
      ),
    )
      .orderBy(asc(commissionEntries.at), asc(commissionEntries.id))
      .limit(limit),
  ]);
  return { totals, rows };
}
const moving: CommissionKind[] = ["earned", "clawed_back", "paid"];

/** One entry of the organization, and the sum of it and its corrections. */
export async function findEntry(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.organizationId, organizationId), eq(commissionEntries.id, id)));
  const [net] = await db
    .select({ amountMinor: sql<string>`coalesce(sum(${commissionEntries.amountMinor}), 0)` })
    .from(commissionEntries)
    .where(or(eq(commissionEntries.id, id), eq(commissionEntries.correctsId, id)));
  return row && { entry: row, netMinor: net?.amountMinor ?? "0" };
}

/** Has the deal entries of this kind already (recorded at acceptance or funding)? */
export async function hasEntries(db: Executor, dealId: string, kind: CommissionKind) {
  const [row] = await db
    .select({ id: commissionEntries.id })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.dealId, dealId),
        eq(commissionEntries.kind, kind),
        isNull(commissionEntries.correctsId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The entries of one person in one currency, in their organization. */
export const personCurrency = (organizationId: string, beneficiaryId: string, currency: string) =>
  and(
    eq(commissionEntries.organizationId, organizationId),
    eq(commissionEntries.beneficiaryId, beneficiaryId),
    eq(commissionEntries.currency, currency),
  )!;

export const entryIds = (ids: string[]) => inArray(commissionEntries.id, ids);

/** Two recordings against the same limit (a deal's commission, a person's due) wait for each other. */
export async function lock(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${key}`}))`);
}

export const ofDeal = (dealId: string) => eq(commissionEntries.dealId, dealId);
