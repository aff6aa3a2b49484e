import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { funderContacts } from "@portal/db/schema/funder-contacts";
import { lenders } from "@portal/db/schema/lenders";
import { organizations } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";

export type FunderContactRow = typeof funderContacts.$inferSelect;
type LenderInsert = typeof lenders.$inferInsert;

/** A contact with its listing and its funder's name (the organization, renamed with the company). */
const withListing = {
  contact: funderContacts,
  lender: lenders,
  funderName: organizations.name,
  funderResponseHours: organizations.measuredResponseHours,
};

function contactsWhere(db: Executor, where: ReturnType<typeof and>) {
  return db
    .select(withListing)
    .from(funderContacts)
    .innerJoin(organizations, eq(organizations.id, funderContacts.funderOrganizationId))
    .leftJoin(lenders, eq(lenders.id, funderContacts.lenderId))
    .where(where);
}

/** Brokerage `organizationId`'s contacts, by company. */
export function listContacts(db: Executor, organizationId: string) {
  return contactsWhere(db, eq(funderContacts.organizationId, organizationId)).orderBy(
    asc(sql`lower(${funderContacts.company})`),
    asc(funderContacts.id),
  );
}

/** One of brokerage `organizationId`'s contacts, else undefined. */
export async function findContact(db: Executor, organizationId: string, id: string) {
  const [row] = await contactsWhere(
    db,
    and(eq(funderContacts.id, id), eq(funderContacts.organizationId, organizationId)),
  ).limit(1);
  return row;
}

/** Brokerage `organizationId`'s contact for funder organization `funderOrganizationId`, if it keeps one. */
export async function contactOf(
  db: Executor,
  funderOrganizationId: string,
  organizationId: string,
): Promise<FunderContactRow | undefined> {
  const [row] = await db
    .select()
    .from(funderContacts)
    .where(
      and(
        eq(funderContacts.funderOrganizationId, funderOrganizationId),
        eq(funderContacts.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertContact(db: Executor, values: typeof funderContacts.$inferInsert) {
  const [row] = await db.insert(funderContacts).values(values).returning();
  return row!;
}

/** Applies `changes` at `version` only; undefined when the contact changed meanwhile. */
export async function updateContactAtVersion(
  db: Executor,
  organizationId: string,
  id: string,
  version: number,
  changes: Partial<typeof funderContacts.$inferInsert>,
) {
  const [row] = await db
    .update(funderContacts)
    .set({ ...changes, version: sql`${funderContacts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(funderContacts.id, id),
        eq(funderContacts.organizationId, organizationId),
        eq(funderContacts.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteContact(db: Executor, organizationId: string, id: string) {
  const rows = await db
    .delete(funderContacts)
    .where(and(eq(funderContacts.id, id), eq(funderContacts.organizationId, organizationId)))
    .returning({ id: funderContacts.id });
  return rows.length > 0;
}

/** A listing brokerage `keptBy` keeps for an outside funder. */
export async function insertKeptListing(
  db: Executor,
  values: LenderInsert & { keptByOrganizationId: string },
) {
  const [row] = await db.insert(lenders).values(values).returning();
  return row!;
}

/** Changes a listing brokerage `keptBy` keeps (its version goes up: the change is told to matching by trigger). */
export async function updateKeptListing(
  db: Executor,
  keptBy: string,
  id: string,
  changes: Partial<LenderInsert>,
) {
  const [row] = await db
    .update(lenders)
    .set({ ...changes, version: sql`${lenders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(lenders.id, id), eq(lenders.keptByOrganizationId, keptBy)))
    .returning();
  return row;
}

export async function deleteKeptListing(db: Executor, keptBy: string, id: string) {
  await db.delete(lenders).where(and(eq(lenders.id, id), eq(lenders.keptByOrganizationId, keptBy)));
}

/** The published portal listings (not kept ones) of the funders `organizationIds`, by funder. */
export async function portalListingIdsOf(db: Executor, organizationIds: readonly string[]) {
  const byFunder = new Map<string, string[]>();
  if (!organizationIds.length) return byFunder;
  const rows = await db
    .select({ id: lenders.id, organizationId: lenders.organizationId })
    .from(lenders)
    .where(
      and(
        inArray(lenders.organizationId, [...organizationIds]),
        eq(lenders.status, "published"),
        isNull(lenders.keptByOrganizationId),
      ),
    )
    .orderBy(asc(lenders.name), asc(lenders.id));
  for (const r of rows)
    byFunder.set(r.organizationId, [...(byFunder.get(r.organizationId) ?? []), r.id]);
  return byFunder;
}

/** The currency a member shows money in (their profile's), the default of a listing without criteria. */
export async function displayCurrencyOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ currency: profiles.displayCurrency })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.currency;
}

/** Funder `organizationId`'s listings kept by a brokerage become its own drafts (it created its account). */
export async function releaseKeptListings(db: Executor, organizationId: string) {
  await db
    .update(lenders)
    .set({
      keptByOrganizationId: null,
      status: "draft",
      publishedAt: null,
      version: sql`${lenders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(eq(lenders.organizationId, organizationId), isNotNull(lenders.keptByOrganizationId)),
    );
}
