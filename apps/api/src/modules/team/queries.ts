// The team module's queries for other modules (docs/decisions/055-table-ownership.md).
import { sql, type AnyColumn } from "drizzle-orm";
import { invitations } from "@portal/db/schema/invitations";

/**
 * Whether the organization in `organizationId` (a column) has an invitation out that has not
 * expired, as a scalar subquery (claimed, declined or revoked, an invitation's row is gone).
 */
export const hasOpenInvitation = (organizationId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${invitations} where ${invitations.organizationId} = ${organizationId} and ${invitations.expiresAt} > now())`;
