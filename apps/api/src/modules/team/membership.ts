import type { z } from "zod";
import type { Tx } from "@portal/db/database";
import type { handOverSchema, removalSchema } from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { endSessions } from "../identity/service";
import * as notifications from "../notifications/service";
import { releaseHoldings } from "../submissions/queries";
import { fieldError, type TeamContext } from "./context";
import * as repo from "./repo";

/** A funder's leaving members' items go back to the team; its open inboxes read again. */
async function released(tx: Tx, organizationId: string, userIds: string[]) {
  await releaseHoldings(tx, organizationId, userIds);
  await notifications.publish(tx, { organizationId }, ["inbox"]);
}

/**
 * Who stays in the organization: members and invitations removed at once, and the owner's
 * hand-over (docs/decisions/032). A removed member's deals stay with the organization; a funder's
 * removed underwriter's items are released (nobody holds them) for the manager to assign again.
 */
export function membershipActions({ change }: TeamContext) {
  return {
    /** `POST /v1/team/remove`: not oneself, not the owner; every id must be this organization's. */
    remove(userId: string, { userIds, invitationIds }: z.output<typeof removalSchema>) {
      return change(userId, "removeMember", async (tx, organizationId, actorId, funder) => {
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
        if (funder) await released(tx, organizationId, userIds);
      });
    },

    /**
     * `POST /v1/team/members/{id}/disable` and `/enable`: a disabled member's sessions end in the
     * same transaction and they cannot sign in again (identity's session hook) until re-enabled.
     * Not oneself, not the owner. A funder's disabled member's items are released.
     */
    setAccess(userId: string, memberId: string, disabled: boolean) {
      return change(userId, "disableMember", async (tx, organizationId, actorId, funder) => {
        const member = await repo.findMember(tx, organizationId, memberId);
        if (!member) throw new AppError("not_found");
        if (memberId === actorId || member.role === "owner")
          throw fieldError("userId", "cannotDisable");
        await repo.setDisabled(tx, organizationId, memberId, disabled ? new Date() : null);
        if (disabled) await endSessions(tx, memberId);
        // A funder's items wait on nobody who cannot sign in: they go back to the team.
        if (disabled && funder) await released(tx, organizationId, [memberId]);
      });
    },

    /** `POST /v1/team/hand-over`: the owner makes an active member owner and becomes an admin. */
    handOver(userId: string, { userId: to }: z.output<typeof handOverSchema>) {
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
