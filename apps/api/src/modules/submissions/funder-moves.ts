import type { Executor } from "@portal/db/database";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import type { z } from "zod";
import type {
  fundedSchema,
  submissionNoteSchema,
} from "@portal/contract/submissions/submission-schemas";
import type {
  bulkDeclineSchema,
  DeclineReason,
  declineSchema,
} from "@portal/contract/submissions/inbox-schemas";
import { AppError } from "../../lib/app-error";
import type { FunderNews } from "../email/service";
import { earn } from "./commissions";
import { fundersSubmission, type Named, type SubmissionContext } from "./context";
import type { FunderViews } from "./funder-views";
import { dealActor, linkActor, makeMove } from "./moves";
import { announceMove, noticeBroker } from "./notices";
import { createOffers, type OfferMove } from "./offers";
import { dealOwner } from "../deals/queries";
import { insertMessage } from "../threads/queries";
import { funderMembership } from "./inbox";
import * as repo from "./repo";

/** The deal's broker is told of a funder's move by email and in the notification centre, in the move's transaction. */
export async function tellBroker(
  ctx: SubmissionContext,
  tx: Executor,
  found: Named,
  move: FunderNews["move"],
  note: string | null,
  reason: DeclineReason | null = null,
) {
  const dealId = found.submission.dealId;
  const owner = await dealOwner(tx, dealId);
  if (owner && move !== "decline" && move !== "duplicate")
    await noticeBroker(tx, owner, dealId, found.funderName, move, found.submission.id);
  if (owner && ctx.tellBroker)
    await ctx.tellBroker(tx, owner.email, {
      funderName: found.funderName,
      reference: owner.reference,
      businessName: owner.businessName,
      move,
      note,
      reason,
      link: `${ctx.publicUrl ?? ""}/deals/${dealId}`,
    });
}

/** A funder's move on a submission, with its parsed body. */
export type FunderMove =
  | OfferMove
  | { name: "decline"; input: z.output<typeof declineSchema> }
  | {
      name: "request_info" | "duplicate";
      input: Pick<z.output<typeof submissionNoteSchema>, "note">;
    };

/**
 * The move itself, without reading the submission back; whether it was the funder's first answer.
 * `actorId` is the person's id, or `link:<address>` for a move made from a secure link.
 */
async function decide(
  ctx: SubmissionContext,
  offers: ReturnType<typeof createOffers>,
  actorId: string,
  found: Named,
  move: FunderMove,
  source: DealEventSource,
) {
  const s = found.submission;
  const by = { actorId, source };
  if (move.name === "offer" || move.name === "revise" || move.name === "withdraw_offer")
    await offers.offerMove(found, move, by);
  else {
    const note = move.input.note || null;
    const name = move.name;
    // The reason is kept on the submission for the broker; the note stays the event's.
    const extra = move.name === "decline" ? { declineReason: move.input.reason } : {};
    await ctx.db.transaction(async (tx) => {
      await makeMove(tx, found, "funder", name, { ...by, note }, extra);
      if (name === "request_info") {
        await ctx.deals.advance(tx, s.dealId, ["in_review"], dealActor(actorId), source);
        // The question is the thread's message (issue 34): the thread is where it is read.
        await insertMessage(tx, {
          submissionId: s.id,
          authorId: actorId,
          side: "funder",
          body: note ?? "",
        });
      }
      await tellBroker(ctx, tx, found, name, note, extra.declineReason ?? null);
    });
  }
  return !s.firstResponseAt;
}

/** The funder asks for information, offers (revises, withdraws), declines or flags a duplicate; funding closes the deal. */
export function createFunderMoves(ctx: SubmissionContext, views: FunderViews) {
  const offers = createOffers(ctx, (tx, found, move, note) =>
    tellBroker(ctx, tx, found, move, note),
  );

  /** The money went out: the deal is funded (at the amount said, or the accepted offer's) and the commission earned. */
  async function fund(
    found: Named,
    amountMinor: number | undefined,
    actorId: string | null,
    source: DealEventSource,
  ) {
    const s = found.submission;
    if (s.status !== "accepted") throw new AppError("invalid_transition");
    const funded =
      amountMinor ?? (await repo.latestProposals(ctx.db, [s.id])).get(s.id)!.amountMinor;
    const deal = await ctx.deals.find(ctx.db, s.dealId);
    if (deal?.deal.status !== "accepted") throw new AppError("invalid_transition");
    await ctx.db.transaction(async (tx) => {
      await ctx.deals.advance(tx, s.dealId, ["funded"], actorId, source, {
        kind: "funded",
        funderName: found.funderName,
      });
      await ctx.deals.setFundedAmount(tx, s.dealId, funded);
      await earn(tx, s.dealId, funded, actorId);
      // The broker's open deal, lists and dashboard, and the funder's inbox, read it again.
      await announceMove(tx, s);
    });
    return views.funderView(s.id);
  }

  return {
    async funderMove(
      userId: string,
      submissionId: string,
      move: FunderMove,
      source: DealEventSource,
    ) {
      const found = await fundersSubmission(ctx, userId, submissionId);
      // The funder's first answer changed its measured response time (see `makeMove`).
      if (await decide(ctx, offers, userId, found, move, source))
        ctx.matching.responseTimesChanged();
      return views.funderView(found.submission.id);
    },

    /**
     * A move made from a secure link (decision 068): on the submission the visit opened, recorded
     * as `link:<address>` with the source `link`; its first answer, the broker's notices and the
     * waiting message's clearing are those of a funder's move in its inbox.
     */
    async funderMoveFromLink(found: Named, email: string, move: FunderMove) {
      if (await decide(ctx, offers, linkActor(email), found, move, "link"))
        ctx.matching.responseTimesChanged();
      return views.funderView(found.submission.id);
    },

    /**
     * Several items declined with one reason, each its own move in its own transaction: those
     * refused (another funder's or no such item: not_found; already decided: invalid_transition;
     * moved meanwhile: version_conflict) are listed with the code one decline would have given.
     */
    async bulkDecline(
      userId: string,
      { ids, reason, note }: z.output<typeof bulkDeclineSchema>,
      source: DealEventSource,
    ) {
      await funderMembership(ctx, userId);
      const declined: string[] = [];
      const refused: { id: string; code: string }[] = [];
      let answered = false;
      for (const id of new Set(ids.map((i) => i.toLowerCase()))) {
        try {
          const found = await fundersSubmission(ctx, userId, id);
          const move = { name: "decline", input: { reason, note } } as const;
          if (await decide(ctx, offers, userId, found, move, source)) answered = true;
          declined.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ id, code: error.code });
        }
      }
      if (answered) ctx.matching.responseTimesChanged();
      return { declined, refused };
    },

    /** The funder says the money went out: the deal is funded and the commission earned. */
    async funded(
      userId: string,
      submissionId: string,
      { amountMinor }: z.output<typeof fundedSchema>,
      source: DealEventSource,
    ) {
      const found = await fundersSubmission(ctx, userId, submissionId);
      return fund(found, amountMinor, userId, source);
    },

    /**
     * An outside funder says so from its secure link (decision 068): the same move, recorded with
     * no person (the deal's history and the ledger name accounts) and the source `link`.
     */
    fundedFromLink: (found: Named, { amountMinor }: z.output<typeof fundedSchema>) =>
      fund(found, amountMinor, null, "link"),
  };
}
