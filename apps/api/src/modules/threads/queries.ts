// The threads module's queries for other modules (docs/decisions/055-table-ownership.md): the
// thread tables are read and written here or in threads/repo.ts only.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { threadMessages, threadReads } from "@portal/db/schema/threads";

export type ThreadSide = "broker" | "funder";

/**
 * How many messages of the other side each of `submissionIds`' threads holds that `userId` has not
 * read (written after the person last read it; all of them if never). Threads with none are left
 * out of the map. One query, on the (submissionId, createdAt, id) index.
 */
export async function unreadCounts(
  db: Executor,
  userId: string,
  side: ThreadSide,
  submissionIds: string[],
): Promise<Map<string, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({
      submissionId: threadMessages.submissionId,
      count: sql<number>`count(*)::int`,
    })
    .from(threadMessages)
    .leftJoin(
      threadReads,
      and(
        eq(threadReads.submissionId, threadMessages.submissionId),
        eq(threadReads.userId, userId),
      ),
    )
    .where(
      and(
        inArray(threadMessages.submissionId, submissionIds),
        sql`${threadMessages.side} <> ${side}`,
        sql`(${threadReads.readAt} is null or ${threadMessages.createdAt} > ${threadReads.readAt})`,
      ),
    )
    .groupBy(threadMessages.submissionId);
  return new Map(rows.map((r) => [r.submissionId, Number(r.count)]));
}

/**
 * Writes one message of a thread, in the caller's transaction: the submissions module writes a
 * funder's question and the broker's answer here when they move the submission.
 */
export async function insertMessage(
  db: Executor,
  message: {
    submissionId: string;
    authorId: string;
    side: ThreadSide;
    body: string;
    documentIds?: readonly string[];
  },
) {
  const [row] = await db
    .insert(threadMessages)
    .values({ ...message, documentIds: [...(message.documentIds ?? [])] })
    .returning({ id: threadMessages.id, createdAt: threadMessages.createdAt });
  return row!;
}
