import type { Db, Executor } from "@portal/db/database";
import type { z } from "zod";
import type { DealEvent, dealTransitionSchema } from "@portal/contract/deals/deal-schemas";
import {
  canMoveDeal,
  mayMoveDeal,
  needsReason,
  type DealEventSource,
  type DealStatus,
} from "@portal/contract/deals/deal-states";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as learn from "../learn/service";
import type { DealAccess } from "./access";
import * as repo from "./repo";
import { visibleDeals } from "./visibility";

const anyDeal = sql`true`;

/**
 * A deal withdrawn as a whole: the submissions module withdraws its open submissions, inside the
 * same transaction (decision 027). Given to the deal service, which cannot see submissions.
 */
export type OnWithdrawn = (
  tx: Executor,
  dealId: string,
  by: { actorId: string | null; source: DealEventSource },
) => Promise<void>;

/**
 * A person or the CRM moved the deal (not submissions, whose moves announce themselves): whoever
 * sees it is told on their open pages (the board, the list, the deal), inside the transaction.
 */
export type OnMoved = (tx: Executor, dealId: string) => Promise<void>;

/**
 * The one writer of a deal's status, for every move (people through the UI or API, submissions'
 * advances, the CRM): the pipeline must allow the move, the deal must still be at the version the
 * caller read, and each move leaves its entry in the deal's history. Submitting passes the
 * training gate (docs/decisions/040-training-gate.md): the person submitting, or for the CRM the
 * deal's owner, must hold a valid accreditation for the deal's product.
 */
export async function moveDealStatus(
  tx: Executor,
  deal: Pick<repo.DealRow, "id" | "status" | "version" | "product" | "ownerId">,
  to: DealStatus,
  entry: {
    actorId: string | null;
    source: DealEventSource;
    reason: string | null;
    event?: DealEvent | null;
  },
) {
  if (!canMoveDeal(deal.status, to)) throw new AppError("invalid_transition");
  if (to === "submitted")
    await learn.requireTraining(tx, entry.actorId ?? deal.ownerId, deal.product);
  const moved = await repo.updateDealAtVersion(tx, anyDeal, deal.id, deal.version, { status: to });
  if (!moved) throw new AppError("version_conflict");
  await repo.insertMoveHistory(tx, {
    dealId: deal.id,
    fromStatus: deal.status,
    toStatus: to,
    ...entry,
  });
  return moved;
}

/** The deal's moves through its states, and its dated history lines. */
export function createDealMoves(
  db: Db,
  access: DealAccess,
  { onWithdrawn, onMoved }: { onWithdrawn?: OnWithdrawn; onMoved?: OnMoved },
) {
  return {
    /** Moves the deal along the pipeline; one wins when two people move it at once. */
    async transition(
      userId: string,
      rawId: string,
      { to, reason, version }: z.output<typeof dealTransitionSchema>,
      source: DealEventSource,
    ) {
      const id = uuidOrNotFound(rawId);
      const viewer = await access.viewerOf(userId);
      if (!mayMoveDeal("broker", to)) throw new AppError("not_your_move");
      if (needsReason(to) && !reason) {
        throw new AppError("validation_failed", {
          issues: [{ path: "reason", code: "reasonRequired", message: "Give a reason" }],
        });
      }
      await db.transaction(async (tx) => {
        const current = await repo.findVisibleDeal(tx, visibleDeals(viewer), id);
        if (!current) throw new AppError("not_found");
        if (current.deal.version !== version) throw new AppError("version_conflict");
        await moveDealStatus(tx, current.deal, to, {
          actorId: viewer.userId,
          source,
          reason: reason || null,
        });
        if (to === "withdrawn") await onWithdrawn?.(tx, id, { actorId: viewer.userId, source });
        await onMoved?.(tx, id);
      });
      return access.detail(viewer, id);
    },

    /**
     * Moves the deal along `path` (inside the caller's transaction), taking each step the pipeline
     * allows from where it stands and skipping those it has passed; each step is in its history.
     */
    async advance(
      tx: Executor,
      dealId: string,
      path: readonly DealStatus[],
      /** Null for a move made from a secure link: no person's account (its source says so). */
      actorId: string | null,
      source: DealEventSource,
      /** What made the move, as facts (e.g. the funder whose offer was accepted). */
      event?: DealEvent,
    ) {
      for (const to of path) {
        const [current] = await repo.findDeals(tx, [dealId]);
        if (!current || !canMoveDeal(current.deal.status, to)) continue;
        await moveDealStatus(tx, current.deal, to, {
          actorId,
          source,
          reason: null,
          event: event ?? null,
        });
      }
    },

    /** A dated entry in the deal's history that does not change its state (e.g. sent to a funder). */
    async stamp(
      tx: Executor,
      dealId: string,
      actorId: string,
      source: DealEventSource,
      event: DealEvent,
    ) {
      const [current] = await repo.findDeals(tx, [dealId]);
      if (!current) throw new AppError("not_found");
      await repo.insertHistory(tx, {
        dealId,
        fromStatus: current.deal.status,
        toStatus: current.deal.status,
        actorId,
        source,
        event,
        reason: null,
      });
    },
  };
}
