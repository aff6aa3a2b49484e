import type { Executor } from "@portal/db/database";
import { funderLinkPath, type FunderLink } from "@portal/contract/funder-links/funder-link-schemas";
import { AppError } from "../../lib/app-error";
import { brokersSubmission, type Named, type SubmissionContext } from "./context";
import { endOf, logLinkEvent, newToken, sha256 } from "./link-access";
import * as linkRepo from "./link-repo";

/**
 * Makes the submission's link and mails it to each address, in the sending's transaction:
 * the token leaves only in the mails. Returns the token (for the caller's tests, never a route).
 */
export async function issueLink(
  ctx: SubmissionContext,
  tx: Executor,
  found: { submissionId: string; brokerOrganizationId: string; reference: string },
  args: {
    emails: readonly string[];
    createdBy: string;
    brokerName: string;
    documents: number;
    kind: "sent" | "renewed";
    /** The brokerage's link days when the caller read them already. */
    days?: number;
  },
) {
  const token = newToken();
  const days = args.days ?? (await linkRepo.brokerageOf(tx, found.brokerOrganizationId)).days;
  const emails = [...new Set(args.emails.map((e) => e.trim().toLowerCase()))];
  const link = await linkRepo.insertLink(tx, {
    submissionId: found.submissionId,
    tokenHash: sha256(token),
    emails,
    expiresAt: new Date(Date.now() + days * 86_400_000),
    createdBy: args.createdBy,
  });
  await logLinkEvent(tx, link.id, args.kind, null);
  const mail = {
    brokerName: args.brokerName,
    reference: found.reference,
    documents: args.documents,
    expiresOn: link.expiresAt,
    link: `${ctx.publicUrl ?? ""}${funderLinkPath(token)}`,
  };
  if (ctx.mailLink) for (const to of emails) await ctx.mailLink(tx, to, mail, args.createdBy);
  return { link, token };
}

/** What the broker reads of a submission's link: the standing one, with every link's events. */
export async function presentLink(
  ctx: SubmissionContext,
  submissionId: string,
  found: Named,
): Promise<FunderLink> {
  const link = await linkRepo.newestLink(ctx.db, submissionId);
  if (!link) throw new AppError("not_found");
  const ids = await linkRepo.linkIdsOf(ctx.db, submissionId);
  const [events, counts] = await Promise.all([
    linkRepo.eventsOf(ctx.db, ids),
    linkRepo.countsOf(ctx.db, ids),
  ]);
  return {
    submissionId,
    emails: link.emails,
    sentAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: endOf(link, found) ?? "open",
    ...counts,
    events: events.map((e) => ({
      kind: e.kind,
      email: e.email,
      documentName: e.documentName,
      at: e.at.toISOString(),
    })),
  };
}

/**
 * The broker's side of a submission's secure link: what happened to it, revoke, renew. Whoever
 * may see the deal (brokersSubmission; another brokerage's submission is 404); a submission
 * without a link (to a funder on the portal) is 404. The history stays readable once the funder
 * joined the portal.
 */
export function createBrokerLinks(ctx: SubmissionContext) {
  return {
    /** `GET /v1/user/submission/{id}/link`. */
    async brokerLink(userId: string, submissionId: string) {
      const found = await brokersSubmission(ctx, userId, submissionId);
      return presentLink(ctx, found.submission.id, found);
    },

    /** `POST /v1/user/submission/{id}/link/revoke`: 409 once the link ended. */
    async revoke(userId: string, submissionId: string) {
      const found = await brokersSubmission(ctx, userId, submissionId);
      const link = await linkRepo.newestLink(ctx.db, found.submission.id);
      if (!link) throw new AppError("not_found");
      if (endOf(link, found)) throw new AppError("invalid_transition");
      await ctx.db.transaction(async (tx) => {
        if (!(await linkRepo.revokeLink(tx, link.id, userId)))
          throw new AppError("invalid_transition");
        await logLinkEvent(tx, link.id, "revoked", null);
      });
      return presentLink(ctx, found.submission.id, found);
    },

    /**
     * `POST /v1/user/submission/{id}/link/renew`: ends the standing link and mails a new one,
     * with a fresh expiry, to the contact's people now (the old addresses if it keeps none).
     */
    async renew(userId: string, submissionId: string) {
      const found = await brokersSubmission(ctx, userId, submissionId);
      const standing = await linkRepo.newestLink(ctx.db, found.submission.id);
      if (!standing) throw new AppError("not_found");
      // Withdrawn, or the funder joined the portal (no longer kept): its inbox holds the deal.
      if (
        found.submission.status === "cancelled" ||
        found.funderKeptBy !== found.submission.brokerOrganizationId
      )
        throw new AppError("invalid_transition");
      const s = found.submission;
      const [deal, contact] = await Promise.all([
        ctx.deals.find(ctx.db, s.dealId),
        ctx.lenders.contactOf(s.funderOrganizationId, s.brokerOrganizationId),
      ]);
      if (!deal) throw new AppError("not_found");
      const emails = contact?.people.length ? contact.people.map((p) => p.email) : standing.emails;
      await ctx.db.transaction(async (tx) => {
        await linkRepo.revokeLink(tx, standing.id, userId);
        await issueLink(
          ctx,
          tx,
          {
            submissionId: s.id,
            brokerOrganizationId: s.brokerOrganizationId,
            reference: deal.deal.reference,
          },
          {
            emails,
            createdBy: userId,
            brokerName: found.brokerName,
            documents: s.sharedDocumentIds.length,
            kind: "renewed",
          },
        );
      });
      return presentLink(ctx, s.id, found);
    },
  };
}
