import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { lenders, listingChanges } from "@portal/db/schema/lenders";
import { organizations } from "@portal/db/schema/organizations";

export type LenderRow = typeof lenders.$inferSelect;
export type LenderValues = Omit<
  typeof lenders.$inferInsert,
  "id" | "organizationId" | "status" | "version" | "createdAt" | "updatedAt" | "publishedAt"
>;

/** Listings of one funder organization. */
export const ownedBy = (organizationId: string): SQL => eq(lenders.organizationId, organizationId);
/** Published on the portal: a listing a brokerage keeps for an outside funder (decision 068) is not. */
export const isPublished: SQL = and(
  eq(lenders.status, "published"),
  isNull(lenders.keptByOrganizationId),
)!;
/**
 * What a person may read: their own funder's listings, every published one, and those their
 * brokerage keeps for its own funders.
 */
export const ownOrPublished = (organizationId: string): SQL =>
  or(ownedBy(organizationId), isPublished, eq(lenders.keptByOrganizationId, organizationId))!;

const withFunder = {
  lender: lenders,
  funderName: organizations.name,
  funderResponseHours: organizations.measuredResponseHours,
};

export async function insertLender(
  db: Executor,
  values: LenderValues & { organizationId: string },
) {
  const [row] = await db.insert(lenders).values(values).returning();
  return row!;
}

/** One listing among those `visible`, with its funder's name. */
export async function findLender(db: Executor, visible: SQL, id: string) {
  const [row] = await db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(and(eq(lenders.id, id), visible))
    .limit(1);
  return row;
}

export function listLenders(db: Executor, visible: SQL, page: { limit: number; offset: number }) {
  return db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(visible)
    .orderBy(desc(lenders.updatedAt), asc(lenders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Applies `changes` only at `version`, for the listing's own organization; undefined when it changed meanwhile. */
export async function updateLenderAtVersion(
  db: Executor,
  organizationId: string,
  id: string,
  version: number,
  changes: Partial<typeof lenders.$inferInsert>,
) {
  const [row] = await db
    .update(lenders)
    .set({ ...changes, version: sql`${lenders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(lenders.id, id),
        eq(lenders.organizationId, organizationId),
        eq(lenders.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteLender(db: Executor, organizationId: string, id: string) {
  const rows = await db
    .delete(lenders)
    .where(and(eq(lenders.id, id), eq(lenders.organizationId, organizationId)))
    .returning({ id: lenders.id });
  return rows.length > 0;
}

/** The published listings among `ids`, whole (a listing's row changes only with its version). */
export function publishedRows(db: Executor, ids: readonly string[]) {
  return db
    .select()
    .from(lenders)
    .where(
      and(
        sql`${lenders.id} = any(${sql.param([...ids])}::uuid[])`,
        eq(lenders.status, "published"),
      ),
    );
}

/** Funder names by organization id. */
export async function funderNames(db: Executor, organizationIds: readonly string[]) {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(sql`${organizations.id} = any(${sql.param([...organizationIds])}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every funder's measured response time (hours), for those measured. */
export async function measuredResponseHours(db: Executor) {
  const rows = await db
    .select({ id: organizations.id, hours: organizations.measuredResponseHours })
    .from(organizations)
    .where(sql`${organizations.measuredResponseHours} is not null`);
  return new Map(rows.map((r) => [r.id, r.hours!]));
}

/**
 * The listings among `ids` a brokerage may send to: published portal listings, and the ones it
 * keeps for its own funders whatever their status (another brokerage's kept listing is not among them).
 */
export function sendableByIds(db: Executor, organizationId: string, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(
      and(
        inArray(lenders.id, [...ids]),
        or(
          and(eq(lenders.status, "published"), isNull(lenders.keptByOrganizationId)),
          eq(lenders.keptByOrganizationId, organizationId),
        ),
      ),
    );
}

export function publishedByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(and(inArray(lenders.id, [...ids]), isPublished));
}

/** The number of the last change to any listing (0 before the first). */
export async function lastListingChange(db: Executor): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${listingChanges.seq})` })
    .from(listingChanges);
  return Number(row?.seq ?? 0);
}

/** The listings changed after change `since`, and the number of the last change. */
export async function listingChangesSince(db: Executor, since: number) {
  const rows = await db
    .select({ seq: listingChanges.seq, lenderId: listingChanges.lenderId })
    .from(listingChanges)
    .where(gt(listingChanges.seq, since))
    .orderBy(listingChanges.seq);
  return {
    ids: [...new Set(rows.map((r) => r.lenderId))],
    last: rows.length ? Number(rows.at(-1)!.seq) : since,
  };
}

/** Every published listing, whole. */
export function allPublishedRows(db: Executor) {
  return db.select().from(lenders).where(eq(lenders.status, "published"));
}
