import type { Db, Executor } from "@portal/db/database";
import type { FunderContact } from "@portal/contract/lenders/funder-contact-schemas";
import { AppError } from "../../lib/app-error";
import * as organizations from "../organizations/service";
import * as organizationQueries from "../organizations/queries";
import * as repo from "./funder-contacts-repo";
import { toListing } from "./listing-values";

/** What the deals sent to outside funders say, read by a module registered later (`lenderNeeds`). */
export interface ContactSends {
  /** How many deals brokerage `brokerOrganizationId` sent to each of the funders `ids`. */
  sentCountsTo: (
    on: Executor,
    brokerOrganizationId: string,
    ids: readonly string[],
  ) => Promise<ReadonlyMap<string, number>>;
  /** Whether any deal was ever sent to the funder organization. */
  anySentTo: (on: Executor, funderOrganizationId: string) => Promise<boolean>;
}

/** Sales roles that manage people: with owners and admins, they keep the brokerage's funders. */
const managingSalesRoles: readonly string[] = [
  "general_manager",
  "country_manager",
  "team_manager",
];

/**
 * Who reads and writes a brokerage's own funders (decision 068): every member of a brokerage
 * reads them; owners, admins and managing sales roles write them; a funder is refused
 * (broker_only); another brokerage's contact is not found.
 */
export function createContactAccess(db: Db, { sentCountsTo }: Pick<ContactSends, "sentCountsTo">) {
  /** The signed-in member of a brokerage. */
  async function memberOf(userId: string) {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    if (membership.disabledAt) throw new AppError("member_disabled");
    if (membership.organization.accountType === "funder")
      throw new AppError("forbidden", { details: { reason: "broker_only" } });
    return membership;
  }

  /** Owners, admins and the sales roles that manage people. */
  const manages = (m: { role: string; salesRole: string }) =>
    m.role === "owner" || m.role === "admin" || managingSalesRoles.includes(m.salesRole);

  /** The member's brokerage; `manage`: refused unless they may change its funders. */
  async function brokerageOf(userId: string, manage = false) {
    const membership = await memberOf(userId);
    if (manage && !manages(membership)) throw new AppError("forbidden");
    return membership.organization;
  }

  /** Contacts as the brokerage reads them, with their funders on the portal and deals sent. */
  async function present(
    organizationId: string,
    rows: Awaited<ReturnType<typeof repo.listContacts>>,
  ): Promise<FunderContact[]> {
    const funderIds = rows.map((r) => r.contact.funderOrganizationId);
    const emails = [...new Set(rows.flatMap((r) => r.contact.people.map((p) => p.email)))];
    const [sent, joined, onPortal] = await Promise.all([
      sentCountsTo(db, organizationId, funderIds),
      organizationQueries.joinedOf(db, funderIds),
      organizationQueries.portalFundersByEmail(db, emails),
    ]);
    const listingIds = await repo.portalListingIdsOf(db, [
      ...new Set(onPortal.map((f) => f.funderId)),
    ]);
    return rows.map(({ contact, lender, funderName, funderResponseHours }) => {
      const addresses = new Set(contact.people.map((p) => p.email));
      return {
        id: contact.id,
        funderId: contact.funderOrganizationId,
        company: contact.company,
        people: contact.people,
        products: contact.products,
        notes: contact.notes,
        listing:
          lender?.status === "published"
            ? toListing({ lender, funderName, funderResponseHours })
            : null,
        listingId: lender?.id ?? "",
        joined: joined.has(contact.funderOrganizationId),
        onPortal: onPortal
          .filter((f) => addresses.has(f.email) && f.funderId !== contact.funderOrganizationId)
          .map((f) => ({ ...f, listingIds: listingIds.get(f.funderId) ?? [] })),
        version: contact.version,
        sentCount: sent.get(contact.funderOrganizationId) ?? 0,
        createdAt: contact.createdAt.toISOString(),
        updatedAt: contact.updatedAt.toISOString(),
      };
    });
  }

  async function read(organizationId: string, id: string) {
    const row = await repo.findContact(db, organizationId, id);
    if (!row) throw new AppError("not_found");
    return row;
  }

  return { memberOf, manages, brokerageOf, present, read };
}

export type ContactAccess = ReturnType<typeof createContactAccess>;
