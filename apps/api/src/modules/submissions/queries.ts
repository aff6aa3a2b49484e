// The submissions module's queries for other modules (docs/decisions/055-table-ownership.md): the
// submissions tables are read and written here or in the submissions module only. Each takes the
// caller's database handle or transaction, or returns SQL to embed, so a caller keeps one round trip.
import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { submissions } from "@portal/db/schema/submissions";
import type { CriterionName } from "@portal/contract/lenders/listing-schemas";

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

/** How a funder's response time is measured (docs/decisions/018-measured-response-time.md). */
export const responseTimeRule = { latest: 50, atLeast: 3, unansweredAfterHours: 48 } as const;

/**
 * Hours from sending to the funder's first answer, or waited so far for one not yet answered. In
 * double precision (`date_part`; `extract` answers numeric): a median sorts every such figure of
 * a listing's year, twice as fast as numerics.
 */
const firstAnswerHours = sql`date_part('epoch', coalesce(${submissions.firstResponseAt}, now()) - ${submissions.sentAt}) / 3600`;
/** Which submissions count: answered, or unanswered for `unansweredAfterHours` already. */
const measured = sql`(${submissions.firstResponseAt} is not null or ${submissions.sentAt} < now() - make_interval(hours => ${responseTimeRule.unansweredAfterHours}))`;

/**
 * The median hours from sending to the funder's first answer over the submissions `where` picks
 * (the latest `latest` of them when given), as a scalar subquery: one still unanswered counts,
 * with the time waited so far, once it has waited `unansweredAfterHours`; null until `atLeast`
 * count. The one rule of the Lenders directory's response time and the listing funnel's median
 * (issue 35: "the same figures feed the response time brokers see on Lenders"); the funnel reads
 * it as an aggregate in its one pass over the cohort (`medianFirstAnswerAggregate`).
 */
export function medianFirstAnswerHours(where: SQL | undefined, latest?: number) {
  const newest =
    latest === undefined ? sql`` : sql`order by ${submissions.sentAt} desc limit ${latest}`;
  return sql<number | null>`(
      select case when count(*) >= ${responseTimeRule.atLeast} then percentile_cont(0.5) within group (order by x.hours) end
      from (
        select ${firstAnswerHours} as hours from ${submissions}
        where ${where} and ${measured}
        ${newest}
      ) x
    )`;
}

/** `medianFirstAnswerHours`'s rule as an aggregate over the rows a query groups. */
const medianFirstAnswerAggregate = sql<
  number | null
>`case when count(*) filter (where ${measured}) >= ${responseTimeRule.atLeast}
  then percentile_cont(0.5) within group (order by ${firstAnswerHours}) filter (where ${measured}) end`;

/** The submissions sent through a listing since `from`: the listing funnel's cohort (issue 35). */
const sentThrough = (lenderId: string, from: Date) =>
  and(eq(submissions.lenderId, lenderId), gte(submissions.sentAt, from));

/**
 * The listing funnel's cohort (issue 35): the deals sent through the listing since `from`, those
 * the funder made an offer on (any proposal, withdrawn or not: `offeredAt`), those won (the broker
 * accepted this funder's offer) and of them those funded (`dealFunded`, the deals module's rule
 * kept on the row by migration 0039's triggers); the median hours to the first answer by the
 * directory's rule; and the criteria the deals failed when sent, most often first. Two reads at
 * once, each an index-only pass: the counts and the median over the (lenderId, sentAt) index's
 * included columns, the failures over the index of the rows that failed any.
 */
export async function listingCohort(db: Executor, lenderId: string, from: Date, topFailures = 5) {
  const where = sentThrough(lenderId, from);
  const won = sql`${submissions.status} = 'accepted'`;
  const criterion = sql<CriterionName>`c.criterion`;
  const [[counts], failures] = await Promise.all([
    // Its own transaction, for two settings of this query alone: memory for the median's sort of
    // the whole cohort (the default 4 MB spills it to disk at 150,000 rows), and the cost of a
    // page read in memory, so the index-only pass is chosen even when the listing holds most of
    // the table (an index grown by offers made later reads as dearer than the table).
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('work_mem', '16MB', true), set_config('random_page_cost', '1.1', true)`,
      );
      return tx
        .select({
          sent: sql<number>`count(*)::int`,
          offered: sql<number>`(count(*) filter (where ${submissions.offeredAt} is not null))::int`,
          won: sql<number>`(count(*) filter (where ${won}))::int`,
          funded: sql<number>`(count(*) filter (where ${won} and ${submissions.dealFunded}))::int`,
          median: sql<number | null>`(${medianFirstAnswerAggregate})::float8`,
        })
        .from(submissions)
        .where(where);
    }),
    db
      .select({ criterion, deals: sql<number>`count(*)::int` })
      .from(submissions)
      .innerJoin(sql`unnest(${submissions.failedCriteria}) as c(criterion)`, sql`true`)
      .where(and(where, sql`${submissions.failedCriteria} <> '{}'`))
      .groupBy(criterion)
      .orderBy(sql`count(*) desc`, criterion)
      .limit(topFailures),
  ]);
  return {
    sent: counts?.sent ?? 0,
    offered: counts?.offered ?? 0,
    won: counts?.won ?? 0,
    funded: counts?.funded ?? 0,
    medianFirstAnswerHours:
      counts?.median === null || counts?.median === undefined ? null : Number(counts.median),
    topFailures: failures.map((f) => ({ criterion: f.criterion, deals: f.deals })),
  };
}
