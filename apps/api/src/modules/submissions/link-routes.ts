import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  funderLinkSchema,
  linkCodeRequestSchema,
  linkStateSchema,
  linkVerifySchema,
} from "@portal/contract/funder-links/funder-link-schemas";
import { AppError } from "../../lib/app-error";
import { errorResponses, idParams } from "../../lib/routes";
import { sendDocument } from "../../lib/send-document";
import { identityOf } from "../identity/authenticate";
import { browserCookie, browserTokenOf } from "./link-access";
import type { Links } from "./links";

/** Every answer under /v1/link: never indexed, never cached, never a referrer (decision 068). */
export const linkAnswerHeaders = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
} as const;

const linkPrefix = /^\/+v1\/+link(\/|\?|$)/i;

/**
 * The headers on every /v1/link answer, a 404 of an unknown path included: added by the
 * submissions plugin at the root (it is wrapped by fastify-plugin).
 */
export function addLinkAnswerHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (linkPrefix.test(request.url)) reply.headers(linkAnswerHeaders);
    done();
  });
  // A route that sets its own cache-control (a download's "private, no-store") keeps no-store.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (linkPrefix.test(request.url)) reply.headers(linkAnswerHeaders);
    done(null, payload);
  });
}

/** The page's origin: a cookie-bearing POST must come from it. */
const originOf = (url: string) => new URL(url).origin;

/**
 * Makes `app` (an encapsulated plugin) a scope of public link routes: each route must be under
 * `/v1/link/:token` and say `config: { public: true }` (checked when the app starts; a link route
 * never reads a session), and every POST must be JSON from the portal's own page. The browser
 * token cookie is SameSite=Strict; on top of it a POST from another origin (`Origin`), a cross-site
 * fetch (`Sec-Fetch-Site`) or a body a form could send (not application/json) is refused, so no
 * other site can make a verified browser act (CSRF), as the identity routes refuse theirs.
 */
export function linkScope(app: FastifyInstance, publicUrl: string) {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/v1/link/:token"))
      throw new Error(`a link route must be under /v1/link/:token: ${route.url}`);
    if ((route.config as { public?: boolean } | undefined)?.public !== true)
      throw new Error(`a link route must say config: { public: true }: ${route.url}`);
  });
  const own = originOf(publicUrl);
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== own) throw new AppError("forbidden");
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none")
      throw new AppError("forbidden");
    const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    // A move without a body (no content type) cannot come from a form either.
    if (type !== undefined && type !== "application/json")
      throw new AppError("unsupported_content_type");
  });
}

/** What a public link route's schema says. */
export const linkRoute = {
  config: { public: true },
  tags: ["secure links"],
  params: z.object({ token: z.string() }),
};

export const linkErrors = {
  ...errorResponses,
  410: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The cookie that proves this browser, for this link only (its Path is the link's). */
function setBrowserCookie(
  reply: FastifyReply,
  token: string,
  browserToken: string,
  expiresAt: Date,
  secure: boolean,
) {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header(
    "set-cookie",
    `${browserCookie}=${browserToken}; Path=/v1/link/${token}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`,
  );
}

/**
 * The public routes of a secure link (no session: the link's token and the browser's proof are
 * the access; link-access.ts): its state, a code by mail, the code's check, a shared document.
 */
export async function linkRoutes(app: FastifyInstance, opts: { links: Links; publicUrl: string }) {
  linkScope(app, opts.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { links } = opts;
  const secure = opts.publicUrl.startsWith("https:");
  const browser = (request: FastifyRequest) => browserTokenOf(request);

  r.get("/v1/link/:token", {
    config: linkRoute.config,
    schema: {
      tags: linkRoute.tags,
      summary: "What a secure link shows: the code it asks for, why it ended, or the deal",
      description:
        "Before this browser proves an address by its code: the broker's name and the masked addresses only. An ended link (revoked, expired, withdrawn) names whom to ask. Unknown token: 404.",
      params: linkRoute.params,
      response: { 200: linkStateSchema, ...linkErrors },
    },
    handler: (request) => links.state(request.params.token, browser(request)),
  });
  r.post("/v1/link/:token/code", {
    config: linkRoute.config,
    schema: {
      tags: linkRoute.tags,
      summary: "Mail a six-digit code to this address, if the link was sent to it",
      description:
        "Always 202 with the same body whether or not the address is the link's (nothing to learn). Rate limited per link and address: 429 with Retry-After.",
      params: linkRoute.params,
      body: linkCodeRequestSchema,
      response: { 202: z.object({ sent: z.literal(true) }), ...linkErrors },
    },
    handler: async (request, reply) => {
      await links.requestCode(request.params.token, request.body.email);
      return reply.status(202).send({ sent: true });
    },
  });
  r.post("/v1/link/:token/verify", {
    config: linkRoute.config,
    schema: {
      tags: linkRoute.tags,
      summary: "Prove an address of the link by its code: this browser may then open the deal",
      description:
        "400 `link_code_wrong` for a wrong, used, expired or spent code (5 tries). Sets the HttpOnly `portal_link` cookie (Path=/v1/link/{token}) for the link's life.",
      params: linkRoute.params,
      body: linkVerifySchema,
      response: { 200: linkStateSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const { token } = request.params;
      const proof = await links.verify(token, request.body.email, request.body.code);
      setBrowserCookie(reply, token, proof.browserToken, proof.expiresAt, secure);
      return links.state(token, proof.browserToken);
    },
  });
  r.get("/v1/link/:token/document/:documentId", {
    config: linkRoute.config,
    schema: {
      tags: linkRoute.tags,
      summary: "Download a document the broker shared with this funder",
      params: z.object({ token: z.string(), documentId: z.string() }),
      response: { 200: z.any(), ...linkErrors },
    },
    handler: async (request, reply) =>
      sendDocument(
        reply,
        await links.document(request.params.token, browser(request), request.params.documentId),
      ),
  });
}

/** The broker's side of a submission's link: what happened to it, revoke, renew. */
export async function brokerLinkRoutes(app: FastifyInstance, opts: { links: Links }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { links } = opts;
  const security = [{ authorizationkey: [] }];
  const tags = ["submissions"];
  r.get("/v1/user/submission/:id/link", {
    schema: {
      tags,
      summary:
        "The secure link of a submission to an outside funder: where it went, until when, its opens and downloads",
      security,
      params: idParams,
      response: { 200: funderLinkSchema, ...errorResponses },
    },
    handler: (request) => links.brokerLink(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/user/submission/:id/link/revoke", {
    schema: {
      tags,
      summary: "End the submission's secure link now (409 invalid_transition once it ended)",
      security,
      params: idParams,
      response: { 200: funderLinkSchema, ...errorResponses },
    },
    handler: (request) => links.revoke(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/user/submission/:id/link/renew", {
    schema: {
      tags,
      summary:
        "Send a new secure link (a fresh expiry) and end the one that stood; mailed to the same addresses",
      security,
      params: idParams,
      response: { 200: funderLinkSchema, ...errorResponses },
    },
    handler: (request) => links.renew(identityOf(request).sub, request.params.id),
  });
}
