// The submissions module's queries for other modules (docs/decisions/055-table-ownership.md): the
// submissions tables are read and written here or in the submissions module only. Each takes the
// caller's database handle or transaction, or returns SQL to embed, so a caller keeps one round trip.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { submissions } from "@portal/db/schema/submissions";

/**
 * The items of the funder organization held by people who leave it (removed from the team): they
 * are released (nobody holds them), to be taken or assigned again (issue 35).
 */
export async function releaseHoldings(
  db: Executor,
  funderOrganizationId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .update(submissions)
    .set({ assigneeId: null })
    .where(
      and(
        eq(submissions.funderOrganizationId, funderOrganizationId),
        inArray(submissions.assigneeId, [...userIds]),
      ),
    );
}
