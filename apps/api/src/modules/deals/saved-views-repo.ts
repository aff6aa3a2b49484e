import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { savedViews } from "@portal/db/schema/deals";
import type { BoardFilters } from "@portal/contract/deals/board-schemas";

export type SavedViewRow = typeof savedViews.$inferSelect;

/** The person's views, by name. */
export function listViews(db: Executor, userId: string) {
  return db
    .select()
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

/** Holds the person's views until the transaction ends: two saves at once count one another. */
export async function lockViews(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_views:${userId}`}))`);
}

export async function countViews(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(eq(savedViews.userId, userId));
  return row?.n ?? 0;
}

export async function insertView(
  db: Executor,
  values: { userId: string; name: string; filters: BoardFilters },
) {
  const [row] = await db.insert(savedViews).values(values).returning();
  return row!;
}

/** Deletes the person's view; false when they have none with that id. */
export async function deleteView(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
