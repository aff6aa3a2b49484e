import type { Executor } from "@portal/db/database";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import type { z } from "zod";
import type {
  acceptOfferSchema,
  submissionNoteSchema,
} from "@portal/contract/submissions/submission-schemas";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import { recordCommission } from "./commissions";
import { brokersSubmission, checkShared, type Named, type SubmissionContext } from "./context";
import { tellFunder } from "./funder-alerts";
import { insertMessage } from "../threads/queries";
import { makeMove } from "./moves";
import { isExpired, standingOffer } from "./offers";
import { presentOne } from "./present";
import * as repo from "./repo";

type By = { actorId: string; source: DealEventSource };

/** The other funders once one offer is accepted: an open offer is turned down, anything still open is withdrawn. */
async function closeOthers(tx: Executor, accepted: Named, by: By) {
  const s = accepted.submission;
  for (const other of await repo.listForDeal(tx, s.dealId)) {
    if (other.submission.id === s.id) continue;
    const to =
      other.submission.status === "offered"
        ? "borrower_declined"
        : ["pending", "info_requested", "offer_withdrawn"].includes(other.submission.status)
          ? "cancelled"
          : undefined;
    if (!to) continue;
    const moved = await repo.moveSubmission(tx, other.submission.id, other.submission.version, to);
    if (!moved) throw new AppError("version_conflict");
    await repo.insertEvent(tx, {
      submissionId: other.submission.id,
      fromStatus: other.submission.status,
      toStatus: to,
      note: `Accepted ${accepted.funderName}'s offer`,
      ...by,
    });
  }
}

/**
 * The answer move in `tx`: the documents it names are shared with the funder and the answer is
 * the thread's message (issue 34), with them attached.
 */
export async function answerIn(
  tx: Executor,
  found: Named,
  note: string,
  documentIds: readonly string[],
  by: By,
) {
  const s = found.submission;
  await makeMove(
    tx,
    found,
    "broker",
    "answer",
    { ...by, note },
    { sharedDocumentIds: [...new Set([...s.sharedDocumentIds, ...documentIds])] },
  );
  return insertMessage(tx, {
    submissionId: s.id,
    authorId: by.actorId,
    side: "broker",
    body: note,
    documentIds,
  });
}

/** A broker's move on a submission, with its parsed body. */
export type BrokerMove =
  | { name: "answer"; input: z.output<typeof submissionNoteSchema> }
  | { name: "accept"; input: z.output<typeof acceptOfferSchema> }
  | { name: "cancel" };

/** Lost to a move at the same moment: `offer_changed` when it was the offer that changed. */
async function orChanged(
  ctx: SubmissionContext,
  id: string,
  read: string | undefined,
  run: () => Promise<void>,
) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "version_conflict") throw error;
    throw (await standingOffer(ctx, id))?.id !== read ? new AppError("offer_changed") : error;
  }
}

/** The broker answers a question (and may share more documents), accepts an offer or cancels. */
export function createBrokerMoves(ctx: SubmissionContext) {
  async function answer(
    found: Named,
    { note, sharedDocumentIds = [] }: z.output<typeof submissionNoteSchema>,
    by: By,
  ) {
    const s = found.submission;
    const deal = await ctx.deals.find(ctx.db, s.dealId);
    await checkShared(ctx, deal!.borrower.id, sharedDocumentIds);
    await ctx.db.transaction((tx) => answerIn(tx, found, note, sharedDocumentIds, by));
  }

  /**
   * Accepting closes the other funders' submissions, moves the deal and expects the commission.
   * The terms accepted are those the broker read (`proposalId`): an offer revised or withdrawn
   * meanwhile, before or during this request, is refused with `offer_changed` (decision 048).
   */
  async function accept(found: Named, { proposalId }: z.output<typeof acceptOfferSchema>, by: By) {
    const s = found.submission;
    const proposal = await standingOffer(ctx, s.id);
    if (proposalId !== undefined && proposal?.id !== proposalId.toLowerCase())
      throw new AppError("offer_changed");
    if (proposal && isExpired(proposal)) throw new AppError("offer_expired");
    await orChanged(ctx, s.id, proposal?.id, () =>
      ctx.db.transaction(async (tx) => {
        await makeMove(tx, found, "broker", "accept", { ...by, note: null });
        await closeOthers(tx, found, by);
        await ctx.deals.advance(tx, s.dealId, ["accepted"], by.actorId, by.source, {
          kind: "offer_accepted",
          funderName: found.funderName,
        });
        if (proposal) {
          await recordCommission(tx, s, proposal, {
            kind: "expected",
            baseMinor: proposal.amountMinor,
            actorId: by.actorId,
          });
        }
        await tellFunder(ctx, tx, s.id, "accepted");
      }),
    );
  }

  return {
    /**
     * The deal is withdrawn as a whole (inside the deal's transaction): every submission the broker
     * could still cancel (pending, info requested, offered) is withdrawn as by its cancel move, so
     * its funder no longer reads the deal (decision 021). Accepted and closed ones stay as they
     * are (decision 027).
     */
    async withdrawWithDeal(
      tx: Executor,
      dealId: string,
      by: { actorId: string | null; source: DealEventSource },
    ) {
      for (const open of await repo.listForDeal(tx, dealId)) {
        if (!canMakeMove("cancel", "broker", open.submission.status)) continue;
        await makeMove(tx, open, "broker", "cancel", { ...by, note: "Withdrew the deal" });
      }
    },

    async brokerMove(
      userId: string,
      submissionId: string,
      move: BrokerMove,
      source: DealEventSource,
    ) {
      const found = await brokersSubmission(ctx, userId, submissionId);
      const by = { actorId: userId, source };
      if (move.name === "answer") await answer(found, move.input, by);
      else if (move.name === "accept") await accept(found, move.input, by);
      else
        await ctx.db.transaction((tx) =>
          makeMove(tx, found, "broker", "cancel", { ...by, note: null }),
        );
      return presentOne(ctx.db, found.submission.id);
    },
  };
}
