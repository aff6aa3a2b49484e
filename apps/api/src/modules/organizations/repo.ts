import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { memberships, operators, organizations, teams } from "@portal/db/schema/organizations";
import type { AccountType, MemberRole } from "@portal/contract/user/user-options";
import type { SalesRole } from "@portal/contract/team/team-options";

export async function insertOrganization(
  db: Executor,
  values: { name: string; accountType: AccountType; company: Record<string, string> },
) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function insertMembership(
  db: Executor,
  values: { organizationId: string; userId: string; role: MemberRole; salesRole?: SalesRole },
) {
  await db.insert(memberships).values(values);
}

/** A member's region: their team's, else the one they were placed in. */
export const effectiveRegionId = sql<
  string | null
>`coalesce(${teams.regionId}, ${memberships.regionId})`;

/** The user's organization and their position in it (team role, sales role, team, region). */
export async function findMembershipOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({
      organization: organizations,
      role: memberships.role,
      salesRole: memberships.salesRole,
      teamId: memberships.teamId,
      regionId: effectiveRegionId,
      disabledAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row;
}

export async function updateOrganization(
  db: Executor,
  id: string,
  values: { name?: string; company?: Record<string, string> },
) {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}

/** Locks the organization's row until the transaction ends (membership changes serialise on it). */
export async function lockOrganization(db: Executor, id: string) {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for("update");
}

/** Counts the organization's deals on by one; the row stays locked until the transaction ends. */
export async function nextDealNumber(db: Executor, id: string) {
  const [row] = await db
    .update(organizations)
    .set({ lastDealNumber: sql`${organizations.lastDealNumber} + 1` })
    .where(eq(organizations.id, id))
    .returning({ n: organizations.lastDealNumber });
  if (!row) throw new Error(`no organization ${id}`);
  return row.n;
}

export async function countOtherMembers(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), ne(memberships.userId, userId)));
  return row?.n ?? 0;
}

/** The email addresses of the organization's members, in order. */
export async function listMemberEmails(db: Executor, organizationId: string) {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}

/** The user id of the address's person, whatever organization they are in (or none). */
export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id;
}

/** The addresses of the organization's active members holding one of `roles`. */
export async function listEmailsOfRoles(db: Executor, organizationId: string, roles: MemberRole[]) {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        isNull(memberships.disabledAt),
        inArray(memberships.role, roles),
      ),
    )
    .orderBy(users.email);
  return rows.map((r) => r.email);
}

export async function findOrganization(db: Executor, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The ids of everyone who works for the organization and is not disabled. */
export async function listActiveMemberIds(db: Executor, organizationId: string) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), isNull(memberships.disabledAt)));
  return rows.map((r) => r.userId);
}

/** The organization's members not disabled, with their positions (team role, sales role, team, region). */
export function listActivePositions(db: Executor, organizationId: string) {
  return db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      salesRole: memberships.salesRole,
      teamId: memberships.teamId,
      regionId: effectiveRegionId,
    })
    .from(memberships)
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(memberships.organizationId, organizationId), isNull(memberships.disabledAt)));
}

/** Deletes the organization and, by cascade, everything that belongs to it. */
export async function deleteOrganization(db: Executor, id: string) {
  await db.delete(organizations).where(eq(organizations.id, id));
}

export async function isOperator(db: Executor, userId: string) {
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId))
    .limit(1);
  return !!row;
}

/** Funders on the portal: an outside funder a brokerage keeps (decision 068) is not one until it joins. */
const onPortalFunder = and(
  eq(organizations.accountType, "funder"),
  isNull(organizations.keptByOrganizationId),
);

export function listFunders(db: Executor) {
  return db.select().from(organizations).where(onPortalFunder).orderBy(organizations.createdAt);
}

export async function approveFunder(db: Executor, id: string, operatorId: string) {
  const [row] = await db
    .update(organizations)
    .set({ approvedAt: new Date(), approvedBy: operatorId, updatedAt: new Date() })
    .where(and(eq(organizations.id, id), onPortalFunder))
    .returning();
  return row;
}

/** Points the organization at another logo (or none); returns the one it pointed at before. */
export async function swapLogo(db: Db, id: string, imageId: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: organizations.logoImage })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for("update");
    if (!row) return undefined;
    await tx
      .update(organizations)
      .set({ logoImage: imageId, updatedAt: new Date() })
      .where(eq(organizations.id, id));
    return row;
  });
}
