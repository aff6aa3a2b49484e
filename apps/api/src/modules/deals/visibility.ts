import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
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
 * moves, docs/decisions/032), so no walk of managers is needed. A manager's own deals carry
 * their own team and region the same way (deals never change owner), so "the team's (region's)
 * and their own" is the team (region) alone: one column, which its index
 * (deals_organization_team_created_idx, deals_organization_region_created_idx) reads newest
 * first; an `or` with the owner made PostgreSQL read and sort every deal of the team or region.
 */
export function visibleDeals(viewer: Viewer): SQL {
  return visibleRows(deals, viewer);
}

/** The same rule on a table that carries a deal's owner, team and region (the board's counts). */
export function visibleRows(
  table: Record<"organizationId" | "ownerId" | "ownerTeamId" | "ownerRegionId", AnyColumn>,
  viewer: Viewer,
): SQL {
  const inOrganization = eq(table.organizationId, viewer.organizationId);
  switch (scopeOf(viewer)) {
    case "organization":
      return inOrganization;
    case "region":
      return and(inOrganization, eq(table.ownerRegionId, viewer.regionId!))!;
    case "team":
      return and(inOrganization, eq(table.ownerTeamId, viewer.teamId!))!;
    case "own":
      return and(inOrganization, eq(table.ownerId, viewer.userId))!;
  }
}

/**
 * The same rule for one deal and one person: whether `viewer` sees `deal` (who a live update about
 * the deal is for). It must answer as `visibleDeals` does; test/notifications.test.ts compares them.
 */
export function sees(
  viewer: Position & { userId: string },
  deal: { ownerId: string; ownerTeamId: string | null; ownerRegionId: string | null },
): boolean {
  switch (scopeOf(viewer)) {
    case "organization":
      return true;
    case "region":
      return deal.ownerRegionId === viewer.regionId;
    case "team":
      return deal.ownerTeamId === viewer.teamId;
    case "own":
      return deal.ownerId === viewer.userId;
  }
}

/** Whether `viewer` sees `deal` of any organization: `visibleDeals` for one deal read without it. */
export const inView = (
  viewer: Viewer,
  deal: { organizationId: string } & Parameters<typeof sees>[1],
): boolean => deal.organizationId === viewer.organizationId && sees(viewer, deal);

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
