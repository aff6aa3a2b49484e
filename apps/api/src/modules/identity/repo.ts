import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { sessions } from "@portal/db/schema/identity";

/** Deletes every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepSessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
