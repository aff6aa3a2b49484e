import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { memberships } from "@portal/db/schema/organizations";
import { threadMessages, threadReads } from "@portal/db/schema/threads";

export type MessageRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * Up to `limit` messages of the thread before `before` (all when undefined), the newest first,
 * on the (submissionId, createdAt, id) index.
 */
export function listPage(
  db: Executor,
  submissionId: string,
  before: { at: string; id: string } | undefined,
  limit: number,
) {
  return db
    .select({
      id: threadMessages.id,
      side: threadMessages.side,
      authorId: threadMessages.authorId,
      authorName: users.name,
      body: threadMessages.body,
      documentIds: threadMessages.documentIds,
      createdAt: threadMessages.createdAt,
      /** The time to the microsecond (a Date keeps milliseconds), for the cursor. */
      cursorAt: sql<string>`${threadMessages.createdAt}::text`,
    })
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.authorId))
    .where(
      and(
        eq(threadMessages.submissionId, submissionId),
        before
          ? sql`(${threadMessages.createdAt}, ${threadMessages.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
    .limit(limit);
}

/**
 * When the other side last read the thread: the latest read of the funder's members (for the
 * broker's side) or of anyone else (for the funder's side).
 */
export async function otherSideReadAt(
  db: Executor,
  submissionId: string,
  funderOrganizationId: string,
  readerSide: "broker" | "funder",
) {
  const ofFunder = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${threadReads.userId} and ${memberships.organizationId} = ${funderOrganizationId})`;
  const [row] = await db
    .select({ at: sql<string | null>`max(${threadReads.readAt})` })
    .from(threadReads)
    .where(
      and(
        eq(threadReads.submissionId, submissionId),
        readerSide === "broker" ? ofFunder : sql`not ${ofFunder}`,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The person has read the thread up to now. */
export async function markRead(db: Executor, submissionId: string, userId: string) {
  await db
    .insert(threadReads)
    .values({ submissionId, userId, readAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [threadReads.submissionId, threadReads.userId],
      set: { readAt: sql`clock_timestamp()` },
    });
}

/** The newest message of each of these threads. */
export function lastMessages(db: Executor, submissionIds: string[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([threadMessages.submissionId], {
      submissionId: threadMessages.submissionId,
      side: threadMessages.side,
      body: threadMessages.body,
      createdAt: threadMessages.createdAt,
    })
    .from(threadMessages)
    .where(inArray(threadMessages.submissionId, submissionIds))
    .orderBy(threadMessages.submissionId, desc(threadMessages.createdAt), desc(threadMessages.id));
}
