import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AccountType } from "@portal/contract/user/user-options";
import { scopeOf, type Position } from "@portal/contract/team/team-options";
import { borrowers, deals } from "@portal/db/schema/deals";

/** Who is looking: their organization and their position in it. */
export interface Viewer extends Position {
  userId: string;
  organizationId: string;
  accountType: AccountType;
}

/**
 * The one rule of which deals a person sees (PRODUCT.md "Visibility by sales role"), as a SQL
 * condition so lists, reads and writes all filter the same way. Outside it a deal is "not found".
 * The deal carries its owner's team and region (stamped when it is made and when the owner
 * moves, docs/decisions/032), so no walk of managers is needed.
 */
export function visibleDeals(viewer: Viewer): SQL {
  const inOrganization = eq(deals.organizationId, viewer.organizationId);
  const own = eq(deals.ownerId, viewer.userId);
  switch (scopeOf(viewer)) {
    case "organization":
      return inOrganization;
    case "region":
      return and(inOrganization, or(eq(deals.ownerRegionId, viewer.regionId!), own))!;
    case "team":
      return and(inOrganization, or(eq(deals.ownerTeamId, viewer.teamId!), own))!;
    case "own":
      return and(inOrganization, own)!;
  }
}

/**
 * Borrowers follow their deals: someone who sees the whole organization sees all its borrowers;
 * anyone else, the borrowers of deals they can see.
 */
export function visibleBorrowers(viewer: Viewer): SQL {
  const inOrganization = eq(borrowers.organizationId, viewer.organizationId);
  if (scopeOf(viewer) === "organization") return inOrganization;
  return and(
    inOrganization,
    sql`exists (select 1 from ${deals} where ${deals.borrowerId} = ${borrowers.id} and ${visibleDeals(viewer)})`,
  )!;
}
