import { and, eq, type SQL } from "drizzle-orm";
import type { MemberRole } from "@portal/contract/user/user-options";
import { deals } from "@portal/db/schema/deals";

/** Who is looking: their organization and role there. */
export interface Viewer {
  userId: string;
  organizationId: string;
  role: MemberRole;
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
