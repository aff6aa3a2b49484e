// The organizations module's queries for other modules (docs/decisions/055-table-ownership.md).
import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { memberships, organizations } from "@portal/db/schema/organizations";
import { users } from "@portal/db/schema/identity";

/** Sets a funder's measured response time (decision 018) to `hours`, SQL the measurer computes. */
export async function setMeasuredResponseHours(db: Executor, organizationId: string, hours: SQL) {
  await db
    .update(organizations)
    .set({ measuredResponseHours: hours })
    .where(eq(organizations.id, organizationId));
}

/** Sets a funder's own response target in hours (its workspace settings); null for none. */
export async function setResponseTargetHours(
  db: Executor,
  organizationId: string,
  hours: number | null,
) {
  await db
    .update(organizations)
    .set({ responseTargetHours: hours, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** The name of the organization in `organizationId` (a column), as a scalar subquery. */
export const organizationNameOf = (organizationId: AnyColumn) =>
  sql<
    string | null
  >`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${organizationId})`;

/**
 * An outside funder (issue 39, docs/decisions/068): a funder organization without members, kept by
 * brokerage `keptBy` under its My funders until the funder creates its account.
 */
export async function insertKeptFunder(db: Executor, name: string, keptBy: string) {
  const [row] = await db
    .insert(organizations)
    .values({ name, accountType: "funder", keptByOrganizationId: keptBy })
    .returning({ id: organizations.id });
  return row!.id;
}

/** Renames an organization brokerage `keptBy` keeps (the company of its contact changed). */
export async function renameKeptFunder(db: Executor, id: string, keptBy: string, name: string) {
  await db
    .update(organizations)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(organizations.id, id), eq(organizations.keptByOrganizationId, keptBy)));
}

/** Deletes an organization brokerage `keptBy` keeps, and by cascade its listings. */
export async function deleteKeptFunder(db: Executor, id: string, keptBy: string) {
  await db
    .delete(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.keptByOrganizationId, keptBy)));
}

/** The funder organizations among `ids` whose keeping brokerage is none now (they created their account). */
export async function joinedOf(db: Executor, ids: readonly string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, [...ids]), isNull(organizations.keptByOrganizationId)));
  return new Set(rows.map((r) => r.id));
}

/** Members of funders on the portal (not kept ones) whose address is among `emails` (lower case). */
export function portalFundersByEmail(db: Executor, emails: readonly string[]) {
  if (!emails.length) return Promise.resolve([]);
  return db
    .select({
      email: sql<string>`lower(${users.email})`,
      funderId: organizations.id,
      funderName: organizations.name,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        sql`lower(${users.email}) = any(${sql.param([...emails])}::text[])`,
        eq(organizations.accountType, "funder"),
        isNull(organizations.keptByOrganizationId),
      ),
    );
}

/** A brokerage's secure links to outside funders last this many days (its setting). */
export async function funderLinkDaysOf(db: Executor, organizationId: string) {
  const [row] = await db
    .select({ days: organizations.funderLinkDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.days ?? 14;
}

export async function setFunderLinkDays(db: Executor, organizationId: string, days: number) {
  await db
    .update(organizations)
    .set({ funderLinkDays: days, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/**
 * The outside funders brokerage `fromId` keeps become `toId`'s (its last member joins `toId`,
 * decision 046: they are carried, never deleted with the organization left).
 */
export async function carryKeptFunders(db: Executor, fromId: string, toId: string) {
  await db
    .update(organizations)
    .set({ keptByOrganizationId: toId })
    .where(eq(organizations.keptByOrganizationId, fromId));
}
