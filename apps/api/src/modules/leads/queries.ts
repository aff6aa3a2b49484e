// The leads module's queries for other modules (docs/decisions/055-table-ownership.md).
import { sql } from "drizzle-orm";
import type { Tx } from "@portal/db/database";

/**
 * Moves what is carried into the organization joined: the leads (unassigned ones to the person,
 * who alone worked them; a CRM id the team already has is dropped from the moved lead, which keeps
 * everything else) and the person's quick-application link, whose address keeps working.
 */
export async function carryLeads(tx: Tx, fromId: string, toId: string, userId: string) {
  await tx.execute(sql`update "leads" as l set
      "organizationId" = ${toId},
      "assigneeId" = coalesce(l."assigneeId", ${userId}),
      "externalId" = case when exists (
        select 1 from "leads" t where t."organizationId" = ${toId} and t."externalId" = l."externalId"
      ) then null else l."externalId" end
    where l."organizationId" = ${fromId}`);
  await tx.execute(
    sql`update "lead_links" set "organizationId" = ${toId} where "organizationId" = ${fromId}`,
  );
}
