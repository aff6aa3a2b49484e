import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import { toBorrower, toDeal, toHistory } from "./presenters";
import * as repo from "./repo";
import { inView, visibleDeals, type Viewer } from "./visibility";

/** Who sees which deal (PRODUCT.md "Visibility by sales role"), and a deal as its viewer reads it. */
export function createDealAccess(db: Db) {
  /** The signed-in person as a viewer of deals; someone not onboarded has none. */
  async function viewerOf(userId: string): Promise<Viewer> {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    if (membership.disabledAt) throw new AppError("member_disabled");
    return {
      userId,
      organizationId: membership.organization.id,
      role: membership.role,
      salesRole: membership.salesRole,
      teamId: membership.teamId,
      regionId: membership.regionId,
      accountType: membership.organization.accountType,
    };
  }

  return {
    viewerOf,

    async detail(viewer: Viewer, id: string): Promise<DealDetail> {
      const found = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
      // Another organization's deal (or one this person may not see) does not exist for them.
      if (!found) throw new AppError("not_found");
      const history = await repo.listHistory(db, id);
      return {
        ...toDeal(found.deal),
        borrower: toBorrower(found.borrower),
        history: toHistory(history),
      };
    },

    /** Tells a stale version (409) from a deal this person cannot see (404). */
    async conflictOrMissing(viewer: Viewer, id: string): Promise<never> {
      const current = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
      throw new AppError(current ? "version_conflict" : "not_found");
    },

    /** The deal if this person may see it, else not found: for modules working on a deal (documents). */
    async visibleDeal(userId: string, rawId: string) {
      const id = uuidOrNotFound(rawId);
      // The person and the deal are read at once, one round trip instead of two on every request
      // working on a deal (issue 38); the deal is handed out only if `sees` says so, the rule
      // `visibleDeals` states in SQL (test/notifications.test.ts holds the two equal).
      const [viewer, found] = await Promise.all([
        viewerOf(userId),
        repo.findVisibleDeal(db, sql`true`, id),
      ]);
      if (!found || !inView(viewer, found.deal)) throw new AppError("not_found");
      return { viewer, deal: found.deal, borrower: found.borrower };
    },
  };
}

export type DealAccess = ReturnType<typeof createDealAccess>;
