import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import type { Listing, listingListQuerySchema } from "@portal/contract/lenders/listing-schemas";
import { uuidOrNotFound } from "../../lib/uuid";
import { createListingAccess } from "./access";
import { createDirectory } from "./directory";
import { createFunderContacts, type ContactSends } from "./funder-contacts";
import { toListing } from "./listing-values";
import * as contacts from "./funder-contacts-repo";
import * as repo from "./repo";
import { createListingWrites } from "./writes";

export type LenderRow = repo.LenderRow;

/**
 * Listings (spec: `/v1/lender`): a funder's own users write them; everyone signed in sees the
 * published ones; a draft is seen only by its funder. Matching reads the published ones whole.
 */
export function createLenderService(
  db: Db,
  opts: {
    announce?: (on: Executor, listing: LenderRow) => Promise<unknown>;
    /** Deals sent to the brokerage's own funders (submissions, read by a later module). */
    sends?: ContactSends;
  } = {},
) {
  const access = createListingAccess(db);
  return {
    ...createListingWrites(db, access, (on, row) => opts.announce?.(on, row) ?? Promise.resolve()),
    ...createDirectory(db, access),
    ...createFunderContacts(
      db,
      (on, row) => opts.announce?.(on, row) ?? Promise.resolve(),
      opts.sends ?? { sentCountsTo: async () => new Map(), anySentTo: async () => false },
    ),

    async list(userId: string, { page, pageSize }: z.output<typeof listingListQuerySchema>) {
      const viewer = await access.viewerOf(userId);
      // A funder manages its own listings; a broker browses the published ones.
      const which =
        viewer.organization.accountType === "funder"
          ? repo.ownedBy(viewer.organization.id)
          : repo.isPublished;
      const rows = await repo.listLenders(db, which, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(toListing) };
    },

    async get(userId: string, id: string) {
      return access.read(await access.viewerOf(userId), uuidOrNotFound(id));
    },

    /** Published listings among `ids` (what a broker may send a deal to). */
    async publishedByIds(ids: readonly string[]) {
      const rows = await repo.publishedByIds(db, ids);
      return rows.map(toListing);
    },

    /**
     * The listings among `ids` brokerage `organizationId` may send a deal to: published portal
     * listings and its own funders' kept listings, whatever their status (decision 068).
     */
    async sendableByIds(organizationId: string, ids: readonly string[]) {
      const rows = await repo.sendableByIds(db, organizationId, ids);
      return rows.map((r) => ({
        ...toListing(r),
        keptByOrganizationId: r.lender.keptByOrganizationId,
      }));
    },

    /**
     * Brokerage `brokerOrganizationId`'s record of funder organization `funderOrganizationId`
     * (My funders): its company and the people its secure links go to; undefined when it keeps none.
     */
    async contactOf(funderOrganizationId: string, brokerOrganizationId: string, on: Executor = db) {
      const row = await contacts.contactOf(on, funderOrganizationId, brokerOrganizationId);
      return (
        row && { id: row.id, company: row.company, people: row.people, lenderId: row.lenderId }
      );
    },

    /** Every published listing, whole (matching keeps them in memory). */
    allPublishedRows: () => repo.allPublishedRows(db),
    /** The published listings among `ids`, whole. */
    publishedRows: (ids: readonly string[]) => repo.publishedRows(db, ids),
    /**
     * The rows, whole, of the listings among `ids` the brokerage may send to (`sendableByIds`):
     * matching judges them, a kept listing in draft too.
     */
    sendableRows: async (organizationId: string, ids: readonly string[]) =>
      (await repo.sendableByIds(db, organizationId, ids)).map((r) => r.lender),
    /** The number of the last change to any listing, and the listings changed after one. */
    lastListingChange: () => repo.lastListingChange(db),
    listingChangesSince: (since: number) => repo.listingChangesSince(db, since),

    /** Listing rows as brokers see them, with the names and response times the caller holds. */
    present: (
      rows: readonly LenderRow[],
      responseHours: ReadonlyMap<string, number>,
      names: ReadonlyMap<string, string>,
    ): Listing[] =>
      rows.map((lender) =>
        toListing({
          lender,
          funderName: names.get(lender.organizationId) ?? "",
          funderResponseHours: responseHours.get(lender.organizationId) ?? null,
        }),
      ),

    /** Funders' names by id. */
    funderNames: (organizationIds: readonly string[]) => repo.funderNames(db, organizationIds),

    /** Every funder's measured response time (hours), for those measured. */
    measuredResponseHours: () => repo.measuredResponseHours(db),
  };
}

export type LenderService = ReturnType<typeof createLenderService>;
