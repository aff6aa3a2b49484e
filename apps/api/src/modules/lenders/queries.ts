// The lenders module's queries for other modules (docs/decisions/055-table-ownership.md).
import { sql, type AnyColumn } from "drizzle-orm";
import { lenders } from "@portal/db/schema/lenders";

/** The name of the listing whose id is in `lenderId` (a column), as a scalar subquery. */
export const listingNameOf = (lenderId: AnyColumn) =>
  sql<string | null>`(select ${lenders.name} from ${lenders} where ${lenders.id} = ${lenderId})`;
