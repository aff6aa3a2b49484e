// The organizations module's queries for other modules (docs/decisions/055-table-ownership.md).
import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { organizations } from "@portal/db/schema/organizations";

/** Sets a funder's measured response time (decision 018) to `hours`, SQL the measurer computes. */
export async function setMeasuredResponseHours(db: Executor, organizationId: string, hours: SQL) {
  await db
    .update(organizations)
    .set({ measuredResponseHours: hours })
    .where(eq(organizations.id, organizationId));
}

/** Sets a funder's own response target in hours (its workspace settings); null for none. */
export async function setResponseTargetHours(
  db: Executor,
  organizationId: string,
  hours: number | null,
) {
  await db
    .update(organizations)
    .set({ responseTargetHours: hours, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** The name of the organization in `organizationId` (a column), as a scalar subquery. */
export const organizationNameOf = (organizationId: AnyColumn) =>
  sql<
    string | null
  >`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${organizationId})`;
