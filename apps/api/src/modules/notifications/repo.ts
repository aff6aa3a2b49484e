import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { notificationUnreadCounts, notifications } from "@portal/db/schema/notifications";

export type NotificationRow = typeof notifications.$inferSelect;

/** Those of `ids` whose accounts still exist (a deal's owner or an inviter is a bare id). */
export async function existingUsers(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

/** Rows for each recipient; a repeated `dedupeKey` for the same person adds nothing. The rows added. */
export function insertNotifications(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (!rows.length) return Promise.resolve([] as NotificationRow[]);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
}

/** One page of the person's notifications, the newest first, after `before` (the last one shown). */
export function listNotifications(
  db: Executor,
  userId: string,
  before: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  // One row comparison, not an OR of two: the index's range starts at the cursor (decision 084).
  const after: SQL | undefined =
    before &&
    sql`(${notifications.createdAt}, ${notifications.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * How many of the person's notifications are unread: one row the database keeps with every insert,
 * read mark and delete (migration 0046, decision 091), not a count of the rows.
 */
export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: notificationUnreadCounts.unread })
    .from(notificationUnreadCounts)
    .where(eq(notificationUnreadCounts.userId, userId));
  return row?.n ?? 0;
}

/** The same counted from the rows (what the kept count must equal; the bench's "before"). */
export const countUnreadQuery = (db: Executor, userId: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

/**
 * Every person's kept unread count and the count of their unread rows, where the two differ (none
 * when the kept counts are right). A person with no row kept counts as 0.
 */
export async function unreadCountsThatDiffer(db: Executor) {
  const { rows } = await db.execute<{ userId: string; kept: number; counted: number }>(sql`
    select coalesce(k."userId", c."userId") as "userId", coalesce(k.unread, 0)::int as kept,
      coalesce(c.n, 0)::int as counted
    from ${notificationUnreadCounts} k
    full join (select "userId", count(*)::int as n from ${notifications} where "readAt" is null group by 1) c
      on c."userId" = k."userId"
    where coalesce(k.unread, 0) <> coalesce(c.n, 0)
    order by 1`);
  return rows.map((r) => ({ ...r, kept: Number(r.kept), counted: Number(r.counted) }));
}

/**
 * Writes every person's unread count afresh from the rows, in one transaction that holds off the
 * writers of notifications meanwhile (their triggers would move the counts being rebuilt).
 * Returns how many people have unread notifications.
 */
export function rebuildUnreadCounts(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${notifications} in share mode`);
    await tx.execute(sql`delete from ${notificationUnreadCounts}`);
    const { rows } = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into ${notificationUnreadCounts} ("userId", unread)
        select "userId", count(*)::int from ${notifications} where "readAt" is null group by 1
        returning 1)
      select count(*)::int as n from added`);
    return Number(rows[0]!.n);
  });
}

/** How many of `ids` are the person's. */
export async function countOwned(db: Executor, userId: string, ids: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.n ?? 0;
}

/** Marks the person's unread notifications read: those of `ids`, or all. */
export async function markRead(db: Executor, userId: string, ids: string[] | "all") {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Marks read the person's unread notifications of these kinds that open `link`; how many. */
export async function markReadOfLink(
  db: Executor,
  userId: string,
  kinds: readonly string[],
  link: string,
) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        inArray(notifications.kind, [...kinds]),
        eq(notifications.link, link),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
