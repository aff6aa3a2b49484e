import type { z } from "zod";
import type { Db, Executor, Tx } from "@portal/db/database";
import type {
  FunderContact,
  funderContactInputSchema,
  funderContactSettingsSchema,
  funderContactUpdateSchema,
} from "@portal/contract/lenders/funder-contact-schemas";
import { currencies } from "@portal/contract/user/user-options";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import * as organizationQueries from "../organizations/queries";
import * as repo from "./funder-contacts-repo";
import { sameCriteria, toListing } from "./listing-values";
import type { LenderRow } from "./repo";

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

type Input = z.output<typeof funderContactInputSchema>;
type Listing = NonNullable<Input["listing"]>;

/** Sales roles that manage people: with owners and admins, they keep the brokerage's funders. */
const managingSalesRoles: readonly string[] = [
  "general_manager",
  "country_manager",
  "team_manager",
];

/** A listing's row values from a contact's criteria (none: a draft judged by nobody). */
function listingValues(company: string, listing: Listing | null, currency: string) {
  return {
    name: company,
    description: listing?.description ?? null,
    currency: listing?.currency ?? currency,
    criteria: listing?.criteria ?? {},
    amountMinMinor: listing?.criteria.amountMinMinor ?? null,
    amountMaxMinor: listing?.criteria.amountMaxMinor ?? null,
    rateMinBp: listing?.rateMinBp ?? null,
    rateMaxBp: listing?.rateMaxBp ?? null,
    factorMinBp: listing?.factorMinBp ?? null,
    factorMaxBp: listing?.factorMaxBp ?? null,
    brokerCommissionBp: listing?.brokerCommissionBp ?? null,
    promisedResponseHours: listing?.promisedResponseHours ?? null,
  };
}

/**
 * A brokerage's own funders, Lenders > My funders (issue 39, docs/decisions/068). Each is an
 * outside funder organization the brokerage keeps, with a listing of its criteria (published
 * exactly when criteria were entered, and judged by matching for this brokerage's deals only) and
 * the contact: its people, products and notes. Every member of a brokerage reads them (brokers
 * pick from them); owners, admins and managing sales roles write them; a funder is refused.
 */
export function createFunderContacts(
  db: Db,
  announce: (on: Executor, listing: LenderRow) => Promise<unknown>,
  sends: ContactSends,
) {
  const { sentCountsTo, anySentTo } = sends;
  /** The signed-in member of a brokerage; `manage`: one who may change its funders. */
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

  /** The currency a listing without criteria is in: the member's display currency, else GBP. */
  async function defaultCurrency(userId: string) {
    const currency = await repo.displayCurrencyOf(db, userId);
    return currency && (currencies as readonly string[]).includes(currency) ? currency : "GBP";
  }

  const published = (listing: Listing | null, before?: Date | null) =>
    listing
      ? { status: "published" as const, publishedAt: before ?? new Date() }
      : { status: "draft" as const, publishedAt: null };

  return {
    /** `GET /v1/funder-contacts`: the brokerage's funders, by company. */
    async listContacts(userId: string) {
      const membership = await memberOf(userId);
      const { id } = membership.organization;
      const rows = await repo.listContacts(db, id);
      return { items: await present(id, rows), canManage: manages(membership) };
    },

    /** `GET /v1/funder-contact/{id}`. */
    async getContact(userId: string, rawId: string) {
      const organization = await brokerageOf(userId);
      const row = await read(organization.id, uuidOrNotFound(rawId));
      return (await present(organization.id, [row]))[0]!;
    },

    /** `POST /v1/funder-contacts`: the funder's organization, its listing and the contact, at once. */
    async createContact(userId: string, input: Input) {
      const organization = await brokerageOf(userId, true);
      const currency = await defaultCurrency(userId);
      const id = await db.transaction(async (tx) => {
        const funderId = await organizationQueries.insertKeptFunder(
          tx,
          input.company,
          organization.id,
        );
        const lender = await repo.insertKeptListing(tx, {
          ...listingValues(input.company, input.listing, currency),
          ...published(input.listing),
          organizationId: funderId,
          keptByOrganizationId: organization.id,
        });
        const contact = await repo.insertContact(tx, {
          organizationId: organization.id,
          funderOrganizationId: funderId,
          lenderId: lender.id,
          company: input.company,
          people: input.people.map((p) => ({ ...p, phone: p.phone ?? null })),
          products: input.products,
          notes: input.notes || null,
          createdBy: userId,
        });
        if (lender.status === "published") await announce(tx, lender);
        return contact.id;
      });
      return this.getContact(userId, id);
    },

    /**
     * `PUT /v1/funder-contact/{id}` at the version read: the company renames the funder and its
     * listing; criteria entered publish the listing, none take it back to a draft.
     */
    async updateContact(
      userId: string,
      rawId: string,
      { version, ...input }: z.output<typeof funderContactUpdateSchema>,
    ) {
      const organization = await brokerageOf(userId, true);
      const current = await read(organization.id, uuidOrNotFound(rawId));
      const { contact, lender } = current;
      await db.transaction(async (tx: Tx) => {
        const row = await repo.updateContactAtVersion(tx, organization.id, contact.id, version, {
          company: input.company,
          people: input.people.map((p) => ({ ...p, phone: p.phone ?? null })),
          products: input.products,
          notes: input.notes || null,
        });
        if (!row) throw new AppError("version_conflict");
        if (input.company !== contact.company)
          await organizationQueries.renameKeptFunder(
            tx,
            contact.funderOrganizationId,
            organization.id,
            input.company,
          );
        if (!lender || lender.keptByOrganizationId !== organization.id) return;
        const values = listingValues(input.company, input.listing, lender.currency);
        const criteriaChanged = !sameCriteria(lender.criteria, values.criteria);
        const changed = await repo.updateKeptListing(tx, organization.id, lender.id, {
          ...values,
          ...published(input.listing, lender.publishedAt),
          ...(criteriaChanged ? { criteriaUpdatedAt: new Date() } : {}),
        });
        if (
          changed?.status === "published" &&
          (lender.status !== "published" || criteriaChanged || changed.currency !== lender.currency)
        )
          await announce(tx, changed);
      });
      return this.getContact(userId, contact.id);
    },

    /**
     * `DELETE /v1/funder-contact/{id}`: the contact, its listing and its organization; refused
     * (`still_in_use`) once a deal was sent to it, whose record the funder's organization holds.
     * A funder that created its account is its own: only the contact goes.
     */
    async deleteContact(userId: string, rawId: string) {
      const organization = await brokerageOf(userId, true);
      const { contact } = await read(organization.id, uuidOrNotFound(rawId));
      await db.transaction(async (tx) => {
        // Locked first: a deal sent meanwhile (its row holds a key-share lock on the funder's
        // organization) is either seen here or refused for the organization being gone.
        await organizations.lockOrganization(tx, contact.funderOrganizationId);
        if (await anySentTo(tx, contact.funderOrganizationId)) throw new AppError("still_in_use");
        if (!(await repo.deleteContact(tx, organization.id, contact.id)))
          throw new AppError("not_found");
        if (contact.lenderId) await repo.deleteKeptListing(tx, organization.id, contact.lenderId);
        await organizationQueries.deleteKeptFunder(
          tx,
          contact.funderOrganizationId,
          organization.id,
        );
      });
    },

    /** `GET /v1/funder-contacts/settings`: how many days a secure link lives. */
    async contactSettings(userId: string) {
      const organization = await brokerageOf(userId);
      return { linkDays: organization.funderLinkDays };
    },

    async updateContactSettings(
      userId: string,
      input: z.output<typeof funderContactSettingsSchema>,
    ) {
      const organization = await brokerageOf(userId, true);
      await organizationQueries.setFunderLinkDays(db, organization.id, input.linkDays);
      return { linkDays: input.linkDays };
    },

    /**
     * The funder created its account from a secure link (decision 068): its listings kept by a
     * brokerage become its own drafts, published again once the operator approved it.
     */
    async releaseKeptListings(on: Executor, funderOrganizationId: string) {
      await repo.releaseKeptListings(on, funderOrganizationId);
    },

    /** How many days brokerage `organizationId`'s secure links live (its setting, 14 unless changed). */
    linkDaysOf: (organizationId: string, on: Executor = db) =>
      organizationQueries.funderLinkDaysOf(on, organizationId),
  };
}
