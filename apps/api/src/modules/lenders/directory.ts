import type { Db } from "@portal/db/database";
import type {
  DirectoryFunder,
  DirectoryPage,
  DirectoryQuery,
} from "@portal/contract/lenders/directory-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { imageUrl } from "../images/service";
import type { ListingAccess } from "./access";
import * as repo from "./directory-repo";
import { toListing } from "./listing-values";

type Filters = Omit<DirectoryQuery, "page" | "pageSize" | "q">;

/**
 * The brokers' directory of approved funders and their published listings (docs/decisions/042).
 * Brokers' (operators are members of a brokerage, so they read it too); a funder manages its own
 * listings and is refused the directory of the others.
 */
export function createDirectory(db: Db, access: ListingAccess) {
  async function brokerOf(userId: string) {
    const viewer = await access.viewerOf(userId);
    if (viewer.organization.accountType === "funder") throw new AppError("forbidden");
    return viewer;
  }

  /** The funders `ids` in that order, each with its published listings the filters keep. */
  async function present(ids: readonly string[], filters: Filters): Promise<DirectoryFunder[]> {
    const [funders, listings] = await Promise.all([
      repo.directoryFunders(db, ids),
      repo.directoryListings(db, ids, filters),
    ]);
    const byId = new Map(funders.map((f) => [f.id, f]));
    return ids.flatMap((id) => {
      const funder = byId.get(id);
      if (!funder) return [];
      const responseHours = funder.measuredResponseHours;
      return [
        {
          id,
          name: funder.name,
          logoUrl: imageUrl(funder.logoImage),
          measuredResponseHours:
            responseHours === null ? null : Math.round(responseHours * 10) / 10,
          publishedListings: listings.published.get(id) ?? 0,
          listings: listings.rows
            .filter((row) => row.organizationId === id)
            .map((lender) =>
              toListing({ lender, funderName: funder.name, funderResponseHours: responseHours }),
            ),
        },
      ];
    });
  }

  return {
    /** `GET /v1/lenders`: a page of the funders whose published listings pass the filters. */
    async directory(userId: string, parsed: DirectoryQuery): Promise<DirectoryPage> {
      await brokerOf(userId);

      const { ids, total } = await repo.directoryPage(db, parsed);
      const { page, pageSize, q: _, ...filters } = parsed;
      return { items: await present(ids, filters), page, pageSize, total };
    },

    /** `GET /v1/lenders/{id}`: one listed funder with every published listing; anything else is not found. */
    async directoryFunder(userId: string, rawId: string): Promise<DirectoryFunder> {
      await brokerOf(userId);
      const [funder] = await present([uuidOrNotFound(rawId)], {});
      if (!funder?.listings.length) throw new AppError("not_found");
      return funder;
    },

    /**
     * An approved funder's published listings, whole (checking a deal against the funder); or,
     * for brokerage `keptFor`, one of its own funders' published listing (decision 068).
     */
    async listedRows(funderId: string, keptFor?: string) {
      const id = uuidOrNotFound(funderId);
      const [[funder], { rows }, kept] = await Promise.all([
        repo.directoryFunders(db, [id]),
        repo.directoryListings(db, [id], {}),
        keptFor ? repo.keptListings(db, id, keptFor) : undefined,
      ]);
      if (funder && rows.length) return { funder, rows };
      if (kept?.funder) return { funder: kept.funder, rows: kept.rows };
      throw new AppError("not_found");
    },
  };
}
