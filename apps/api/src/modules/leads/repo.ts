import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { leadActivities, leadLinks, leads } from "@portal/db/schema/leads";
import { memberships } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import type { LeadSource, LeadStatus } from "@portal/contract/leads/lead-options";
import { cappedTotal, defaultTotalBound, listCap } from "../../lib/capped-total";
import { displayName } from "../user/queries";

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadChanges = Partial<Omit<NewLead, "id" | "organizationId" | "createdAt">>;

/** Who sees which leads: the whole organization, or those assigned to some people. */
export type LeadScope = { organizationId: string; assignees: "all" | string[] };

export function visibleLeads(scope: LeadScope): SQL {
  const inOrganization = eq(leads.organizationId, scope.organizationId);
  if (scope.assignees === "all") return inOrganization;
  return and(inOrganization, inArray(leads.assigneeId, scope.assignees))!;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface LeadFilter {
  status?: LeadStatus;
  source?: LeadSource;
  assignee?: string;
  q?: string;
  page: number;
  pageSize: number;
}

function filterOf(visible: SQL, f: LeadFilter): SQL {
  const like = f.q ? likeText(f.q) : undefined;
  return and(
    visible,
    f.status ? eq(leads.status, f.status) : undefined,
    f.source ? eq(leads.source, f.source) : undefined,
    f.assignee === "none"
      ? isNull(leads.assigneeId)
      : f.assignee
        ? eq(leads.assigneeId, f.assignee)
        : undefined,
    like
      ? or(ilike(leads.contactName, like), ilike(leads.companyName, like), ilike(leads.email, like))
      : undefined,
  )!;
}

/** A page of the leads and their total, counted up to a bound (`cappedTotal`). */
export async function listLeads(
  db: Executor,
  visible: SQL,
  f: LeadFilter,
  totalBound = defaultTotalBound,
) {
  const cap = listCap(f.page, f.pageSize, totalBound);
  const [items, [counted]] = await Promise.all([
    leadPageQuery(db, visible, f).execute(),
    leadCountQuery(db, visible, f, cap).execute(),
  ]);
  return { items, ...cappedTotal(counted?.n ?? 0, cap) };
}

/** The list's page, newest first (unrun: benches explain it). */
export function leadPageQuery(db: Executor, visible: SQL, f: LeadFilter) {
  return db
    .select()
    .from(leads)
    .where(filterOf(visible, f))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}

/** The list's total up to `cap + 1` (unrun: benches explain it). */
export function leadCountQuery(db: Executor, visible: SQL, f: LeadFilter, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(leads)
    .where(filterOf(visible, f))
    .limit(cap + 1)
    .as("matches");
  return db.select({ n: count() }).from(matches);
}

export async function findLead(db: Executor, visible: SQL, id: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), visible))
    .limit(1);
  return row;
}

export async function insertLeads(db: Executor, rows: NewLead[]) {
  if (!rows.length) return [];
  return db.insert(leads).values(rows).returning();
}

/** Changes the lead when it is still at `version` (bumping it); undefined when it was not. */
export async function updateLeadAtVersion(
  db: Executor,
  visible: SQL,
  id: string,
  version: number,
  changes: LeadChanges,
) {
  const [row] = await db
    .update(leads)
    .set({ ...changes, version: sql`${leads.version} + 1`, updatedAt: new Date() })
    .where(and(eq(leads.id, id), eq(leads.version, version), visible))
    .returning();
  return row;
}

export async function insertActivity(db: Executor, values: typeof leadActivities.$inferInsert) {
  await db.insert(leadActivities).values(values);
}

export function listActivity(db: Executor, leadId: string) {
  return db
    .select({
      id: leadActivities.id,
      kind: leadActivities.kind,
      from: leadActivities.fromValue,
      to: leadActivities.toValue,
      body: leadActivities.body,
      actorName: displayName(users, profiles),
      at: leadActivities.createdAt,
    })
    .from(leadActivities)
    .leftJoin(users, eq(users.id, leadActivities.actorId))
    .leftJoin(profiles, eq(profiles.userId, leadActivities.actorId))
    .where(eq(leadActivities.leadId, leadId))
    .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id))
    .limit(200);
}

/** The names of the organization's members (active or not), by user id. */
export async function memberNames(db: Executor, organizationId: string) {
  const rows = await db
    .select({ userId: memberships.userId, name: displayName(users, profiles) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(eq(memberships.organizationId, organizationId));
  return new Map(rows.map((r) => [r.userId, r.name]));
}

export interface DuplicateKeys {
  emailKeys: string[];
  phoneKeys: string[];
  companyKeys: string[];
}

/** The organization's leads sharing an email, phone or company key (but `exceptId`). */
export function findLeadsByKeys(
  db: Executor,
  organizationId: string,
  keys: DuplicateKeys,
  exceptId?: string,
) {
  const matches = [
    keys.emailKeys.length ? inArray(leads.emailKey, keys.emailKeys) : undefined,
    keys.phoneKeys.length ? inArray(leads.phoneKey, keys.phoneKeys) : undefined,
    keys.companyKeys.length ? inArray(leads.companyKey, keys.companyKeys) : undefined,
  ].filter((m): m is SQL => !!m);
  if (!matches.length) return Promise.resolve([]);
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.organizationId, organizationId),
        or(...matches),
        exceptId ? ne(leads.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(500);
}

/** How many leads arrived through the broker's link since `since` (the daily cap). */
export async function countPublicLeadsSince(db: Executor, assigneeId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.assigneeId, assigneeId),
        eq(leads.source, "public_link"),
        gte(leads.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findLeadByExternalId(
  db: Executor,
  organizationId: string,
  externalId: string,
) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), eq(leads.externalId, externalId)))
    .limit(1);
  return row;
}

export async function findLinkOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(leadLinks).where(eq(leadLinks.userId, userId)).limit(1);
  return row;
}

export async function findLinkByToken(db: Executor, token: string) {
  const [row] = await db.select().from(leadLinks).where(eq(leadLinks.token, token)).limit(1);
  return row;
}

export async function putLink(db: Executor, userId: string, organizationId: string, token: string) {
  await db
    .insert(leadLinks)
    .values({ userId, organizationId, token })
    .onConflictDoUpdate({
      target: leadLinks.userId,
      set: { token, organizationId, createdAt: new Date() },
    });
}

export async function deleteLink(db: Executor, userId: string) {
  await db.delete(leadLinks).where(eq(leadLinks.userId, userId));
}
