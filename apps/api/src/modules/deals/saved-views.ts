import type { Db } from "@portal/db/database";
import { isUniqueViolation } from "@portal/db/errors";
import {
  savedViewLimit,
  type SavedView,
  type SavedViewCreate,
} from "@portal/contract/deals/board-schemas";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealAccess } from "./access";
import * as repo from "./saved-views-repo";

const toView = (row: repo.SavedViewRow): SavedView => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  createdAt: row.createdAt.toISOString(),
});

/** A person's saved board views (issue 34): theirs alone, whatever organization they are in. */
export function createSavedViews(db: Db, access: DealAccess) {
  return {
    /** `GET /v1/user/deals/views`. */
    async listViews(userId: string) {
      await access.viewerOf(userId);
      return { items: (await repo.listViews(db, userId)).map(toView) };
    },

    /** `POST /v1/user/deals/views`: a new name (409 when taken), within `savedViewLimit`. */
    async createView(userId: string, input: SavedViewCreate): Promise<SavedView> {
      await access.viewerOf(userId);
      try {
        return await db.transaction(async (tx) => {
          await repo.lockViews(tx, userId);
          if ((await repo.countViews(tx, userId)) >= savedViewLimit)
            throw new AppError("conflict", {
              message: "savedViewLimit",
              details: { limit: savedViewLimit },
            });
          return toView(await repo.insertView(tx, { userId, ...input }));
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError("name_taken", {
            message: "savedViewNameTaken",
            issues: [toFieldIssue(["name"], "savedViewNameTaken")],
          });
        throw error;
      }
    },

    /** `DELETE /v1/user/deals/views/{id}`: another person's view is not found. */
    async deleteView(userId: string, rawId: string) {
      const id = uuidOrNotFound(rawId);
      await access.viewerOf(userId);
      if (!(await repo.deleteView(db, userId, id))) throw new AppError("not_found");
    },
  };
}
