import { randomInt, timingSafeEqual } from "node:crypto";
import {
  linkCodeMinutes,
  linkCodeTries,
  type LinkState,
} from "@portal/contract/funder-links/funder-link-schemas";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import type { Thread } from "@portal/contract/threads/thread-schemas";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { Named, SubmissionContext } from "./context";
import { createFunderViews } from "./funder-views";
import {
  endOf,
  linkOf,
  logLinkEvent,
  newToken,
  sha256,
  visitLink,
  visitOf,
  type LinkVisit,
} from "./link-access";
import { createBrokerLinks } from "./link-broker";
import * as linkRepo from "./link-repo";

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

/** The thread a link's page shows; provided by the threads module (registered after this one). */
export type LinkThreadReader = (token: string, browserToken: string | undefined) => Promise<Thread>;

interface LinkDeps {
  views: ReturnType<typeof createFunderViews>;
  thread: LinkThreadReader;
  fit: (found: Named) => Promise<FunderFit>;
}

/** An ended link's page: why, and whom to ask (the deal's owner). */
async function endedState(
  ctx: SubmissionContext,
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
async function openState(
  ctx: SubmissionContext,
  deps: LinkDeps,
  visit: LinkVisit,
  token: string,
  browserToken: string | undefined,
) {
  const { link, found, email } = visit;
  const [submission, fit, thread] = await Promise.all([
    deps.views.funderViewOf(found),
    deps.fit(found),
    deps.thread(token, browserToken),
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

/**
 * `POST /v1/link/{token}/code`: a code by mail to an address of an open link; for any other
 * address nothing happens, and the caller answers the same.
 */
async function requestCode(ctx: SubmissionContext, token: string, email: string) {
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
      await ctx.mailLinkCode(
        tx,
        email,
        {
          brokerName: found.brokerName,
          code,
          validMinutes: linkCodeMinutes,
        },
        link.createdBy,
      );
  });
}

/**
 * `POST /v1/link/{token}/verify`: the newest live code of the address; each try counts
 * before it is judged (5 in all), a right one is used once and proves this browser.
 */
async function verifyCode(ctx: SubmissionContext, token: string, email: string, code: string) {
  const { link, found } = await linkOf(ctx, token);
  const end = endOf(link, found);
  if (end) throw new AppError("link_ended", { details: { state: end } });
  const wrong = async () => {
    await logLinkEvent(ctx.db, link.id, "code_failed", link.emails.includes(email) ? email : null);
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
}

/**
 * Secure links to outside funders (issue 39, docs/decisions/068-outside-funders.md): opened by a
 * browser that proved an address by its code, logged for the broker; the broker's side is
 * link-broker.ts.
 */
export function createLinks(
  ctx: SubmissionContext,
  opts: { thread: LinkThreadReader; fit: (found: Named) => Promise<FunderFit> },
) {
  const deps: LinkDeps = { ...opts, views: createFunderViews(ctx) };
  return {
    /** `GET /v1/link/{token}`: the code it asks for, why it ended, or the deal. */
    async state(token: string, browserToken: string | undefined): Promise<LinkState> {
      const { link, found } = await linkOf(ctx, token);
      const end = endOf(link, found);
      if (end) return endedState(ctx, found, end);
      try {
        const visit = await visitOf(ctx, link, found, browserToken);
        return await openState(ctx, deps, visit, token, browserToken);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== "code_required") throw err;
        return {
          state: "code_required",
          brokerName: found.brokerName,
          maskedEmails: link.emails.map(maskEmail),
        };
      }
    },

    requestCode: (token: string, email: string) => requestCode(ctx, token, email),
    verify: (token: string, email: string, code: string) => verifyCode(ctx, token, email, code),

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
    ...createBrokerLinks(ctx),
  };
}

export type Links = ReturnType<typeof createLinks>;
