// The lenders module's queries for other modules (docs/decisions/055-table-ownership.md).
import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { funderContacts } from "@portal/db/schema/funder-contacts";
import { lenders } from "@portal/db/schema/lenders";

/** The name of the listing whose id is in `lenderId` (a column), as a scalar subquery. */
export const listingNameOf = (lenderId: AnyColumn) =>
  sql<string | null>`(select ${lenders.name} from ${lenders} where ${lenders.id} = ${lenderId})`;

/**
 * The outside funders brokerage `fromId` keeps (its My funders: the contacts and their listings)
 * become `toId`'s: its last member joins `toId` (decision 046), and they are carried, never deleted
 * with the organization left. The organizations themselves move with `organizations/queries`'
 * `carryKeptFunders`.
 */
export async function carryFunderContacts(db: Executor, fromId: string, toId: string) {
  await db
    .update(funderContacts)
    .set({ organizationId: toId })
    .where(eq(funderContacts.organizationId, fromId));
  await db
    .update(lenders)
    .set({ keptByOrganizationId: toId })
    .where(eq(lenders.keptByOrganizationId, fromId));
}
