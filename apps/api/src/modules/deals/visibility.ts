import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AccountType, MemberRole } from "@portal/contract/user/user-options";
import { borrowers, deals } from "@portal/db/schema/deals";

/** Who is looking: their organization and role there. */
export interface Viewer {
  userId: string;
  organizationId: string;
  role: MemberRole;
  accountType: AccountType;
}

/** Roles that see every deal of their organization (the sales hierarchy extends this later). */
const seesWholeOrganization: readonly MemberRole[] = ["owner", "admin"];

/**
 * The one rule of which deals a person sees (PRODUCT.md "Visibility by sales role"), as a SQL
 * condition so lists, reads and writes all filter the same way. Outside it a deal is "not found".
 */
export function visibleDeals(viewer: Viewer): SQL {
  const inOrganization = eq(deals.organizationId, viewer.organizationId);
  if (seesWholeOrganization.includes(viewer.role)) return inOrganization;
  return and(inOrganization, eq(deals.ownerId, viewer.userId))!;
}

/**
 * Borrowers follow their deals: someone who sees the whole organization sees all its borrowers;
 * anyone else, the borrowers of deals they can see.
 */
export function visibleBorrowers(viewer: Viewer): SQL {
  const inOrganization = eq(borrowers.organizationId, viewer.organizationId);
  if (seesWholeOrganization.includes(viewer.role)) return inOrganization;
  return and(
    inOrganization,
    sql`exists (select 1 from ${deals} where ${deals.borrowerId} = ${borrowers.id} and ${visibleDeals(viewer)})`,
  )!;
}
