import { and, eq } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { funderContacts } from "@portal/db/schema/funder-contacts";

export type FunderContactRow = typeof funderContacts.$inferSelect;

/** Brokerage `organizationId`'s contact for funder organization `funderOrganizationId`, if it keeps one. */
export async function contactOf(
  db: Executor,
  funderOrganizationId: string,
  organizationId: string,
): Promise<FunderContactRow | undefined> {
  const [row] = await db
    .select()
    .from(funderContacts)
    .where(
      and(
        eq(funderContacts.funderOrganizationId, funderOrganizationId),
        eq(funderContacts.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}
