import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Executor } from "@portal/db/database";
import {
  funderLinkPath,
  linkCodeMinutes,
  linkCodeTries,
  type FunderLink,
  type LinkState,
} from "@portal/contract/submissions/funder-link-schemas";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import type { Thread } from "@portal/contract/threads/thread-schemas";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { brokersSubmission, type Named, type SubmissionContext } from "./context";
import { createFunderViews } from "./funder-views";
import { endOf, linkOf, logLinkEvent, sha256, visitLink, type LinkVisit } from "./link-access";
import * as linkRepo from "./link-repo";
import type { FunderLinkRow } from "./link-repo";

/** A new secret: 32 random bytes, base64url (43 characters, 256 bits). */
const newToken = () => randomBytes(32).toString("base64url");

/** A code's hash is bound to its link and address: the same six digits elsewhere hash apart. */
const codeHash = (linkId: string, email: string, code: string) =>
  sha256(`${linkId}:${email}:${code}`);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** j***@northbridge.com: enough for visitors to pick their own address, not to learn one. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** An open is logged once per visit: the same address within this long is the same visit. */
const visitMinutes = 30;

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

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
  },
) {
  const token = newToken();
  const days = await linkRepo.linkDaysOf(tx, found.brokerOrganizationId);
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
    expiresOn: dayFormat.format(link.expiresAt),
    link: `${ctx.publicUrl ?? ""}${funderLinkPath(token)}`,
  };
  if (ctx.mailLink) for (const to of emails) await ctx.mailLink(tx, to, mail);
  return { link, token };
}

/** The thread a link's page shows; provided by the threads module (registered after this one). */
export type LinkThreadReader = (token: string, browserToken: string | undefined) => Promise<Thread>;

/**
 * Secure links to outside funders (issue 39, docs/decisions/068-outside-funders.md): made and
 * mailed when a deal is sent to a kept funder, opened by a browser that proved an address by its
 * code, logged for the broker, revoked and renewed by the broker.
 */
export function createLinks(
  ctx: SubmissionContext,
  opts: { thread: LinkThreadReader; fit: (found: Named) => Promise<FunderFit> },
) {
  const views = createFunderViews(ctx);

  /** What the broker reads of a submission's link: the standing one, with every link's events. */
  async function present(submissionId: string, found: Named): Promise<FunderLink> {
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

  /** The broker's submission to an outside funder (another brokerage's or an on-portal one: 404). */
  async function outsideSubmission(userId: string, submissionId: string) {
    const found = await brokersSubmission(ctx, userId, submissionId);
    if (found.funderKeptBy === null || found.funderKeptBy !== found.submission.brokerOrganizationId)
      throw new AppError("not_found");
    return found;
  }

  async function ended(
    link: FunderLinkRow,
    found: Named,
    state: "revoked" | "expired" | "withdrawn",
  ) {
    const deal = await ctx.deals.find(ctx.db, found.submission.dealId);
    const owner = deal ? await linkRepo.personOf(ctx.db, deal.deal.ownerId) : undefined;
    return {
      state,
      brokerName: found.brokerName,
      brokerContact: { name: owner?.name ?? found.brokerName, email: owner?.email ?? "" },
    } satisfies LinkState;
  }

  /** The deal as the link's funder sees it, its fit and its thread; the open is logged once per visit. */
  async function open(visit: LinkVisit, token: string, browserToken: string | undefined) {
    const { link, found, email } = visit;
    const [submission, fit, thread] = await Promise.all([
      views.funderView(found.submission.id),
      opts.fit(found),
      opts.thread(token, browserToken),
    ]);
    const since = new Date(Date.now() - visitMinutes * 60_000);
    if (!(await linkRepo.openedSince(ctx.db, link.id, email, since)))
      await logLinkEvent(ctx.db, link.id, "opened", email);
    return {
      state: "open",
      brokerName: found.brokerName,
      email,
      expiresAt: link.expiresAt.toISOString(),
      submission,
      fit,
      thread,
      // The funder created its account from a link: its organization is no longer kept.
      accountRequested: found.funderKeptBy === null,
    } satisfies LinkState;
  }

  return {
    /** `GET /v1/link/{token}`: the code it asks for, why it ended, or the deal. */
    async state(token: string, browserToken: string | undefined): Promise<LinkState> {
      const { link, found } = await linkOf(ctx, token);
      const end = endOf(link, found);
      if (end) return ended(link, found, end);
      try {
        return await open(await visitLink(ctx, token, browserToken), token, browserToken);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== "code_required") throw err;
        return {
          state: "code_required",
          brokerName: found.brokerName,
          maskedEmails: link.emails.map(maskEmail),
        };
      }
    },

    /**
     * `POST /v1/link/{token}/code`: a code by mail to an address of an open link; for any other
     * address nothing happens, and the caller answers the same.
     */
    async requestCode(token: string, email: string) {
      const { link, found } = await linkOf(ctx, token);
      const end = endOf(link, found);
      if (end) throw new AppError("link_ended", { details: { state: end } });
      if (!link.emails.includes(email)) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await ctx.db.transaction(async (tx) => {
        await linkRepo.insertCode(tx, {
          linkId: link.id,
          email,
          codeHash: codeHash(link.id, email, code),
          expiresAt: new Date(Date.now() + linkCodeMinutes * 60_000),
        });
        await logLinkEvent(tx, link.id, "code_sent", email);
        if (ctx.mailLinkCode)
          await ctx.mailLinkCode(tx, email, {
            brokerName: found.brokerName,
            code,
            validMinutes: linkCodeMinutes,
          });
      });
    },

    /**
     * `POST /v1/link/{token}/verify`: the newest live code of the address; each try counts
     * before it is judged (5 in all), a right one is used once and proves this browser.
     */
    async verify(token: string, email: string, code: string) {
      const { link, found } = await linkOf(ctx, token);
      const end = endOf(link, found);
      if (end) throw new AppError("link_ended", { details: { state: end } });
      const wrong = async () => {
        await logLinkEvent(
          ctx.db,
          link.id,
          "code_failed",
          link.emails.includes(email) ? email : null,
        );
        return new AppError("link_code_wrong");
      };
      if (!link.emails.includes(email)) throw await wrong();
      const live = await linkRepo.liveCode(ctx.db, link.id, email);
      const tried = live && (await linkRepo.reserveTry(ctx.db, live.id, linkCodeTries));
      if (!tried || !sameHash(tried.codeHash, codeHash(link.id, email, code))) throw await wrong();
      if (!(await linkRepo.useCode(ctx.db, tried.id))) throw await wrong();
      const browserToken = newToken();
      await linkRepo.insertBrowser(ctx.db, {
        linkId: link.id,
        email,
        tokenHash: sha256(browserToken),
      });
      return { browserToken, expiresAt: link.expiresAt };
    },

    /** `GET /v1/link/{token}/document/{documentId}`: a document shared with this submission only. */
    async document(token: string, browserToken: string | undefined, documentId: string) {
      const { link, found, email } = await visitLink(ctx, token, browserToken);
      const id = documentId.toLowerCase();
      if (!isUuid(id) || !found.submission.sharedDocumentIds.includes(id))
        throw new AppError("not_found");
      const deal = await ctx.deals.find(ctx.db, found.submission.dealId);
      if (!deal) throw new AppError("not_found");
      const opened = await ctx.documents.openOfBorrower(deal.borrower.id, id);
      await logLinkEvent(ctx.db, link.id, "downloaded", email, {
        id,
        name: opened.document.fileName,
      });
      return opened;
    },

    /** `GET /v1/user/submission/{id}/link`. */
    async brokerLink(userId: string, submissionId: string) {
      const found = await outsideSubmission(userId, submissionId);
      return present(found.submission.id, found);
    },

    /** `POST /v1/user/submission/{id}/link/revoke`: 409 once the link ended. */
    async revoke(userId: string, submissionId: string) {
      const found = await outsideSubmission(userId, submissionId);
      const link = await linkRepo.newestLink(ctx.db, found.submission.id);
      if (!link) throw new AppError("not_found");
      if (endOf(link, found)) throw new AppError("invalid_transition");
      await ctx.db.transaction(async (tx) => {
        if (!(await linkRepo.revokeLink(tx, link.id, userId)))
          throw new AppError("invalid_transition");
        await logLinkEvent(tx, link.id, "revoked", null);
      });
      return present(found.submission.id, found);
    },

    /**
     * `POST /v1/user/submission/{id}/link/renew`: ends the standing link and mails a new one,
     * with a fresh expiry, to the contact's people now (the old addresses if it keeps none).
     */
    async renew(userId: string, submissionId: string) {
      const found = await outsideSubmission(userId, submissionId);
      if (found.submission.status === "cancelled") throw new AppError("invalid_transition");
      const standing = await linkRepo.newestLink(ctx.db, found.submission.id);
      if (!standing) throw new AppError("not_found");
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
      return present(s.id, found);
    },
  };
}

export type Links = ReturnType<typeof createLinks>;
