import type { AccountType } from "@portal/contract/user/user-options";
import { may } from "@portal/contract/team/team-options";
import type { Company } from "@portal/contract/user/user-schemas";
import type { Db, Executor, Tx } from "@portal/db/database";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as repo from "./repo";

export { claimKeptOrganization } from "./claim";

export type Membership = NonNullable<Awaited<ReturnType<typeof repo.findMembershipOfUser>>>;

/** Onboarding: a new organization (an individual is an organization of one) owned by the user. */
export async function createOrganizationForOwner(
  tx: Tx,
  input: { userId: string; name: string; accountType: AccountType; company: Company },
) {
  const organization = await repo.insertOrganization(tx, {
    name: input.name,
    accountType: input.accountType,
    company: compact(input.company),
  });
  await repo.insertMembership(tx, {
    organizationId: organization.id,
    userId: input.userId,
    role: "owner",
    salesRole: "general_manager",
  });
  return organization;
}

/** A member's region: their team's, else the one they were placed in (SQL, for queries joining teams). */
export const effectiveRegionId = repo.effectiveRegionId;

/** Locks the organization until the transaction ends: changes to its members and structure serialise on it. */
export const lockOrganization = (tx: Tx, id: string) => repo.lockOrganization(tx, id);

/**
 * The reference of the organization's next deal (D-000001 for its first): numbered per
 * organization under the organization row's lock, so deals created at once never share one
 * (docs/decisions/052).
 */
export async function nextDealReference(tx: Tx, organizationId: string) {
  const n = await repo.nextDealNumber(tx, organizationId);
  return `D-${String(n).padStart(6, "0")}`;
}

export function getMembership(db: Executor, userId: string) {
  return repo.findMembershipOfUser(db, userId);
}

/** Everyone who works for the organization (each member, whatever the role), by email address. */
export function memberEmails(db: Executor, organizationId: string) {
  return repo.listMemberEmails(db, organizationId);
}

/** The person with this email address, by id (the CRM names a broker so). */
export function userIdByEmail(db: Executor, email: string) {
  return repo.findUserIdByEmail(db, email);
}

/** Everyone who works for the organization and may sign in, by id (whom notifications are for). */
export function activeMemberIds(db: Executor, organizationId: string) {
  return repo.listActiveMemberIds(db, organizationId);
}

/** Where billing mail goes: the organization's active owners and admins. */
export function billingContacts(db: Executor, organizationId: string) {
  return repo.listEmailsOfRoles(db, organizationId, ["owner", "admin"]);
}

export const findOrganization = (db: Executor, id: string) => repo.findOrganization(db, id);

/** The organization's members not disabled, each with their position. */
export function activePositions(db: Executor, organizationId: string) {
  return repo.listActivePositions(db, organizationId);
}

/** Company fields are the organization's: only its owner or admins change them. */
export async function updateCompany(tx: Tx, membership: Membership, company: Company) {
  if (!may(membership.role, "editCompany")) throw new AppError("forbidden");
  const merged = compact({ ...membership.organization.company, ...company });
  const name =
    membership.organization.accountType !== "individual" && merged.companyName
      ? merged.companyName
      : membership.organization.name;
  await repo.updateOrganization(tx, membership.organization.id, { company: merged, name });
}

/** Throws unless the member may change the company's fields and logo (owners and admins). */
export function mayEditCompany(membership: Membership) {
  if (!may(membership.role, "editCompany")) throw new AppError("forbidden");
}

/**
 * The company logo is the organization's too: only its owner or admins change it. Points the
 * organization at `imageId` (null: none) and returns the logo it had before.
 */
export async function swapLogo(db: Db, membership: Membership, imageId: string | null) {
  mayEditCompany(membership);
  return (await repo.swapLogo(db, membership.organization.id, imageId))?.previous;
}

/** Drops empty and undefined values so the stored company only holds what was given. */
function compact(company: Company): Record<string, string> {
  return Object.fromEntries(Object.entries(company).filter((e): e is [string, string] => !!e[1]));
}

/**
 * Before a member's account is deleted: an owner with other members must hand the organization
 * over first; an owner alone takes the organization (and all it holds) with them. Returns the
 * deleted organization's logo, for the caller to remove from the object store.
 */
export async function leaveBeforeAccountDeletion(tx: Tx, userId: string) {
  const membership = await repo.findMembershipOfUser(tx, userId);
  if (!membership || membership.role !== "owner") return;
  await repo.lockOrganization(tx, membership.organization.id);
  if ((await repo.countOtherMembers(tx, membership.organization.id, userId)) > 0)
    throw new AppError("owner_must_hand_over");
  await repo.deleteOrganization(tx, membership.organization.id);
  return membership.organization.logoImage;
}

/** Whether the user is an operator (platform staff, set from the command line). */
export const isOperator = (db: Executor, userId: string) => repo.isOperator(db, userId);

/** Operators' work on funders: only operators may do it. */
async function requireOperator(db: Executor, userId: string) {
  if (!(await isOperator(db, userId))) throw new AppError("forbidden");
}

const toFunder = (o: { id: string; name: string; createdAt: Date; approvedAt: Date | null }) => ({
  id: o.id,
  name: o.name,
  createdAt: o.createdAt.toISOString(),
  approvedAt: o.approvedAt?.toISOString() ?? null,
});

export async function listFunders(db: Executor, userId: string) {
  await requireOperator(db, userId);
  return { items: (await repo.listFunders(db)).map(toFunder) };
}

export async function approveFunder(db: Executor, userId: string, rawId: string) {
  const id = uuidOrNotFound(rawId);
  await requireOperator(db, userId);
  const row = await repo.approveFunder(db, id, userId);
  if (!row) throw new AppError("not_found");
  return toFunder(row);
}
