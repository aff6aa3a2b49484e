import { handOverSchema, removalSchema } from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { fieldError, type TeamContext } from "./context";
import * as repo from "./repo";

/**
 * Who stays in the organization: members and invitations removed at once, and the owner's
 * hand-over (docs/decisions/032). A removed member's deals stay with the organization.
 */
export function membershipActions({ change }: TeamContext) {
  return {
    /** `POST /v1/team/remove`: not oneself, not the owner; every id must be this organization's. */
    remove(userId: string, body: unknown) {
      const { userIds, invitationIds } = parseOrThrow(removalSchema, body);
      return change(userId, "removeMember", async (tx, organizationId, actorId) => {
        for (const id of userIds) {
          const member = await repo.findMember(tx, organizationId, id);
          if (!member) throw new AppError("not_found");
          if (id === actorId || member.role === "owner") throw fieldError("userIds", "notYourself");
        }
        const ids = [...new Set(invitationIds)];
        if (
          ids.length &&
          (await repo.deleteInvitations(tx, organizationId, ids)).length !== ids.length
        )
          throw new AppError("not_found");
        if (userIds.length) await repo.removeMembers(tx, organizationId, [...new Set(userIds)]);
      });
    },

    /** `POST /v1/team/hand-over`: the owner makes an active member owner and becomes an admin. */
    handOver(userId: string, body: unknown) {
      const { userId: to } = parseOrThrow(handOverSchema, body);
      return change(userId, "handOver", async (tx, organizationId, actorId) => {
        const target = await repo.findMember(tx, organizationId, to);
        if (!target || to === actorId || target.disabledAt)
          throw fieldError("userId", "handOverTo");
        await repo.setRole(tx, organizationId, actorId, "admin");
        await repo.setRole(tx, organizationId, to, "owner");
      });
    },
  };
}
