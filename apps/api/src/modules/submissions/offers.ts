import type { Executor } from "@portal/db/database";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import type { z } from "zod";
import {
  offerFields,
  type offerWithdrawalSchema,
  type proposalInputSchema,
  type OfferChange,
} from "@portal/contract/submissions/submission-schemas";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { fieldMessages } from "@portal/contract/field-messages";
import { AppError } from "../../lib/app-error";
import type { Named, SubmissionContext } from "./context";
import { dealActor, makeMove } from "./moves";
import * as repo from "./repo";

type By = { actorId: string; source: DealEventSource };
type Offered = ReturnType<typeof offerValues>;
/** How the broker is told of an offer's move (notification centre and mail), in its transaction. */
export type TellBroker = (
  tx: Executor,
  found: Named,
  move: "offer" | "revise" | "withdraw_offer",
  note: string | null,
) => Promise<void>;

/** A funder's move on its offer, with its parsed body. */
export type OfferMove =
  | { name: "offer"; input: z.output<typeof proposalInputSchema> }
  | { name: "revise"; input: z.output<typeof proposalInputSchema> }
  | { name: "withdraw_offer"; input: z.output<typeof offerWithdrawalSchema> };

function offerValues(offered: z.output<typeof proposalInputSchema>) {
  return {
    ...offered,
    rateBp: offered.rateBp ?? null,
    factorBp: offered.factorBp ?? null,
    fundingDays: offered.fundingDays ?? null,
    conditions: offered.conditions || null,
    expiresOn: offered.expiresOn ?? null,
    note: offered.note ?? null,
  };
}

/** Today in UTC (YYYY-MM-DD): the day an offer's expiry is compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** An offer's last day of acceptance is after today (the schema checks only that it is a date). */
function checkExpiry(expiresOn: string | null) {
  if (expiresOn === null || expiresOn > todayUtc()) return;
  throw new AppError("validation_failed", {
    issues: [
      { path: "expiresOn", code: "offerExpiryDate", message: fieldMessages.offerExpiryDate },
    ],
  });
}

/** Past its last day (`expiresOn`, inclusive), an offer can no longer be accepted. */
export const isExpired = (offer: { expiresOn: string | null }, now = new Date()) =>
  offer.expiresOn !== null && offer.expiresOn < todayUtc(now);

/** The terms a revision changed, each with what it was and what it is now. */
export function offerChanges(before: repo.ProposalRow, after: Offered): OfferChange[] {
  return offerFields
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: before[field], to: after[field] }));
}

/** The offer that stands on a submission: its newest, unless the funder withdrew it. */
export async function standingOffer(ctx: SubmissionContext, submissionId: string) {
  const latest = (await repo.latestProposals(ctx.db, [submissionId])).get(submissionId);
  return latest && !latest.withdrawnAt ? latest : undefined;
}

/**
 * A funder's offer and what it does with it afterwards (docs/decisions/048): a first offer (none
 * may stand: a second is a revision, never a silent replacement), a revision (new terms pointing
 * at those they replace, the changed terms in the history) and a withdrawal (the offer can no
 * longer be accepted). Once the broker accepted, the offer is neither revised nor withdrawn. Each
 * runs at the version read (`makeMove`): an acceptance at the same moment wins or loses whole.
 */
export function createOffers(ctx: SubmissionContext, tellBroker: TellBroker) {
  /** Refuses a move on the offer with the reason a funder can act on. */
  function check(found: Named, move: "offer" | "revise" | "withdraw_offer", standing: unknown) {
    const status = found.submission.status;
    if (status === "accepted") throw new AppError("offer_accepted");
    // From these the refusal below names what is missing: an offer standing, or none.
    const said = move === "offer" ? "offered" : "offer_withdrawn";
    if (!canMakeMove(move, "funder", status) && status !== said)
      throw new AppError("invalid_transition");
    if (move === "offer" && standing) throw new AppError("offer_exists");
    if (move !== "offer" && !standing) throw new AppError("no_offer");
  }

  /** A move that lost to another at the same moment says why when the broker accepted meanwhile. */
  async function orAccepted<T>(found: Named, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "version_conflict") throw error;
      const now = await repo.findSubmission(ctx.db, found.submission.id);
      throw now?.submission.status === "accepted" ? new AppError("offer_accepted") : error;
    }
  }

  async function send(
    found: Named,
    move: "offer" | "revise",
    input: z.output<typeof proposalInputSchema>,
    by: By,
  ) {
    const s = found.submission;
    const offered = offerValues(input);
    checkExpiry(offered.expiresOn);
    const standing = await standingOffer(ctx, s.id);
    check(found, move, standing);
    const changes = standing ? offerChanges(standing, offered) : null;
    if (changes?.length === 0) throw new AppError("offer_unchanged");
    const deal = await ctx.deals.find(ctx.db, s.dealId);
    await orAccepted(found, () =>
      ctx.db.transaction(async (tx) => {
        await makeMove(tx, found, "funder", move, { ...by, note: offered.note, changes });
        await repo.insertProposal(tx, {
          ...offered,
          currency: deal!.deal.currency,
          submissionId: s.id,
          revisesId: standing?.id ?? null,
          createdBy: by.actorId,
        });
        await ctx.deals.advance(
          tx,
          s.dealId,
          ["in_review", "proposals"],
          dealActor(by.actorId),
          by.source,
        );
        await tellBroker(tx, found, move, null);
      }),
    );
  }

  async function withdraw(found: Named, input: z.output<typeof offerWithdrawalSchema>, by: By) {
    const note = input.note ?? null;
    const standing = await standingOffer(ctx, found.submission.id);
    check(found, "withdraw_offer", standing);
    await orAccepted(found, () =>
      ctx.db.transaction(async (tx) => {
        await makeMove(tx, found, "funder", "withdraw_offer", { ...by, note });
        await repo.withdrawProposal(tx, standing!.id);
        await tellBroker(tx, found, "withdraw_offer", note);
      }),
    );
  }

  return {
    offerMove(found: Named, move: OfferMove, by: By) {
      return move.name === "withdraw_offer"
        ? withdraw(found, move.input, by)
        : send(found, move.name, move.input, by);
    },
  };
}
