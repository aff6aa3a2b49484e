import type { Db } from "@portal/db/database";
import { scopeOf } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import type { DealService, Viewer } from "../deals/service";
import * as organizations from "../organizations/service";
import { visibleLeads, type LeadScope } from "./repo";

/** A person working leads: their place, and whose leads they see. */
export interface LeadViewer {
  viewer: Viewer;
  scope: LeadScope;
  /** The people whose leads they see, themselves first ("all": the organization's heads). */
  people: string[];
}

/**
 * Who sees which lead (docs/decisions/044): its assignee and those above them in the sales
 * hierarchy as it is now (the team's manager, the region's country manager), and the
 * organization's owners, admins and general managers, who also see unassigned leads. The same
 * rule as deals' (deals/visibility.ts `scopeOf`), read off the assignee's current place so a
 * member's move needs no restamping. Leads are brokers' work: funders have none.
 */
export function createLeadAccess(db: Db, deals: DealService) {
  async function viewerOf(userId: string): Promise<LeadViewer> {
    const viewer = await deals.viewerOf(userId);
    if (viewer.accountType === "funder") throw new AppError("forbidden");
    const positions = await organizations.activePositions(db, viewer.organizationId);
    const scope = scopeOf(viewer);
    const below = positions
      .filter((p) =>
        scope === "organization"
          ? true
          : scope === "region"
            ? p.regionId === viewer.regionId
            : scope === "team"
              ? p.teamId === viewer.teamId
              : p.userId === viewer.userId,
      )
      .map((p) => p.userId);
    const people = [viewer.userId, ...below.filter((id) => id !== viewer.userId)];
    return {
      viewer,
      people,
      scope: {
        organizationId: viewer.organizationId,
        assignees: scope === "organization" ? "all" : people,
      },
    };
  }

  return {
    viewerOf,
    visible: (lv: LeadViewer) => visibleLeads(lv.scope),
    /** Whom `lv` may give a lead to: themselves and the active members they see. */
    mayAssignTo: (lv: LeadViewer, userId: string) => lv.people.includes(userId),
  };
}

export type LeadAccess = ReturnType<typeof createLeadAccess>;
