import type { Db } from "@portal/db/database";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import { toListing } from "./listing-values";
import * as repo from "./repo";

async function viewerOf(db: Db, userId: string) {
  const membership = await organizations.getMembership(db, userId);
  if (!membership) throw new AppError("profile_not_found");
  return { userId, organization: membership.organization };
}

export type ListingViewer = Awaited<ReturnType<typeof viewerOf>>;

/** Who may read and write which listings: a funder's own users write them; everyone signed in reads the published ones. */
export function createListingAccess(db: Db) {
  return {
    viewerOf: (userId: string) => viewerOf(db, userId),

    /** A funder's own user, about to change one of its listings. */
    async funderOf(userId: string) {
      const viewer = await viewerOf(db, userId);
      if (viewer.organization.accountType !== "funder") throw new AppError("forbidden");
      return viewer;
    },

    /** One of the viewer's own listings, else not found. */
    async own(viewer: ListingViewer, rawId: string) {
      const found = await repo.findLender(
        db,
        repo.ownedBy(viewer.organization.id),
        uuidOrNotFound(rawId),
      );
      if (!found) throw new AppError("not_found");
      return found;
    },

    /** A listing this person may read, as they see it; a draft is seen only by its funder. */
    async read(viewer: ListingViewer, id: string) {
      const found = await repo.findLender(db, repo.ownOrPublished(viewer.organization.id), id);
      if (!found) throw new AppError("not_found");
      return toListing(found);
    },
  };
}

export type ListingAccess = ReturnType<typeof createListingAccess>;
