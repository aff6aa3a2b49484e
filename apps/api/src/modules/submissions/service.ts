import { createBrokerMoves } from "./broker-moves";
import { createCommissions } from "./commissions";
import type { SubmissionContext } from "./context";
import { createFunderMoves } from "./funder-moves";
import { createFunderSettings } from "./funder-settings";
import { createFunderViews } from "./funder-views";
import { createInbox } from "./inbox";
import { createLinkThreadTurns } from "./link-moves";
import { createSending } from "./sending";
import { createThreadTurns } from "./thread-turns";

/**
 * Submissions (PRODUCT.md): a broker sends a deal to chosen funders; each funder asks, offers or
 * declines; the broker answers, compares and accepts one; funding closes the deal and writes the
 * commission ledger. Funders see only deals sent to them, and only the documents shared.
 */
export function createSubmissionService(ctx: SubmissionContext) {
  const views = createFunderViews(ctx);
  return {
    ...createSending(ctx),
    ...createBrokerMoves(ctx),
    ...createInbox(ctx),
    ...createFunderSettings(ctx),
    funderGet: views.funderGet,
    funderDocument: views.funderDocument,
    ...createFunderMoves(ctx, views),
    ...createCommissions(ctx),
    ...createThreadTurns(ctx),
    ...createLinkThreadTurns(ctx),
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
