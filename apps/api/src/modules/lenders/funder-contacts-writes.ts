import type { z } from "zod";
import type { Db, Executor, Tx } from "@portal/db/database";
import type {
  funderContactInputSchema,
  funderContactUpdateSchema,
} from "@portal/contract/lenders/funder-contact-schemas";
import { currencies } from "@portal/contract/user/user-options";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import * as organizationQueries from "../organizations/queries";
import type { ContactAccess, ContactSends } from "./funder-contacts-access";
import * as repo from "./funder-contacts-repo";
import { sameCriteria } from "./listing-values";
import type { LenderRow } from "./repo";

type Input = z.output<typeof funderContactInputSchema>;
type Listing = NonNullable<Input["listing"]>;

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

const published = (listing: Listing | null, before?: Date | null) =>
  listing
    ? { status: "published" as const, publishedAt: before ?? new Date() }
    : { status: "draft" as const, publishedAt: null };

/** The contact's own fields from its input. */
const contactValues = (input: Input) => ({
  company: input.company,
  people: input.people.map((p) => ({ ...p, phone: p.phone ?? null })),
  products: input.products,
  notes: input.notes || null,
});

/** The currency a listing without criteria is in: the member's display currency, else GBP. */
async function defaultCurrency(db: Db, userId: string) {
  const currency = await repo.displayCurrencyOf(db, userId);
  return currency && (currencies as readonly string[]).includes(currency) ? currency : "GBP";
}

/**
 * A kept listing follows its contact: named after the company; criteria entered publish it, none
 * take it back to a draft; announced when published or its criteria or currency change.
 */
async function changeKeptListing(
  tx: Tx,
  lender: LenderRow,
  input: Input,
  announce: (on: Executor, listing: LenderRow) => Promise<unknown>,
) {
  const values = listingValues(input.company, input.listing, lender.currency);
  const criteriaChanged = !sameCriteria(lender.criteria, values.criteria);
  const changed = await repo.updateKeptListing(tx, lender.keptByOrganizationId!, lender.id, {
    ...values,
    ...published(input.listing, lender.publishedAt),
    ...(criteriaChanged ? { criteriaUpdatedAt: new Date() } : {}),
  });
  if (
    changed?.status === "published" &&
    (lender.status !== "published" || criteriaChanged || changed.currency !== lender.currency)
  )
    await announce(tx, changed);
}

/**
 * A brokerage's changes to its own funders (decision 068): the funder's organization, its listing
 * and the contact change together; a listing published or whose criteria change is announced
 * (matching tells this brokerage's deals only). Each returns the contact's id.
 */
export function createContactWrites(
  db: Db,
  access: ContactAccess,
  announce: (on: Executor, listing: LenderRow) => Promise<unknown>,
  { anySentTo }: Pick<ContactSends, "anySentTo">,
) {
  const { brokerageOf, read } = access;
  return {
    /** `POST /v1/funder-contacts`: the funder's organization, its listing and the contact, at once. */
    async createContact(userId: string, input: Input) {
      const organization = await brokerageOf(userId, true);
      const currency = await defaultCurrency(db, userId);
      return db.transaction(async (tx) => {
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
          ...contactValues(input),
          createdBy: userId,
        });
        if (lender.status === "published") await announce(tx, lender);
        return contact.id;
      });
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
      const { contact, lender } = await read(organization.id, uuidOrNotFound(rawId));
      await db.transaction(async (tx: Tx) => {
        const row = await repo.updateContactAtVersion(
          tx,
          organization.id,
          contact.id,
          version,
          contactValues(input),
        );
        if (!row) throw new AppError("version_conflict");
        if (input.company !== contact.company)
          await organizationQueries.renameKeptFunder(
            tx,
            contact.funderOrganizationId,
            organization.id,
            input.company,
          );
        // Once the funder created its account, its listing is its own.
        if (lender?.keptByOrganizationId === organization.id)
          await changeKeptListing(tx, lender, input, announce);
      });
      return contact.id;
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
  };
}
