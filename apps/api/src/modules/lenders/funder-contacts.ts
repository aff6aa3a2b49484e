import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import type {
  funderContactInputSchema,
  funderContactSettingsSchema,
  funderContactUpdateSchema,
} from "@portal/contract/lenders/funder-contact-schemas";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizationQueries from "../organizations/queries";
import { createContactAccess, type ContactSends } from "./funder-contacts-access";
import * as repo from "./funder-contacts-repo";
import { createContactWrites } from "./funder-contacts-writes";
import type { LenderRow } from "./repo";

export type { ContactSends } from "./funder-contacts-access";

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
  const access = createContactAccess(db, sends);
  const writes = createContactWrites(db, access, announce, sends);
  const { memberOf, manages, brokerageOf, present, read } = access;

  async function getContact(userId: string, rawId: string) {
    const organization = await brokerageOf(userId);
    const row = await read(organization.id, uuidOrNotFound(rawId));
    return (await present(organization.id, [row]))[0]!;
  }

  return {
    /** `GET /v1/funder-contacts`: the brokerage's funders, by company. */
    async listContacts(userId: string) {
      const membership = await memberOf(userId);
      const { id } = membership.organization;
      const rows = await repo.listContacts(db, id);
      return { items: await present(id, rows), canManage: manages(membership) };
    },

    /** `GET /v1/funder-contact/{id}`. */
    getContact,

    /** `POST /v1/funder-contacts`: the funder's organization, its listing and the contact, at once. */
    createContact: async (userId: string, input: z.output<typeof funderContactInputSchema>) =>
      getContact(userId, await writes.createContact(userId, input)),

    /** `PUT /v1/funder-contact/{id}` at the version read. */
    updateContact: async (
      userId: string,
      rawId: string,
      input: z.output<typeof funderContactUpdateSchema>,
    ) => getContact(userId, await writes.updateContact(userId, rawId, input)),

    /** `DELETE /v1/funder-contact/{id}`. */
    deleteContact: writes.deleteContact,

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
