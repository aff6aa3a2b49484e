import type { Db } from "@portal/db/database";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import { may } from "@portal/contract/team/team-options";
import {
  viewAsMinutes,
  type MemberView,
  type MemberViewLog,
} from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { fieldError, type TeamContext } from "./context";
import * as repo from "./repo";
import type { ViewResolver } from "../identity/authenticate";

/**
 * Views as a member (docs/decisions/033): an owner or admin sees the portal as one member sees
 * it, read-only, for at most `viewAsMinutes`. Each view is a row of the audit log.
 */
export function viewingActions(db: Db, { memberOf }: TeamContext) {
  return {
    /** `POST /v1/team/members/{id}/view`: starts a view as another member of the organization. */
    async startView(userId: string, memberId: string): Promise<MemberView> {
      const membership = await memberOf(userId, "viewAsMember");
      const organizationId = membership.organization.id;
      const member = await repo.findMember(db, organizationId, memberId);
      if (!member) throw new AppError("not_found");
      if (memberId === userId) throw fieldError("userId", "viewWhom");
      // The owner's portal holds what only the owner may see (decision 052).
      if (member.role === "owner") throw fieldError("userId", "viewOwner");
      const view = await repo.insertView(db, {
        organizationId,
        viewerId: userId,
        memberId,
        expiresAt: new Date(Date.now() + viewAsMinutes * 60_000),
      });
      return {
        id: view.id,
        memberId,
        memberName: await repo.nameOfPerson(db, memberId),
        expiresAt: view.expiresAt.toISOString(),
      };
    },

    /** `DELETE /v1/team/views/{id}`: the viewer ends their view (404 if it is not theirs or over). */
    async endView(userId: string, viewId: string) {
      if (!(await repo.endView(db, userId, uuidOrNotFound(viewId))))
        throw new AppError("not_found");
    },

    /** `GET /v1/team/views`: the organization's views as members, newest first. */
    async views(userId: string): Promise<MemberViewLog> {
      const membership = await memberOf(userId, "viewAsMember");
      const rows = await repo.listViews(db, membership.organization.id);
      const now = Date.now();
      return {
        views: rows.map((v) => ({
          id: v.id,
          viewerName: v.viewerName,
          memberName: v.memberName,
          startedAt: v.startedAt.toISOString(),
          endedAt:
            v.endedAt?.toISOString() ??
            (v.expiresAt.getTime() <= now ? v.expiresAt.toISOString() : null),
        })),
      };
    },
  };
}

/**
 * What a `/v1` request made during a view acts as: the member's identity, for reads only. A view
 * that ran out, was ended, or whose viewer may no longer view, answers `view_ended`.
 */
export function createViewResolver(db: Db) {
  return async (
    identity: IdTokenClaims,
    viewId: string,
    reads: boolean,
  ): ReturnType<ViewResolver> => {
    const view = /^[0-9a-f-]{36}$/i.test(viewId)
      ? await repo.findLiveView(db, identity.sub, viewId)
      : undefined;
    if (
      !view ||
      view.viewerDisabledAt ||
      !may(view.viewerRole, "viewAsMember") ||
      // Made owner by a hand-over during the view: no longer viewable (decision 052).
      view.memberRole === "owner"
    )
      throw new AppError("view_ended");
    if (!reads) throw new AppError("view_only");
    return { ...identity, sub: view.memberId, email: view.email, viewedBy: identity.sub };
  };
}
