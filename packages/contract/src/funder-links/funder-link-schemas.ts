import { z } from "zod";
import { defaultPasswordMinLength } from "../identity/identity-constants";
import { funderContactEmail } from "../lenders/funder-contact-schemas";
import { funderFitSchema } from "../submissions/inbox-schemas";
import { funderSubmissionSchema } from "../submissions/submission-schemas";
import { threadSchema } from "../threads/thread-schemas";

/**
 * A deal sent to an outside funder by secure link (issue 39, docs/decisions/068-outside-funders.md).
 * The link's token (32 random bytes, base64url: 256 bits) is in the mail only; the database keeps
 * its SHA-256. A browser proves it belongs to one of the addresses the link was sent to by a
 * six-digit code mailed to that address; it then holds a browser token (an HttpOnly cookie scoped
 * to `/v1/link/`) for the link's life.
 */

/** The web page the mail links to, and where the API serves it. */
export const funderLinkPath = (token: string) => `/link/${token}`;
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const linkCodeLength = 6;
/** A code lives 15 minutes and takes 5 wrong tries before a new one must be asked for. */
export const linkCodeMinutes = 15;
export const linkCodeTries = 5;

/** Why a link no longer opens. */
export const linkEndStates = ["revoked", "expired", "withdrawn"] as const;
export type LinkEndState = (typeof linkEndStates)[number];

/** `POST /v1/link/{token}/code`: mail a code to this address (only if the link was sent to it; the answer is the same either way). */
export const linkCodeRequestSchema = z.strictObject({ email: funderContactEmail });
/** `POST /v1/link/{token}/verify`. */
export const linkVerifySchema = z.strictObject({
  email: funderContactEmail,
  code: z
    .string({ error: "linkCodeFormat" })
    .trim()
    .regex(/^\d{6}$/, { error: "linkCodeFormat" }),
});

/**
 * `GET /v1/link/{token}`: what the page may show. Before the code only the broker's name and
 * where the code went; nothing of the deal. An ended link says why and whom to ask.
 */
export const linkStateSchema = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("code_required"),
    brokerName: z.string(),
    /** The addresses it was sent to, masked (j***@northbridge.com): the visitor picks theirs. */
    maskedEmails: z.array(z.string()),
  }),
  z.object({
    state: z.enum(linkEndStates),
    brokerName: z.string(),
    /** Whom to ask for a new link: the broker's name and address. */
    brokerContact: z.object({ name: z.string(), email: z.string() }),
  }),
  z.object({
    state: z.literal("open"),
    brokerName: z.string(),
    /** The verified address this browser acts as. */
    email: z.string(),
    expiresAt: z.string(),
    /** The deal as a funder sees it (the shared documents only), with the current offer. */
    submission: funderSubmissionSchema,
    fit: funderFitSchema,
    thread: threadSchema,
    /** Whether an account was already asked for from this link (it then awaits the operator). */
    accountRequested: z.boolean(),
  }),
]);
export type LinkState = z.infer<typeof linkStateSchema>;

/** `POST /v1/link/{token}/account`: "Create an account to keep these deals". */
export const linkAccountSchema = z.strictObject({
  name: z
    .string({ error: "contactNameRequired" })
    .trim()
    .min(1, { error: "contactNameRequired" })
    .max(200, { error: "tooLong" }),
  password: z
    .string({ error: "fillInPassword" })
    .min(1, { error: "fillInPassword" })
    .min(defaultPasswordMinLength, { error: "strongerPassword" })
    .max(128, { error: "tooLong" }),
});

/** What the broker sees of a link: where it went, until when, and every open and download. */
export const linkEventKinds = [
  "sent",
  "code_sent",
  "code_failed",
  "opened",
  "downloaded",
  "revoked",
  "renewed",
] as const;
export type LinkEventKind = (typeof linkEventKinds)[number];

export const funderLinkSchema = z.object({
  submissionId: z.string(),
  emails: z.array(z.string()),
  sentAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(["open", ...linkEndStates]),
  /** Counts the broker reads at a glance ("opened twice, downloaded 1 document"). */
  opens: z.number().int(),
  downloads: z.number().int(),
  /** Newest first, at most 100. */
  events: z.array(
    z.object({
      kind: z.enum(linkEventKinds),
      email: z.string().nullable(),
      /** The document downloaded: its name (kept if the document is deleted later). */
      documentName: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type FunderLink = z.infer<typeof funderLinkSchema>;
