import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Executor } from "@portal/db/database";
import {
  linkTokenPattern,
  type LinkEndState,
  type LinkEventKind,
} from "@portal/contract/funder-links/funder-link-schemas";
import { AppError } from "../../lib/app-error";
import type { Named, SubmissionContext } from "./context";
import * as linkRepo from "./link-repo";
import type { FunderLinkRow } from "./link-repo";
import * as repo from "./repo";

export type { FunderLinkRow };

/** The cookie a browser holds once it proved an address of a link (one per link: its Path is the link's). */
export const browserCookie = "portal_link";

/** A new secret (a link's or a browser's token): 32 random bytes, base64url (43 characters, 256 bits). */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a link's token, a browser token and a code: SHA-256, hex. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A link opened by a browser that proved one of its addresses. */
export interface LinkVisit {
  link: FunderLinkRow;
  found: Named;
  /** The verified address this browser acts as. */
  email: string;
}

/** The value of one cookie of the request's `cookie` header. */
function cookieValue(request: FastifyRequest, name: string) {
  const header = request.headers.cookie;
  if (typeof header !== "string") return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The browser token from the request's `portal_link` cookie, or undefined. */
export function browserTokenOf(request: FastifyRequest): string | undefined {
  const value = cookieValue(request, browserCookie);
  return value && linkTokenPattern.test(value) ? value : undefined;
}

/** Why a link no longer opens, or null while it does (revoked before withdrawn before expired). */
export function endOf(link: FunderLinkRow, found: Named, now = new Date()): LinkEndState | null {
  if (link.revokedAt) return "revoked";
  if (found.submission.status === "cancelled") return "withdrawn";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/**
 * Where an outside funder hears of what happens on its deal: the addresses of the submission's
 * link while it opens (none once revoked, expired or withdrawn), and until when, as mails write it.
 */
export async function standingLink(on: Executor, found: Named) {
  const link = await linkRepo.newestLink(on, found.submission.id);
  if (!link || endOf(link, found)) return null;
  return { emails: link.emails, expiresOn: link.expiresAt, sentBy: link.createdBy };
}

/** The link of a token with its submission: not_found for an unknown or malformed token. */
export async function linkOf(ctx: SubmissionContext, token: string) {
  if (!linkTokenPattern.test(token)) throw new AppError("not_found");
  const link = await linkRepo.linkByTokenHash(ctx.db, sha256(token));
  if (!link) throw new AppError("not_found");
  const found = await repo.findSubmission(ctx.db, link.submissionId);
  if (!found) throw new AppError("not_found");
  return { link, found };
}

/**
 * The link's submission for a verified browser: not_found for an unknown token (or a malformed
 * one), link_ended (410, details {state: "revoked"|"expired"|"withdrawn"}) for an ended link,
 * code_required (401) when this browser has not proved an address of the link.
 */
export async function visitLink(
  ctx: SubmissionContext,
  token: string,
  browserToken: string | undefined,
): Promise<LinkVisit> {
  const { link, found } = await linkOf(ctx, token);
  return visitOf(ctx, link, found, browserToken);
}

/** visitLink for a link and submission already read. */
export async function visitOf(
  ctx: SubmissionContext,
  link: FunderLinkRow,
  found: Named,
  browserToken: string | undefined,
): Promise<LinkVisit> {
  const ended = endOf(link, found);
  if (ended) throw new AppError("link_ended", { details: { state: ended } });
  const email = browserToken
    ? await linkRepo.browserEmail(ctx.db, link.id, sha256(browserToken))
    : undefined;
  if (!email || !link.emails.includes(email)) throw new AppError("code_required");
  return { link, found, email };
}

/** Records an event of the link (opened, downloaded...). */
export async function logLinkEvent(
  on: Executor,
  linkId: string,
  kind: LinkEventKind,
  email: string | null,
  document?: { id: string; name: string },
): Promise<void> {
  await linkRepo.insertEvent(on, {
    linkId,
    kind,
    email,
    documentId: document?.id ?? null,
    documentName: document?.name ?? null,
  });
}
