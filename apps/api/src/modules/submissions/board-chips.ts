import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { organizations } from "@portal/db/schema/organizations";
import { submissions } from "@portal/db/schema/submissions";
import type { FunderChipRow } from "../deals/service";

/**
 * Each deal's submissions with their funders' names, in the order sent: the pipeline board's
 * chips (issue 34). The deals module asks for deals its viewer sees; one query for a board.
 */
export async function chipsOf(db: Executor, dealIds: string[]) {
  const chips = new Map<string, FunderChipRow[]>();
  if (!dealIds.length) return chips;
  const rows = await db
    .select({
      dealId: submissions.dealId,
      submissionId: submissions.id,
      status: submissions.status,
      funderName: organizations.name,
    })
    .from(submissions)
    .innerJoin(organizations, eq(organizations.id, submissions.funderOrganizationId))
    .where(inArray(submissions.dealId, dealIds))
    .orderBy(asc(submissions.sentAt), asc(submissions.id));
  for (const { dealId, ...chip } of rows) chips.set(dealId, [...(chips.get(dealId) ?? []), chip]);
  return chips;
}
