import type { z } from "zod";
import type { Db, Tx } from "@portal/db/database";
import type { FieldMessageKey } from "@portal/contract/field-messages";
import type {
  memberQuerySchema,
  placementSchema,
  regionInputSchema,
  teamInputSchema,
} from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import type { EmailService } from "../email/service";
import {
  brokerOnlyError,
  fieldError,
  teamContext,
  type MembersChanged,
  type TeamContext,
} from "./context";
import { claimingActions, invitingActions } from "./invitations";
import { membershipActions } from "./membership";
import { viewingActions } from "./views";
import { restampDeals } from "../deals/queries";
import * as repo from "./repo";

/**
 * Teams and the sales hierarchy (issue 16, docs/decisions/032): an organization's regions and
 * teams, and where each member sits. Every member reads them; the permissions table says who
 * changes them. A member's move restamps their deals in the same transaction.
 */
export function createTeamService(
  db: Db,
  options: {
    email: EmailService;
    publicUrl: string;
    inviteTtlDays: number;
    onMembersChanged?: MembersChanged;
  },
) {
  const ctx = teamContext(db, options.onMembersChanged);
  return {
    overview: async (userId: string, query: z.output<typeof memberQuerySchema>) =>
      ctx.overview((await ctx.memberOf(userId)).organization.id, query),
    ...structureActions(ctx),
    place: placeAction(ctx),
    ...invitingActions(ctx, options),
    ...claimingActions(db, options.onMembersChanged),
    ...membershipActions(ctx),
    ...viewingActions(db, ctx),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

async function regionOf(tx: Tx, organizationId: string, id: string) {
  const region = await repo.findRegion(tx, organizationId, uuidOrNotFound(id));
  if (!region) throw new AppError("not_found");
  return region;
}

async function teamOf(tx: Tx, organizationId: string, id: string) {
  const team = await repo.findTeam(tx, organizationId, uuidOrNotFound(id));
  if (!team) throw new AppError("not_found");
  return team;
}

/** A region or team named in a body: one not of this organization is a bad value, not a 404. */
async function checkRegionField(tx: Tx, organizationId: string, id: string, key: FieldMessageKey) {
  if (!(await repo.findRegion(tx, organizationId, id))) throw fieldError("regionId", key);
}
async function checkTeamField(tx: Tx, organizationId: string, id: string) {
  if (!(await repo.findTeam(tx, organizationId, id))) throw fieldError("teamId", "teamForRole");
}

/** Regions and teams: added, changed and removed by those the permissions table allows. */
function structureActions({ change }: TeamContext) {
  return {
    createRegion(userId: string, input: z.output<typeof regionInputSchema>) {
      return change(userId, "manageStructure", async (tx, organizationId) => {
        await repo.insertRegion(tx, { organizationId, ...input });
      });
    },

    updateRegion(userId: string, id: string, input: z.output<typeof regionInputSchema>) {
      return change(userId, "manageStructure", async (tx, organizationId) => {
        await repo.updateRegion(tx, (await regionOf(tx, organizationId, id)).id, input);
      });
    },

    deleteRegion: (userId: string, id: string) =>
      change(userId, "manageStructure", async (tx, organizationId) => {
        const region = await regionOf(tx, organizationId, id);
        if ((await repo.regionUse(tx, region.id)) > 0) throw new AppError("still_in_use");
        await repo.deleteRegion(tx, region.id);
      }),

    createTeam(userId: string, input: z.output<typeof teamInputSchema>) {
      return change(userId, "manageStructure", async (tx, organizationId) => {
        await checkRegionField(tx, organizationId, input.regionId, "regionRequired");
        await repo.insertTeam(tx, { organizationId, ...input });
      });
    },

    /** Renames a team or moves it to another region: its members' deals move with it. */
    updateTeam(userId: string, id: string, input: z.output<typeof teamInputSchema>) {
      return change(userId, "manageStructure", async (tx, organizationId) => {
        const team = await teamOf(tx, organizationId, id);
        await checkRegionField(tx, organizationId, input.regionId, "regionRequired");
        await repo.updateTeam(tx, team.id, input);
        if (team.regionId !== input.regionId) await restampDeals(tx, organizationId);
      });
    },

    deleteTeam: (userId: string, id: string) =>
      change(userId, "manageStructure", async (tx, organizationId) => {
        const team = await teamOf(tx, organizationId, id);
        if ((await repo.teamUse(tx, team.id)) > 0) throw new AppError("still_in_use");
        await repo.deleteTeam(tx, team.id);
      }),
  };
}

/**
 * Places a member: team role, sales role, team or region, manager. Only the owner places the
 * owner; nobody changes the owner's team role here (hand-over does). With a team, the team's
 * region is the member's. Their deals are restamped in the same transaction. A funder has no
 * sales hierarchy: only the team role changes (manager or underwriter), with the sales role
 * `agent` and no team, region or manager; anything else is refused as broker-only.
 */
function placeAction({ change }: TeamContext) {
  return (userId: string, rawMemberId: string, input: z.output<typeof placementSchema>) => {
    return change(userId, "placeMember", async (tx, organizationId, actorId, funder) => {
      if (
        funder &&
        (input.salesRole !== "agent" || input.teamId || input.regionId || input.managerId)
      )
        throw brokerOnlyError();
      const actor = await repo.findMember(tx, organizationId, actorId);
      const target = await repo.findMember(tx, organizationId, rawMemberId);
      if (!actor || !target) throw new AppError("not_found");
      if (target.role === "owner" && actor.role !== "owner") throw new AppError("forbidden");
      if (input.role && target.role === "owner") throw fieldError("role", "teamRoleChoice");
      if (input.teamId) await checkTeamField(tx, organizationId, input.teamId);
      const regionId = input.teamId ? null : input.regionId;
      if (regionId) await checkRegionField(tx, organizationId, regionId, "regionForRole");
      if (input.managerId) await checkManager(tx, organizationId, target.userId, input.managerId);
      await repo.updatePlacement(tx, organizationId, target.userId, {
        ...(input.role ? { role: input.role } : {}),
        salesRole: input.salesRole,
        teamId: input.teamId,
        regionId,
        managerId: input.managerId,
      });
      await restampDeals(tx, organizationId, [target.userId]);
    });
  };
}

/** A manager is another member of the organization, and not someone who reports to the member. */
async function checkManager(tx: Tx, organizationId: string, memberId: string, managerId: string) {
  const managers = await repo.managersOf(tx, organizationId);
  if (managerId === memberId || !managers.has(managerId))
    throw fieldError("managerId", "managerChoice");
  const seen = new Set<string>();
  for (let m: string | null | undefined = managerId; m; m = managers.get(m)) {
    if (m === memberId || seen.has(m)) throw fieldError("managerId", "managerChoice");
    seen.add(m);
  }
}
