import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { organizations } from "@portal/db/schema/organizations";
import { proposals, submissionEvents, submissions } from "@portal/db/schema/submissions";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import type { OfferChange } from "@portal/contract/submissions/submission-schemas";
import { dealsOfBusiness } from "../deals/queries";
import { listingNameOf } from "../lenders/queries";
import { setMeasuredResponseHours } from "../organizations/queries";
import { medianFirstAnswerHours, responseTimeRule } from "./queries";

export type SubmissionRow = typeof submissions.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;

const funder = sql<string>`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${submissions.funderOrganizationId})`;
const broker = sql<string>`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${submissions.brokerOrganizationId})`;
const listingName = listingNameOf(submissions.lenderId);
/** The brokerage that keeps the funder (an outside funder, decision 068); null for a funder on the portal. */
const funderKeptBy = sql<
  string | null
>`(select ${organizations.keptByOrganizationId} from ${organizations} where ${organizations.id} = ${submissions.funderOrganizationId})`;
const withNames = {
  submission: submissions,
  funderName: funder,
  brokerName: broker,
  listingName,
  funderKeptBy,
};

export async function insertSubmission(db: Executor, values: typeof submissions.$inferInsert) {
  const [row] = await db.insert(submissions).values(values).returning();
  return row!;
}

export async function insertEvent(
  db: Executor,
  event: {
    submissionId: string;
    fromStatus: SubmissionStatus | null;
    toStatus: SubmissionStatus;
    actorId: string | null;
    source: DealEventSource;
    note: string | null;
    changes?: OfferChange[] | null;
  },
) {
  await db.insert(submissionEvents).values(event);
}

export function listForDeal(db: Executor, dealId: string) {
  return db
    .select(withNames)
    .from(submissions)
    .where(eq(submissions.dealId, dealId))
    .orderBy(asc(submissions.sentAt), asc(submissions.id));
}

/** Shares more of the borrower's documents with the submission's funder (a broker's attachments). */
export async function shareDocuments(db: Executor, id: string, documentIds: readonly string[]) {
  await db
    .update(submissions)
    .set({
      sharedDocumentIds: sql`array(select distinct unnest(${submissions.sharedDocumentIds} || ${sql.param([...documentIds])}::uuid[]))`,
      updatedAt: new Date(),
    })
    .where(eq(submissions.id, id));
}

export async function findSubmission(db: Executor, id: string) {
  const [row] = await db.select(withNames).from(submissions).where(eq(submissions.id, id)).limit(1);
  return row;
}

export function eventsOf(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(submissionEvents)
    .where(inArray(submissionEvents.submissionId, ids))
    .orderBy(asc(submissionEvents.at), asc(submissionEvents.id));
}

/** The newest proposal of each submission. */
export async function latestProposals(db: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, ProposalRow>();
  const rows = await db
    .select()
    .from(proposals)
    .where(inArray(proposals.submissionId, ids))
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
  return new Map(rows.map((r) => [r.submissionId, r]));
}

export async function insertProposal(db: Executor, values: typeof proposals.$inferInsert) {
  const [row] = await db.insert(proposals).values(values).returning();
  return row!;
}

/** The funder took this offer back. */
export async function withdrawProposal(db: Executor, id: string) {
  await db.update(proposals).set({ withdrawnAt: new Date() }).where(eq(proposals.id, id));
}

/** Moves a submission if it is still at `from` and `version`; undefined when someone else moved it first. */
export async function moveSubmission(
  db: Executor,
  id: string,
  version: number,
  to: SubmissionStatus,
  extra: Partial<SubmissionRow> = {},
) {
  const [row] = await db
    .update(submissions)
    .set({ ...extra, status: to, version: sql`${submissions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(submissions.id, id), eq(submissions.version, version)))
    .returning();
  return row;
}

/**
 * Live submissions of the same business sent to these funders by another broker: same country
 * and the same registration number, or the same legal name when either has no number.
 */
export function sameBorrowerElsewhere(
  db: Executor,
  input: {
    funderIds: string[];
    brokerOrganizationId: string;
    legalName: string;
    registrationNumber?: string | null;
    /** Null while not known yet (decision 075): same business in any country. */
    country: string | null;
  },
) {
  return db
    .selectDistinct({ funderOrganizationId: submissions.funderOrganizationId })
    .from(submissions)
    .where(
      and(
        inArray(submissions.funderOrganizationId, input.funderIds),
        ne(submissions.brokerOrganizationId, input.brokerOrganizationId),
        inArray(submissions.dealId, dealsOfBusiness(db, input)),
        sql`${submissions.status} not in ('cancelled', 'duplicate', 'declined', 'borrower_declined')`,
      ),
    );
}

/**
 * Measures a funder's response time again: the median hours from sending to its first answer over
 * its latest `responseTimeRule.latest` submissions (queries.ts `medianFirstAnswerHours`, the rule
 * the listing funnel uses too). Uses the (funder, sentAt) index.
 */
export async function measureResponseTime(db: Executor, funderOrganizationId: string) {
  const median = medianFirstAnswerHours(
    eq(submissions.funderOrganizationId, funderOrganizationId),
    responseTimeRule.latest,
  );
  await setMeasuredResponseHours(db, funderOrganizationId, median);
}
