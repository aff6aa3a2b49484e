import { and, asc, desc, eq, isNotNull, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { endStatuses } from "@portal/contract/deals/deal-states";
import { needsActionSize } from "@portal/contract/dashboard/needs-action-schemas";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { borrowers, deals } from "@portal/db/schema/deals";
import { documents } from "@portal/db/schema/documents";
import { newFits } from "@portal/db/schema/matching";
import { submissions } from "@portal/db/schema/submissions";

// What needs a broker's action first (issue 17), read over the dashboard's scope: the deals still
// in play (not funded, withdrawn, declined or lost) among those the viewer may see.

/** A deal still in play among `scope`. */
const inPlay = (scope: SQL) => and(scope, notInArray(deals.status, [...endStatuses]))!;

const dealFields = {
  dealId: deals.id,
  reference: deals.reference,
  borrowerName: sql<string>`coalesce(${borrowers.tradingName}, ${borrowers.legalName})`,
};

/** Groups of a deal read at most `needsActionSize` at a time, with how many groups there are. */
interface Counted {
  /** `count(*) over ()`: the rows (groups) before the limit. */
  total: number;
}

const counted = <T extends Counted>(rows: T[]) => ({
  total: rows[0]?.total ?? 0,
  items: rows.map(({ total: _total, ...row }) => row),
});

/** Deals among `scope` with submissions in `status`, the latest moved first. */
export async function dealsWithSubmissions(db: Executor, scope: SQL, status: SubmissionStatus) {
  const rows = await db
    .select({
      ...dealFields,
      count: sql<number>`count(*)::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(submissions)
    .innerJoin(deals, eq(deals.id, submissions.dealId))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(and(inPlay(scope), eq(submissions.status, status)))
    .groupBy(deals.id, borrowers.id)
    .orderBy(desc(sql`max(${submissions.updatedAt})`), asc(deals.id))
    .limit(needsActionSize);
  return counted(rows);
}

/** Deals among `scope` with listings that fit them, unseen by their broker, the latest found first. */
export async function dealsWithNewFits(db: Executor, scope: SQL) {
  const rows = await db
    .select({
      ...dealFields,
      count: sql<number>`count(*)::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(newFits)
    .innerJoin(deals, eq(deals.id, newFits.dealId))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(and(inPlay(scope), isNull(newFits.seenAt)))
    .groupBy(deals.id, borrowers.id)
    .orderBy(desc(sql`max(${newFits.foundAt})`), asc(deals.id))
    .limit(needsActionSize);
  return counted(rows);
}

/**
 * The ready documents of the borrowers of deals among `scope` that expire on or before `until`
 * (`YYYY-MM-DD`; the expired too), one line per deal and document, the soonest first.
 */
export async function expiringDocuments(db: Executor, scope: SQL, until: string) {
  const rows = await db
    .select({
      ...dealFields,
      documentId: documents.id,
      type: documents.type,
      fileName: documents.fileName,
      expiresOn: sql<string>`${documents.expiresOn}`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(documents)
    .innerJoin(deals, eq(deals.borrowerId, documents.borrowerId))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(
      and(
        inPlay(scope),
        eq(documents.status, "ready"),
        isNotNull(documents.expiresOn),
        lte(documents.expiresOn, until),
      ),
    )
    .orderBy(asc(documents.expiresOn), asc(deals.reference), asc(documents.id))
    .limit(needsActionSize);
  return counted(rows);
}
