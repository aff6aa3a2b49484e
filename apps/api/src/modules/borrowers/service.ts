import type { Db } from "@portal/db/database";
import {
  borrowerInputSchema,
  type borrowerSubmitSchema,
  type borrowerUpdateSchema,
} from "@portal/contract/deals/deal-schemas";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { uuidOrNotFound } from "../../lib/uuid";
import { updateBorrower } from "../deals/queries";
import { checkRegion, toBorrower, toDeal, type DealService } from "../deals/service";

/** `/v1/borrower/{id}`: a borrower with the deals this person may see, its update, and submitting its draft. */
export function createBorrowerService(db: Db, deals: DealService) {
  async function read(userId: string, rawId: string) {
    const id = uuidOrNotFound(rawId);
    const viewer = await deals.viewerOf(userId);
    const borrower = await deals.visibleBorrower(viewer, id);
    if (!borrower) throw new AppError("not_found");
    const rows = await deals.dealsOfBorrower(viewer, id);
    return { viewer, borrower, deals: rows };
  }

  async function get(userId: string, id: string) {
    const { borrower, deals: rows } = await read(userId, id);
    return { ...toBorrower(borrower), deals: rows.map(toDeal) };
  }

  return {
    get,

    async update(userId: string, id: string, changes: z.output<typeof borrowerUpdateSchema>) {
      const { borrower } = await read(userId, id);
      const { id: _id, ...current } = toBorrower(borrower);
      const merged = parseOrThrow(borrowerInputSchema, { ...current, ...changes });
      checkRegion(merged, "region");
      await updateBorrower(db, borrower.id, {
        ...merged,
        region: merged.region ?? null,
        property: merged.property ?? null,
      });
      return get(userId, id);
    },

    /** Submits the borrower's draft deal (the one named, or the only one). */
    async submit(
      userId: string,
      id: string,
      { dealId }: z.output<typeof borrowerSubmitSchema>,
      source: "ui" | "api",
    ) {
      const { deals: rows } = await read(userId, id);
      const drafts = rows.filter((d) => d.status === "draft" && (!dealId || d.id === dealId));
      if (drafts.length === 0) throw new AppError("invalid_transition");
      if (drafts.length > 1)
        throw new AppError("validation_failed", {
          issues: [{ path: "dealId", code: "invalidValue", message: "This value is not valid" }],
        });
      const draft = drafts[0]!;
      return deals.transition(
        userId,
        draft.id,
        { to: "submitted", version: draft.version },
        source,
      );
    },
  };
}

export type BorrowerService = ReturnType<typeof createBorrowerService>;
