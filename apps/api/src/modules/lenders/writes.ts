import type { Db, Executor } from "@portal/db/database";
import type { z } from "zod";
import type {
  listingInputSchema,
  listingUpdateSchema,
} from "@portal/contract/lenders/listing-schemas";
import { AppError } from "../../lib/app-error";
import type { ListingAccess } from "./access";
import { sameCriteria, toListing, valuesOf } from "./listing-values";
import * as repo from "./repo";

/**
 * A funder's changes to its listings. Publishing needs an approved funder; a listing published or
 * whose published criteria change is announced (matching finds the open deals it now fits),
 * queued in the change's transaction.
 */
export function createListingWrites(
  db: Db,
  access: ListingAccess,
  announce: (on: Executor, listing: repo.LenderRow) => Promise<unknown>,
) {
  /**
   * Moves one of the viewer's listings to `changes` at the version read (a race is a conflict);
   * the listing is announced, in the same transaction, when `announces` says so.
   */
  function change(
    viewer: { organization: { id: string } },
    current: { lender: repo.LenderRow },
    version: number,
    changes: Parameters<typeof repo.updateLenderAtVersion>[4],
    announces: (row: repo.LenderRow) => boolean = () => false,
  ) {
    return db.transaction(async (tx) => {
      const row = await repo.updateLenderAtVersion(
        tx,
        viewer.organization.id,
        current.lender.id,
        version,
        changes,
      );
      if (!row) throw new AppError("version_conflict");
      if (announces(row)) await announce(tx, row);
      return row;
    });
  }

  return {
    async create(userId: string, input: z.output<typeof listingInputSchema>) {
      const viewer = await access.funderOf(userId);
      const values = valuesOf(input);
      const row = await repo.insertLender(db, {
        ...values,
        organizationId: viewer.organization.id,
      });
      return access.read(viewer, row.id);
    },

    async update(
      userId: string,
      id: string,
      { version, ...fields }: z.output<typeof listingUpdateSchema>,
    ) {
      const viewer = await access.funderOf(userId);
      const current = await access.own(viewer, id);
      const values = valuesOf(fields);
      const changed = !sameCriteria(current.lender.criteria, values.criteria);
      const row = await change(
        viewer,
        current,
        version,
        { ...values, ...(changed ? { criteriaUpdatedAt: new Date() } : {}) },
        (row) =>
          row.status === "published" && (changed || row.currency !== current.lender.currency),
      );
      return access.read(viewer, row.id);
    },

    async remove(userId: string, id: string) {
      const viewer = await access.funderOf(userId);
      const current = await access.own(viewer, id);
      if (!(await repo.deleteLender(db, viewer.organization.id, current.lender.id)))
        throw new AppError("not_found");
    },

    /** Publishing: only an approved funder's listings reach brokers and matching. */
    async publish(userId: string, id: string) {
      const viewer = await access.funderOf(userId);
      const current = await access.own(viewer, id);
      if (!viewer.organization.approvedAt) throw new AppError("funder_not_approved");
      if (current.lender.status === "published") return toListing(current);
      const published = { status: "published" as const, publishedAt: new Date() };
      const row = await change(viewer, current, current.lender.version, published, () => true);
      return access.read(viewer, row.id);
    },

    async unpublish(userId: string, id: string) {
      const viewer = await access.funderOf(userId);
      const current = await access.own(viewer, id);
      if (current.lender.status === "draft") return toListing(current);
      const row = await change(viewer, current, current.lender.version, { status: "draft" });
      return access.read(viewer, row.id);
    },
  };
}
