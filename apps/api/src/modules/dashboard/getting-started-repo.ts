import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { gettingStartedDismissals } from "@portal/db/schema/dashboard";
import { deals } from "@portal/db/schema/deals";
import { documents } from "@portal/db/schema/documents";
import { memberships, organizations } from "@portal/db/schema/organizations";
import { submissions } from "@portal/db/schema/submissions";
import { hasOpenInvitation } from "../team/queries";

// What "Getting started" reads of an organization (issue 34): one row of existence tests, each
// on an index's leading column (deals, documents and submissions by organization).

const exists = (query: SQL) => sql<boolean>`exists (${query})`;

/** Whether the organization has a deal, a ready document, a sending, a second member, a logo. */
export async function progressOf(db: Executor, organizationId: string) {
  const [row] = await db
    .select({
      deal: exists(sql`select 1 from ${deals} where ${deals.organizationId} = ${organizationId}`),
      documents: exists(
        sql`select 1 from ${documents} where ${documents.organizationId} = ${organizationId} and ${documents.status} = 'ready'`,
      ),
      sent: exists(
        sql`select 1 from ${submissions} where ${submissions.brokerOrganizationId} = ${organizationId}`,
      ),
      team: sql<boolean>`(${exists(
        sql`select 1 from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.disabledAt} is null offset 1`,
      )} or ${hasOpenInvitation(organizations.id)})`,
      logo: sql<boolean>`${organizations.logoImage} is not null`,
      dismissed: sql<boolean>`${gettingStartedDismissals.organizationId} is not null`,
    })
    .from(organizations)
    .leftJoin(
      gettingStartedDismissals,
      eq(gettingStartedDismissals.organizationId, organizations.id),
    )
    .where(eq(organizations.id, organizationId));
  return row!;
}

/** The first deal among `visible`, the oldest first (where a new brokerage's checklist points). */
export async function firstDealId(db: Executor, visible: SQL) {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(visible)
    .orderBy(asc(deals.createdAt), asc(deals.id))
    .limit(1);
  return row?.id ?? null;
}

/** Puts the checklist away for the organization (once: a second dismissal keeps the first). */
export async function dismiss(db: Executor, organizationId: string, userId: string) {
  await db
    .insert(gettingStartedDismissals)
    .values({ organizationId, dismissedBy: userId })
    .onConflictDoNothing();
}
