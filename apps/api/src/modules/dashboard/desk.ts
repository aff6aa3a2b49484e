import { and, asc, count, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { deals } from "@portal/db/schema/deals";
import { organizations } from "@portal/db/schema/organizations";
import { submissions } from "@portal/db/schema/submissions";
import type { Window } from "./repo";

// The funder's and the operator's figures (issue 17); their funded volume is `fundedByMonth` over
// `fundedThrough` (a funder) or every deal (an operator).

/** The deals funded on `funderOrganizationId`'s accepted offer (a funded deal keeps it `accepted`). */
export const fundedThrough = (funderOrganizationId: string): SQL =>
  sql`exists (select 1 from ${submissions} where ${submissions.dealId} = ${deals.id}
    and ${submissions.funderOrganizationId} = ${funderOrganizationId}
    and ${submissions.status} = 'accepted')`;

/** The submissions to a funder by status now. */
export function submissionsByStatus(
  db: Executor,
  funderOrganizationId: string,
): Promise<{ status: SubmissionStatus; count: number }[]> {
  return db
    .select({ status: submissions.status, count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(eq(submissions.funderOrganizationId, funderOrganizationId))
    .groupBy(submissions.status);
}

/** A funder's measured response time in hours (null until measured). */
export async function responseHoursOf(db: Executor, organizationId: string) {
  const [row] = await db
    .select({ hours: organizations.measuredResponseHours })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.hours ?? null;
}

/** Deals sent to funders on the platform in the period and the one before. */
export async function sentIn(
  db: Executor,
  w: Pick<Window, "from" | "previousFrom" | "previousTo">,
) {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      value: sql<number>`(count(*) filter (where ${submissions.sentAt} >= ${at(w.from)}))::int`,
      previous: sql<number>`(count(*) filter (where ${submissions.sentAt} < ${at(w.previousTo)}))::int`,
    })
    .from(submissions)
    .where(gte(submissions.sentAt, w.previousFrom));
  return { value: row?.value ?? 0, previous: row?.previous ?? 0 };
}

const awaitingApproval = and(
  eq(organizations.accountType, "funder"),
  isNull(organizations.approvedAt),
  // A brokerage's own funder (decision 068) awaits nobody's approval until it creates its account.
  isNull(organizations.keptByOrganizationId),
);

/** Funder organizations waiting for approval: how many, and the `limit` longest waiting. */
export async function fundersAwaitingApproval(db: Executor, limit: number) {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(organizations).where(awaitingApproval),
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        createdAt: organizations.createdAt,
      })
      .from(organizations)
      .where(awaitingApproval)
      .orderBy(asc(organizations.createdAt), asc(organizations.id))
      .limit(limit),
  ]);
  return {
    total: total[0]?.n ?? 0,
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
