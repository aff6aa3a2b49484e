// The deals module's queries for other modules (docs/decisions/055-table-ownership.md): the deals
// and borrowers tables are read and written here or in deals/repo.ts only. Each takes the caller's
// database handle or transaction, or returns SQL to embed, so a caller keeps one round trip.
import { and, eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import type { Executor } from "@portal/db/database";
import { borrowers, dealHistory, deals } from "@portal/db/schema/deals";
import { users } from "@portal/db/schema/identity";
import { memberships, teams } from "@portal/db/schema/organizations";

/** A borrower's details as stored (the owners and property in their JSON columns). */
export type BorrowerChanges = Partial<
  Omit<typeof borrowers.$inferInsert, "id" | "organizationId" | "createdAt" | "updatedAt">
>;

export async function updateBorrower(db: Executor, id: string, changes: BorrowerChanges) {
  await db
    .update(borrowers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(borrowers.id, id));
}

/** The deal's borrower's id, as a subquery. */
export const borrowerIdOfDeal = (db: Executor, dealId: string) =>
  db.select({ id: deals.borrowerId }).from(deals).where(eq(deals.id, dealId));

/** The legal name of the borrower of the deal in `dealId` (a column), as a scalar subquery. */
export const borrowerNameOfDeal = (dealId: AnyColumn) =>
  sql<string | null>`(select ${borrowers.legalName} from ${deals}
    inner join ${borrowers} on ${borrowers.id} = ${deals.borrowerId} where ${deals.id} = ${dealId})`;

/** The open deals (id, borrower, owner, reference, business), a subquery to join on their borrower. */
export const openDeals = (db: Executor) =>
  db
    .select({
      id: deals.id,
      borrowerId: deals.borrowerId,
      ownerId: deals.ownerId,
      reference: deals.reference,
      businessName: sql<string>`(select ${borrowers.legalName} from ${borrowers}
        where ${borrowers.id} = ${deals.borrowerId})`.as("businessName"),
    })
    .from(deals)
    .where(inArray(deals.status, [...openDealStatuses]))
    .as("open_deals");

/**
 * What a funder's inbox page reads of each deal beside the keys kept on its submission (decision
 * 091): its currency and status. A subquery to join on `id`; the database folds it into the join,
 * so a page joins only its own rows.
 */
export const dealFacts = (db: Executor) =>
  db
    .select({ id: deals.id, currency: deals.currency, status: deals.status })
    .from(deals)
    .as("deal_facts");

/**
 * The ids of the deals of one business, as a subquery: same country and the same registration
 * number, or the same legal name when either has no number (names compared letters and digits only).
 * A country not known yet (a draft, decision 075) is no difference: the business may be either.
 */
export function dealsOfBusiness(
  db: Executor,
  business: { legalName: string; registrationNumber?: string | null; country: string | null },
) {
  const normalized = (column: unknown) =>
    sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;
  const sameBusiness = business.registrationNumber
    ? sql`(${borrowers.registrationNumber} is not null and ${normalized(borrowers.registrationNumber)} = ${normalized(sql`${business.registrationNumber}::text`)}) or (${borrowers.registrationNumber} is null and ${normalized(borrowers.legalName)} = ${normalized(sql`${business.legalName}::text`)})`
    : sql`${normalized(borrowers.legalName)} = ${normalized(sql`${business.legalName}::text`)}`;
  return db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(
      and(
        business.country === null
          ? undefined
          : sql`(${borrowers.country} = ${business.country} or ${borrowers.country} is null)`,
        sql`(${sameBusiness})`,
      ),
    );
}

/**
 * Who owns a deal (the broker to tell of a funder's move), the deal's reference and its business
 * (the borrower's legal name), which every notice and mail about the deal names.
 */
export async function dealOwner(db: Executor, dealId: string) {
  const [row] = await db
    .select({
      ownerId: deals.ownerId,
      email: users.email,
      reference: deals.reference,
      businessName: borrowers.legalName,
    })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.ownerId))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(eq(deals.id, dealId))
    .limit(1);
  return row;
}

/** The deal's owner: throws when there is no such deal. */
export async function ownerIdOfDeal(db: Executor, dealId: string) {
  const [row] = await db.select({ ownerId: deals.ownerId }).from(deals).where(eq(deals.id, dealId));
  if (!row) throw new Error(`deal ${dealId} not found`);
  return row.ownerId;
}

/** When the deal was funded (its one move to funded), if it was. */
export async function fundedAtOf(db: Executor, dealId: string) {
  const [row] = await db
    .select({ at: dealHistory.at })
    .from(dealHistory)
    .where(and(eq(dealHistory.dealId, dealId), eq(dealHistory.toStatus, "funded")))
    .limit(1);
  return row?.at;
}

/**
 * Stamps the deals of the organization's members with their team and region as they are now
 * (`userIds`: only theirs): whoever sees a deal by team or region sees it at once.
 */
export async function restampDeals(db: Executor, organizationId: string, userIds?: string[]) {
  await db.execute(sql`
    update ${deals} set "ownerTeamId" = m."teamId", "ownerRegionId" = coalesce(t."regionId", m."regionId")
    from ${memberships} m left join ${teams} t on t.id = m."teamId"
    where ${deals.organizationId} = ${organizationId} and m."organizationId" = ${organizationId}
      and m."userId" = ${deals.ownerId}
      ${userIds ? sql`and m."userId" = any(${sql.param(userIds)}::text[])` : sql``}
      and (${deals.ownerTeamId} is distinct from m."teamId"
        or ${deals.ownerRegionId} is distinct from coalesce(t."regionId", m."regionId"))`);
}
