import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { memberships } from "@portal/db/schema/organizations";
import { submissions } from "@portal/db/schema/submissions";
import { profiles } from "@portal/db/schema/user";
import {
  inboxTabs,
  type assignSchema,
  type FunderTeam,
  type InboxTab,
} from "@portal/contract/submissions/inbox-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { dealOwner } from "../deals/queries";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";
import { displayName } from "../user/queries";
import * as repo from "./repo";

// Who on a funder's team holds each inbox item (issue 35): a manager (owner or admin) gives any
// item to any active member or to nobody; an underwriter (member) takes an item nobody holds or
// gives back one they hold. The holder's colleagues see it on the item and under "assigned to".

type Person = { id: string; name: string };
const managerRoles = new Set(["owner", "admin"]);
const openTabs = ["new", "needs_answer", "offered"] as const satisfies readonly InboxTab[];

/** The signed-in member of a funder organization; a broker finds no funder's team here. */
async function funderMember(db: Executor, userId: string) {
  const membership = await organizations.getMembership(db, userId);
  if (!membership) throw new AppError("profile_not_found");
  if (membership.disabledAt) throw new AppError("member_disabled");
  if (membership.organization.accountType !== "funder") throw new AppError("forbidden");
  return { ...membership, manager: managerRoles.has(membership.role) };
}

const nameOf = displayName(users, profiles);

/** The organization's active members, managers first, then by name. */
async function activeMembers(db: Executor, organizationId: string) {
  return db
    .select({ id: memberships.userId, name: nameOf, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), isNull(memberships.disabledAt)))
    .orderBy(sql`${memberships.role} = 'member'`, asc(nameOf), asc(memberships.userId));
}

/** An active member of the organization, by id; undefined for anyone else. */
async function activeMember(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: memberships.userId, name: nameOf })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.userId, userId),
        isNull(memberships.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** The funder's open items (not won or lost) counted per holder (null: nobody) and tab. */
function openHoldings(db: Executor, organizationId: string) {
  return db
    .select({
      assigneeId: submissions.assigneeId,
      tab: submissions.inboxTab,
      count: sql<number>`count(*)::int`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.funderOrganizationId, organizationId),
        notInArray(submissions.inboxTab, ["won", "lost"]),
      ),
    )
    .groupBy(submissions.assigneeId, submissions.inboxTab);
}

/** The new holder is told who gave them which deal, from which broker, with the item's link. */
async function tellAssignee(
  tx: Executor,
  item: { id: string; dealId: string },
  assigneeId: string,
  actorId: string,
) {
  const deal = await dealOwner(tx, item.dealId);
  const found = await repo.findSubmission(tx, item.id);
  if (!deal || !found) return;
  const [actor] = await tx
    .select({ name: nameOf })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actorId));
  await notifications.notify(tx, [assigneeId], {
    kind: "item_assigned",
    params: {
      reference: deal.reference,
      businessName: deal.businessName,
      brokerName: found.brokerName,
      name: actor?.name ?? "",
    },
    link: `/inbox/${item.id}`,
  });
}

/**
 * Whether the actor may move the item from `holder` to `wanted`: a manager always; an underwriter
 * takes what nobody holds or gives back what they hold. The refusal: 403 for acting on someone
 * else's behalf, 409 `not_assignable` for taking what a colleague holds.
 */
export function checkAssignment(
  actor: { id: string; manager: boolean },
  holder: string | null,
  wanted: string | null,
) {
  if (actor.manager || holder === wanted) return;
  if (wanted === actor.id) {
    if (holder !== null) throw new AppError("not_assignable");
    return;
  }
  if (wanted === null && holder === actor.id) return;
  throw new AppError("forbidden");
}

export function assignmentService(db: Db) {
  return {
    /**
     * `PUT /v1/funder/submission/{id}/assignee`: another funder's item (or none) is not found; a
     * person who is no active member of the funder is `not_assignable`. A closed item (won, lost)
     * may still change hands. The new holder is told (unless they took it themselves), and the
     * funder's open inboxes read again.
     */
    async assign(
      userId: string,
      rawId: string,
      { assigneeId }: z.output<typeof assignSchema>,
    ): Promise<{ assignee: Person | null }> {
      const id = uuidOrNotFound(rawId);
      const actor = await funderMember(db, userId);
      const organizationId = actor.organization.id;
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({
            holder: submissions.assigneeId,
            dealId: submissions.dealId,
            status: submissions.status,
          })
          .from(submissions)
          .where(and(eq(submissions.id, id), eq(submissions.funderOrganizationId, organizationId)))
          .for("update");
        if (!item) throw new AppError("not_found");
        const assignee = assigneeId ? await activeMember(tx, organizationId, assigneeId) : null;
        if (assigneeId && !assignee) throw new AppError("not_assignable");
        checkAssignment({ id: userId, manager: actor.manager }, item.holder, assigneeId);
        if (item.holder === assigneeId) return { assignee: assignee ?? null };
        await tx.update(submissions).set({ assigneeId }).where(eq(submissions.id, id));
        // A withdrawn deal is no longer the funder's to read (decision 021): moved, not told.
        if (assignee && assignee.id !== userId && item.status !== "cancelled")
          await tellAssignee(tx, { id, ...item }, assignee.id, userId);
        await notifications.publish(tx, { organizationId }, ["inbox"]);
        return { assignee: assignee ?? null };
      });
    },

    /**
     * `GET /v1/funder/team`: the funder's active members with the open items (new, needs your
     * answer, offered) each holds per tab, and how many open items nobody holds. Any member reads
     * it (an underwriter's picker needs the names); `manager` says whether the reader assigns.
     */
    async team(userId: string): Promise<FunderTeam & { you: string }> {
      const actor = await funderMember(db, userId);
      const organizationId = actor.organization.id;
      const [members, held] = await Promise.all([
        activeMembers(db, organizationId),
        openHoldings(db, organizationId),
      ]);
      const empty = () =>
        Object.fromEntries(inboxTabs.map((t) => [t, 0])) as Record<InboxTab, number>;
      const holding = new Map(members.map((m) => [m.id, empty()]));
      let unassigned = 0;
      for (const row of held) {
        const count = Number(row.count);
        if (row.assigneeId === null) unassigned += count;
        const tabs = row.assigneeId ? holding.get(row.assigneeId) : undefined;
        if (tabs && (openTabs as readonly string[]).includes(row.tab)) tabs[row.tab] += count;
      }
      return {
        you: userId,
        manager: actor.manager,
        members: members.map((m) => ({ ...m, holding: holding.get(m.id) ?? empty() })),
        unassigned,
      };
    },
  };
}
export type AssignmentService = ReturnType<typeof assignmentService>;
