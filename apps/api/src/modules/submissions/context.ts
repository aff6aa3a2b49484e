import type { Db, Executor } from "@portal/db/database";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealService } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { FunderAlert, FunderLinkMail, FunderNews, LinkNews } from "../email/service";
import type { LenderService } from "../lenders/service";
import type { MatchingService } from "../matching/service";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

/** What every part of the submission service works with. */
export interface SubmissionContext {
  db: Db;
  deals: DealService;
  documents: DocumentService;
  lenders: LenderService;
  matching: MatchingService;
  /** Tells the deal's broker of a funder's move (by email, queued through `on`). */
  tellBroker?: (on: Executor, to: string, news: FunderNews) => Promise<unknown>;
  /** Tells a funder's people a deal arrived or their offer was accepted (by email, queued through `on`). */
  tellFunder?: (on: Executor, to: string, alert: FunderAlert) => Promise<unknown>;
  /** Mails an outside funder's person its secure link (queued through `on`; decision 068). */
  mailLink?: (on: Executor, to: string, mail: FunderLinkMail, sender: string) => Promise<unknown>;
  /** Mails an outside funder's people that its offer was accepted (queued through `on`). */
  mailLinkNews?: (on: Executor, to: string, news: LinkNews, sender: string) => Promise<unknown>;
  /** Mails the one-time code of a secure link (queued through `on`). */
  mailLinkCode?: (
    on: Executor,
    to: string,
    mail: { brokerName: string; code: string; validMinutes: number },
    /** The link's sender: an address without an account reads the mail in their language. */
    sender: string,
  ) => Promise<unknown>;
  publicUrl?: string;
}

/** A submission with its funder's, listing's and broker's names. */
export type Named = Awaited<ReturnType<typeof repo.listForDeal>>[number];

/** The broker's view: a submission of a deal this person may see. */
export async function brokersSubmission(ctx: SubmissionContext, userId: string, rawId: string) {
  const found = await repo.findSubmission(ctx.db, uuidOrNotFound(rawId));
  if (!found) throw new AppError("not_found");
  await ctx.deals.visibleDeal(userId, found.submission.dealId); // not found unless the deal is theirs to see
  return found;
}

/** The funder organization this person works for. */
export async function funderOrganizationOf(ctx: SubmissionContext, userId: string) {
  const membership = await organizations.getMembership(ctx.db, userId);
  if (!membership) throw new AppError("profile_not_found");
  return membership.organization;
}

/** The funder's view: a submission sent to this person's funder organization. */
export async function fundersSubmission(ctx: SubmissionContext, userId: string, rawId: string) {
  const organization = await funderOrganizationOf(ctx, userId);
  const found = await repo.findSubmission(ctx.db, uuidOrNotFound(rawId));
  if (!found || found.submission.funderOrganizationId !== organization.id)
    throw new AppError("not_found");
  return found;
}

/** The documents a broker may share: the borrower's own, complete ones. */
export async function checkShared(
  ctx: SubmissionContext,
  borrowerId: string,
  ids: readonly string[],
) {
  const found = await ctx.documents.ofBorrower(borrowerId, ids);
  if (found.length !== new Set(ids).size) {
    throw new AppError("validation_failed", {
      issues: [
        { path: "sharedDocumentIds", code: "invalidValue", message: "This value is not valid" },
      ],
    });
  }
}
