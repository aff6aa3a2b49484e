import { alias } from "drizzle-orm/pg-core";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { invitations } from "@portal/db/schema/invitations";
import { memberships, organizations, salesRegions, teams } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import { memberViews } from "@portal/db/schema/member-views";
import type { MemberRole } from "@portal/contract/user/user-options";
import type { SalesRole } from "@portal/contract/team/team-options";
import { effectiveRegionId } from "../organizations/service";
import { displayName } from "../user/queries";

export const listRegions = (db: Executor, organizationId: string) =>
  db
    .select({ id: salesRegions.id, name: salesRegions.name, countries: salesRegions.countries })
    .from(salesRegions)
    .where(eq(salesRegions.organizationId, organizationId))
    .orderBy(asc(salesRegions.name));

export const listTeams = (db: Executor, organizationId: string) =>
  db
    .select({ id: teams.id, name: teams.name, regionId: teams.regionId })
    .from(teams)
    .where(eq(teams.organizationId, organizationId))
    .orderBy(asc(teams.name));

/** `%` and `_` in a search are themselves, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listMembers(
  db: Executor,
  organizationId: string,
  filter: { search?: string; role?: MemberRole; salesRole?: SalesRole },
) {
  const where: (SQL | undefined)[] = [eq(memberships.organizationId, organizationId)];
  if (filter.search) {
    const like = likeText(filter.search);
    where.push(
      or(
        ilike(users.email, like),
        ilike(users.name, like),
        sql`(${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${like}`,
      ),
    );
  }
  if (filter.role) where.push(eq(memberships.role, filter.role));
  if (filter.salesRole) where.push(eq(memberships.salesRole, filter.salesRole));
  return db
    .select({
      userId: memberships.userId,
      name: displayName(users, profiles),
      email: users.email,
      role: memberships.role,
      salesRole: memberships.salesRole,
      teamId: memberships.teamId,
      regionId: effectiveRegionId,
      managerId: memberships.managerId,
      disabledAt: memberships.disabledAt,
      joinedAt: memberships.createdAt,
      avatarImage: profiles.avatarImage,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(...where))
    .orderBy(asc(users.email));
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** One member of the organization. */
export async function findMember(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row;
}

/** Who reports to whom in the organization. */
export async function managersOf(db: Executor, organizationId: string) {
  const rows = await db
    .select({ userId: memberships.userId, managerId: memberships.managerId })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  return new Map(rows.map((r) => [r.userId, r.managerId]));
}

export async function findRegion(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(salesRegions)
    .where(and(eq(salesRegions.organizationId, organizationId), eq(salesRegions.id, id)));
  return row;
}

export async function findTeam(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), eq(teams.id, id)));
  return row;
}

export async function insertRegion(
  db: Executor,
  values: { organizationId: string; name: string; countries: string[] },
) {
  const [row] = await db.insert(salesRegions).values(values).returning();
  return row!;
}

export async function updateRegion(
  db: Executor,
  id: string,
  values: { name: string; countries: string[] },
) {
  await db.update(salesRegions).set(values).where(eq(salesRegions.id, id));
}

export async function insertTeam(
  db: Executor,
  values: { organizationId: string; name: string; regionId: string },
) {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function updateTeam(
  db: Executor,
  id: string,
  values: { name: string; regionId: string },
) {
  await db.update(teams).set(values).where(eq(teams.id, id));
}

/** How many teams and members a region holds (members placed in it directly). */
export async function regionUse(db: Executor, id: string) {
  const [t] = await db.select({ n: count() }).from(teams).where(eq(teams.regionId, id));
  const [m] = await db.select({ n: count() }).from(memberships).where(eq(memberships.regionId, id));
  return (t?.n ?? 0) + (m?.n ?? 0);
}

export async function teamUse(db: Executor, id: string) {
  const [m] = await db.select({ n: count() }).from(memberships).where(eq(memberships.teamId, id));
  return m?.n ?? 0;
}

export const deleteRegion = (db: Executor, id: string) =>
  db.delete(salesRegions).where(eq(salesRegions.id, id));
export const deleteTeam = (db: Executor, id: string) => db.delete(teams).where(eq(teams.id, id));

export async function updatePlacement(
  db: Executor,
  organizationId: string,
  userId: string,
  values: {
    role?: MemberRole;
    salesRole: SalesRole;
    teamId: string | null;
    regionId: string | null;
    managerId: string | null;
  },
) {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export const listInvitations = (db: Executor, organizationId: string) =>
  db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(asc(invitations.email));

export async function findInvitation(db: Executor, id: string) {
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.id, id));
  return row;
}

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function renewInvitation(
  db: Executor,
  id: string,
  values: { role?: MemberRole; secretHash: string; expiresAt: Date; invitedBy: string },
) {
  const [row] = await db
    .update(invitations)
    .set({ ...values, sentAt: new Date() })
    .where(eq(invitations.id, id))
    .returning();
  return row!;
}

export const deleteInvitations = (db: Executor, organizationId: string, ids: string[]) =>
  db
    .delete(invitations)
    .where(and(eq(invitations.organizationId, organizationId), inArray(invitations.id, ids)))
    .returning({ id: invitations.id });

/** The members' addresses among `emails` (lower case). */
export async function memberEmailsAmong(db: Executor, organizationId: string, emails: string[]) {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** The signed-in person's address and whether it is verified. */
export async function identityOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The invitations to an address not yet run out, oldest first, with who sent them. */
export function invitationsTo(db: Executor, email: string) {
  const inviter = alias(users, "inviter");
  const inviterProfile = alias(profiles, "inviter_profile");
  return db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      inviterName: displayName(inviter, inviterProfile),
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .leftJoin(inviterProfile, eq(inviterProfile.userId, invitations.invitedBy))
    .where(and(eq(invitations.email, email.toLowerCase()), gt(invitations.expiresAt, new Date())))
    .orderBy(asc(invitations.createdAt));
}

export const deleteOrganization = (db: Executor, id: string) =>
  db.delete(organizations).where(eq(organizations.id, id));

export async function insertMember(
  db: Executor,
  values: { organizationId: string; userId: string; role: MemberRole },
) {
  await db.insert(memberships).values({ ...values, salesRole: "agent" });
}

/** Removes members from the organization; those who reported to them report to nobody. */
export async function removeMembers(db: Executor, organizationId: string, userIds: string[]) {
  const removed = await db
    .delete(memberships)
    .where(
      and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)),
    )
    .returning({ userId: memberships.userId });
  await db
    .update(memberships)
    .set({ managerId: null })
    .where(
      and(eq(memberships.organizationId, organizationId), inArray(memberships.managerId, userIds)),
    );
  return removed.map((r) => r.userId);
}

export async function setRole(
  db: Executor,
  organizationId: string,
  userId: string,
  role: MemberRole,
) {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** Disables (`at`) or re-enables (null) a member. */
export async function setDisabled(
  db: Executor,
  organizationId: string,
  userId: string,
  at: Date | null,
) {
  await db
    .update(memberships)
    .set({ disabledAt: at })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function insertView(db: Executor, values: typeof memberViews.$inferInsert) {
  const [row] = await db.insert(memberViews).values(values).returning();
  return row!;
}

/** Ends the viewer's view `id` if it still lasts; whether it did. */
export async function endView(db: Executor, viewerId: string, id: string) {
  const rows = await db
    .update(memberViews)
    .set({ endedAt: new Date() })
    .where(
      and(eq(memberViews.id, id), eq(memberViews.viewerId, viewerId), isNull(memberViews.endedAt)),
    )
    .returning({ id: memberViews.id });
  return rows.length > 0;
}

const viewer = alias(memberships, "viewer");
const viewed = alias(memberships, "viewed");

/**
 * The viewer's view `id` while it lasts, with the viewer's team role now and the member's address:
 * a view ends when it runs out, is ended, or either person leaves the organization.
 */
export async function findLiveView(db: Executor, viewerId: string, id: string) {
  const [row] = await db
    .select({
      memberId: memberViews.memberId,
      expiresAt: memberViews.expiresAt,
      viewerRole: viewer.role,
      viewerDisabledAt: viewer.disabledAt,
      memberRole: viewed.role,
      email: users.email,
    })
    .from(memberViews)
    .innerJoin(
      viewer,
      and(
        eq(viewer.userId, memberViews.viewerId),
        eq(viewer.organizationId, memberViews.organizationId),
      ),
    )
    .innerJoin(
      viewed,
      and(
        eq(viewed.userId, memberViews.memberId),
        eq(viewed.organizationId, memberViews.organizationId),
      ),
    )
    .innerJoin(users, eq(users.id, memberViews.memberId))
    .where(
      and(
        eq(memberViews.id, id),
        eq(memberViews.viewerId, viewerId),
        isNull(memberViews.endedAt),
        gt(memberViews.expiresAt, new Date()),
      ),
    );
  return row;
}

const viewerUser = alias(users, "viewer_user");
const viewerProfile = alias(profiles, "viewer_profile");

/** The person's name as the team page shows it. */
export async function nameOfPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: displayName(users, profiles) })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? "";
}

/** The organization's views as members, newest first (the audit log). */
export const listViews = (db: Executor, organizationId: string) =>
  db
    .select({
      id: memberViews.id,
      viewerName: displayName(viewerUser, viewerProfile),
      memberName: displayName(users, profiles),
      startedAt: memberViews.startedAt,
      expiresAt: memberViews.expiresAt,
      endedAt: memberViews.endedAt,
    })
    .from(memberViews)
    .leftJoin(users, eq(users.id, memberViews.memberId))
    .leftJoin(profiles, eq(profiles.userId, memberViews.memberId))
    .leftJoin(viewerUser, eq(viewerUser.id, memberViews.viewerId))
    .leftJoin(viewerProfile, eq(viewerProfile.userId, memberViews.viewerId))
    .where(eq(memberViews.organizationId, organizationId))
    .orderBy(desc(memberViews.startedAt))
    .limit(100);
