import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { notifications } from "@portal/db/schema/notifications";

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

export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
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
