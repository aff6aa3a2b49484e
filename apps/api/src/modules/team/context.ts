import type { Db, Tx } from "@portal/db/database";
import { isUniqueViolation } from "@portal/db/errors";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import type { FieldMessageKey } from "@portal/contract/field-messages";
import { may, type TeamAction } from "@portal/contract/team/team-options";
import { memberQuerySchema, type TeamOverview } from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { imageUrl } from "../images/service";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

/** The overview's filter when none is asked for: every member. */
const everyone = memberQuerySchema.parse({});

/** A field the service found wrong, as the contract's field errors say it. */
export const fieldError = (path: string, key: FieldMessageKey) =>
  new AppError("validation_failed", { issues: [toFieldIssue([path], key)] });

/** Told of every change to an organization's members, in its transaction (billing's seats follow). */
export type MembersChanged = (tx: Tx, organizationId: string) => Promise<unknown>;

/**
 * What a funder organization does not have: the sales hierarchy's regions and teams (placing a
 * member refuses sales roles, teams, regions and managers: `placeAction`). A funder's team is its
 * members (managers: owner and admin; underwriters: member) and its invitations (issue 35).
 */
const brokerOnly: ReadonlySet<TeamAction> = new Set(["manageStructure"]);

/** A broker-only action asked of a funder organization: refused, and said why. */
export const brokerOnlyError = () =>
  new AppError("forbidden", { details: { reason: "broker_only" } });

/** What every team action needs: the member acting, the overview, one change at a time. */
export function teamContext(db: Db, onMembersChanged?: MembersChanged) {
  /**
   * The signed-in member of a broker or funder organization, allowed `action` (if any); a funder
   * is refused the broker-only actions (`details.reason` "broker_only").
   */
  async function memberOf(userId: string, action?: TeamAction) {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    if (membership.disabledAt) throw new AppError("member_disabled");
    if (action && !may(membership.role, action)) throw new AppError("forbidden");
    if (action && brokerOnly.has(action) && membership.organization.accountType === "funder")
      throw brokerOnlyError();
    return membership;
  }

  async function overview(organizationId: string, filter = everyone): Promise<TeamOverview> {
    const [regions, teams, members, invitations] = await Promise.all([
      repo.listRegions(db, organizationId),
      repo.listTeams(db, organizationId),
      repo.listMembers(db, organizationId, filter),
      repo.listInvitations(db, organizationId),
    ]);
    const now = Date.now();
    return {
      regions,
      teams,
      invitations: invitations
        .filter((i) => !filter.search || i.email.includes(filter.search.toLowerCase()))
        .filter((i) => !filter.role || i.role === filter.role)
        .map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          status: i.expiresAt.getTime() > now ? ("pending" as const) : ("expired" as const),
          expiresAt: i.expiresAt.toISOString(),
          sentAt: i.sentAt.toISOString(),
        })),
      members: members.map(({ disabledAt, joinedAt, avatarImage, ...m }) => ({
        ...m,
        avatarUrl: imageUrl(avatarImage),
        disabled: disabledAt !== null,
        joinedAt: joinedAt.toISOString(),
      })),
    };
  }

  /** Runs a change of the organization's structure, one at a time per organization. */
  async function change(
    userId: string,
    action: TeamAction,
    work: (tx: Tx, organizationId: string, actorId: string, funder: boolean) => Promise<unknown>,
  ) {
    const membership = await memberOf(userId, action);
    const organizationId = membership.organization.id;
    const funder = membership.organization.accountType === "funder";
    try {
      await db.transaction(async (tx) => {
        await organizations.lockOrganization(tx, organizationId);
        await work(tx, organizationId, userId, funder);
        await onMembersChanged?.(tx, organizationId);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("name_taken");
      throw error;
    }
    return overview(organizationId);
  }

  return { memberOf, overview, change };
}
export type TeamContext = ReturnType<typeof teamContext>;
