import type { Executor } from "@portal/db/database";
import type { DealEventSource } from "@portal/contract/deals/deal-states";
import type { OfferChange } from "@portal/contract/submissions/submission-schemas";
import {
  canMakeMove,
  submissionMoves,
  type SubmissionMove,
  type SubmissionSide,
} from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import type { Named } from "./context";
import { announceMove } from "./notices";
import * as repo from "./repo";

/** Who a move made from a secure link is recorded as: the address the browser proved (decision 068). */
export const linkActor = (email: string) => `link:${email}`;

/**
 * Whom a deal's history names for a move (a person's account; the history's actor is one): no
 * one for a move made from a secure link, whose source `link` says where it came from.
 */
export const dealActor = (actorId: string) => (actorId.startsWith("link:") ? null : actorId);

/**
 * Checks the move is this side's to make from where the submission stands, then makes it at the
 * version read, with its event. The funder's first move is its answer: its response time is
 * measured again with it (matching is told after the transaction); any move of the funder's
 * answers a broker's message that waits for it (`awaitingReplySince`, kept by a thread trigger).
 */
export async function makeMove(
  tx: Executor,
  found: Named,
  side: SubmissionSide,
  name: SubmissionMove,
  by: {
    actorId: string | null;
    source: DealEventSource;
    note: string | null;
    changes?: OfferChange[] | null;
  },
  extra: Parameters<typeof repo.moveSubmission>[4] = {},
) {
  const s = found.submission;
  if (!canMakeMove(name, side, s.status)) throw new AppError("invalid_transition");
  const to = submissionMoves[name].to;
  const answered = side === "funder" && !s.firstResponseAt;
  const moved = await repo.moveSubmission(tx, s.id, s.version, to, {
    ...extra,
    ...(answered ? { firstResponseAt: new Date() } : {}),
    // Any move of the funder's answers the broker's message waiting (the inbox's Needs your answer).
    ...(side === "funder" ? { awaitingReplySince: null } : {}),
  });
  if (!moved) throw new AppError("version_conflict");
  await repo.insertEvent(tx, {
    submissionId: s.id,
    fromStatus: s.status,
    toStatus: to,
    ...by,
  });
  if (answered) await repo.measureResponseTime(tx, s.funderOrganizationId);
  await announceMove(tx, s);
  return moved;
}
