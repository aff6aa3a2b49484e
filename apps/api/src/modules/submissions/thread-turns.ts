import type { Executor } from "@portal/db/database";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import { insertMessage } from "../threads/queries";
import { answerIn } from "./broker-moves";
import type { Named, SubmissionContext } from "./context";
import { tellBroker } from "./funder-moves";
import { dealActor, makeMove } from "./moves";
import * as repo from "./repo";

type By = { actorId: string; source: DealEventSource };

/**
 * The submissions' side of the threads (issue 34): who may read a submission's thread and as
 * which side, and a message written as a turn of the state machine. A funder's message where it
 * may ask (and no offer of its stands) is its `request_info` move, with the same notices; a
 * broker's message while a question waits is the `answer` move; any other message leaves the
 * submission where it stands.
 */
export function createThreadTurns(ctx: SubmissionContext) {
  return {
    /**
     * The submission `rawId` as this person reads its thread: the funder's side when they work for
     * its funder organization, the broker's side when they may see its deal; else not found.
     */
    async threadAccess(userId: string, rawId: string) {
      const id = uuidOrNotFound(rawId);
      const [found, membership] = await Promise.all([
        repo.findSubmission(ctx.db, id),
        organizations.getMembership(ctx.db, userId),
      ]);
      if (!found || !membership) throw new AppError("not_found");
      const s = found.submission;
      if (membership.organization.id === s.funderOrganizationId) {
        // A deal the broker withdrew is no longer the funder's to read, its questions and
        // answers included (decision 021): 410, as its documents.
        if (s.status === "cancelled") throw new AppError("submission_withdrawn");
        const deal = await ctx.deals.find(ctx.db, s.dealId);
        if (!deal) throw new AppError("not_found");
        return { found, side: "funder" as const, deal: deal.deal, borrower: deal.borrower };
      }
      const { deal, borrower } = await ctx.deals.visibleDeal(userId, s.dealId);
      return { found, side: "broker" as const, deal, borrower };
    },

    /** The deal's submissions with their funders' names, for someone who may see the deal. */
    async submissionsOfVisibleDeal(userId: string, dealId: string) {
      const { deal } = await ctx.deals.visibleDeal(userId, dealId);
      return { deal, submissions: await repo.listForDeal(ctx.db, deal.id) };
    },

    /**
     * One message, in the thread's transaction. The broker's attachments not yet shared with the
     * funder are shared with it. Returns whether the message moved the submission (its move told
     * the other side already).
     */
    async threadTurn(
      tx: Executor,
      found: Named,
      side: "broker" | "funder",
      message: { body: string; documentIds: readonly string[] },
      by: By,
    ) {
      const s = found.submission;
      // While its offer stands a funder's message is no question: the answer would take the
      // submission back to pending, where the offer can no longer be accepted.
      if (
        side === "funder" &&
        s.status !== "offered" &&
        canMakeMove("request_info", "funder", s.status)
      ) {
        await makeMove(tx, found, "funder", "request_info", { ...by, note: message.body });
        await ctx.deals.advance(tx, s.dealId, ["in_review"], dealActor(by.actorId), by.source);
        await tellBroker(ctx, tx, found, "request_info", message.body);
        const written = await insertMessage(tx, {
          submissionId: s.id,
          authorId: by.actorId,
          side,
          ...message,
        });
        return { moved: true, ...written };
      }
      if (side === "broker" && canMakeMove("answer", "broker", s.status))
        return {
          moved: true,
          ...(await answerIn(tx, found, message.body, message.documentIds, by)),
        };
      if (side === "broker" && message.documentIds.some((id) => !s.sharedDocumentIds.includes(id)))
        await repo.shareDocuments(tx, s.id, message.documentIds);
      const written = await insertMessage(tx, {
        submissionId: s.id,
        authorId: by.actorId,
        side,
        ...message,
      });
      return { moved: false, ...written };
    },

    /** After a funder's first answer in a thread: its measured response time changed. */
    responseTimesChanged: () => ctx.matching.responseTimesChanged(),
  };
}
