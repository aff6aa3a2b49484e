import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import {
  funderLinkBrowsers,
  funderLinkCodes,
  funderLinkEvents,
  funderLinks,
} from "@portal/db/schema/funder-links";
import { users } from "@portal/db/schema/identity";
import { organizations } from "@portal/db/schema/organizations";
import type { LinkEventKind } from "@portal/contract/funder-links/funder-link-schemas";

export type FunderLinkRow = typeof funderLinks.$inferSelect;

export async function insertLink(db: Executor, values: typeof funderLinks.$inferInsert) {
  const [row] = await db.insert(funderLinks).values(values).returning();
  return row!;
}

export async function linkByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(funderLinks)
    .where(eq(funderLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The link that stands for a submission: its newest. */
export async function newestLink(db: Executor, submissionId: string) {
  const [row] = await db
    .select()
    .from(funderLinks)
    .where(eq(funderLinks.submissionId, submissionId))
    .orderBy(desc(funderLinks.createdAt), desc(funderLinks.id))
    .limit(1);
  return row;
}

/** Ends a link unless it already was; the row when this call revoked it. */
export async function revokeLink(db: Executor, id: string, by: string) {
  const [row] = await db
    .update(funderLinks)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(funderLinks.id, id), isNull(funderLinks.revokedAt)))
    .returning();
  return row;
}

/** The address a browser proved for this link, if it did. */
export async function browserEmail(db: Executor, linkId: string, tokenHash: string) {
  const [row] = await db
    .select({ email: funderLinkBrowsers.email })
    .from(funderLinkBrowsers)
    .where(and(eq(funderLinkBrowsers.linkId, linkId), eq(funderLinkBrowsers.tokenHash, tokenHash)))
    .limit(1);
  return row?.email;
}

export async function insertBrowser(
  db: Executor,
  values: { linkId: string; email: string; tokenHash: string },
) {
  await db.insert(funderLinkBrowsers).values(values);
}

export async function insertCode(
  db: Executor,
  values: { linkId: string; email: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(funderLinkCodes).values(values);
}

/** The newest code mailed to this address of the link that is neither used nor expired. */
export async function liveCode(db: Executor, linkId: string, email: string) {
  const [row] = await db
    .select()
    .from(funderLinkCodes)
    .where(
      and(
        eq(funderLinkCodes.linkId, linkId),
        eq(funderLinkCodes.email, email),
        isNull(funderLinkCodes.usedAt),
        gt(funderLinkCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(funderLinkCodes.createdAt), desc(funderLinkCodes.id))
    .limit(1);
  return row;
}

/** Uses a code once: false when another request used it first. */
export async function useCode(db: Executor, id: string) {
  const rows = await db
    .update(funderLinkCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(funderLinkCodes.id, id), isNull(funderLinkCodes.usedAt)))
    .returning({ id: funderLinkCodes.id });
  return rows.length > 0;
}

export async function insertEvent(
  db: Executor,
  values: {
    linkId: string;
    kind: LinkEventKind;
    email: string | null;
    documentId?: string | null;
    documentName?: string | null;
  },
) {
  await db.insert(funderLinkEvents).values(values);
}

/** A link's events, newest first. */
export function eventsOf(db: Executor, linkIds: string[], limit = 100) {
  return db
    .select()
    .from(funderLinkEvents)
    .where(inArray(funderLinkEvents.linkId, linkIds))
    .orderBy(desc(funderLinkEvents.at), desc(funderLinkEvents.id))
    .limit(limit);
}

/** How many opens and downloads a link had. */
export async function countsOf(db: Executor, linkIds: string[]) {
  const [row] = await db
    .select({
      opens: sql<number>`count(*) filter (where ${funderLinkEvents.kind} = 'opened')::int`,
      downloads: sql<number>`count(*) filter (where ${funderLinkEvents.kind} = 'downloaded')::int`,
    })
    .from(funderLinkEvents)
    .where(inArray(funderLinkEvents.linkId, linkIds));
  return { opens: Number(row?.opens ?? 0), downloads: Number(row?.downloads ?? 0) };
}

/** Whom an ended link's page names to ask: the deal's owner (a shared table, decision 055). */
export async function personOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A brokerage's name and how many days its links live (its setting, 14 by default). */
export async function brokerageOf(db: Executor, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name, days: organizations.funderLinkDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return { name: row?.name ?? "", days: row?.days ?? 14 };
}

/** Whether this address opened the link lately (an open is logged once per visit). */
export async function openedSince(db: Executor, linkId: string, email: string, since: Date) {
  const [row] = await db
    .select({ id: funderLinkEvents.id })
    .from(funderLinkEvents)
    .where(
      and(
        eq(funderLinkEvents.linkId, linkId),
        eq(funderLinkEvents.kind, "opened"),
        eq(funderLinkEvents.email, email),
        gt(funderLinkEvents.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every link of a submission's ids (renewals keep the history). */
export async function linkIdsOf(db: Executor, submissionId: string) {
  const rows = await db
    .select({ id: funderLinks.id })
    .from(funderLinks)
    .where(eq(funderLinks.submissionId, submissionId));
  return rows.map((r) => r.id);
}

/** Reserves one try of a code: the row while it has tries left, undefined once spent or used. */
export async function reserveTry(db: Executor, id: string, maxTries: number) {
  const [row] = await db
    .update(funderLinkCodes)
    .set({ tries: sql`${funderLinkCodes.tries} + 1` })
    .where(
      and(
        eq(funderLinkCodes.id, id),
        isNull(funderLinkCodes.usedAt),
        sql`${funderLinkCodes.tries} < ${maxTries}`,
      ),
    )
    .returning();
  return row;
}
