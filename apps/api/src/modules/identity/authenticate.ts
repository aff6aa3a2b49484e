import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/app-error";
import type { TokenVerifier } from "./token-verifier";
import type { SessionCheck } from "./session-check";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";

/**
 * Who a request acts as. During a view as a member, the member, with `viewedBy` naming the viewer:
 * the mark the services read to leave out the member's private details (decision 052).
 */
export type RequestIdentity = IdTokenClaims & { viewedBy?: string };

/**
 * What a `/v1` request made during a view acts as (the team module's views, decision 033): the
 * member's identity, for reads only (`reads` false answers `view_only`).
 */
export type ViewResolver = (
  identity: IdTokenClaims,
  viewId: string,
  reads: boolean,
) => Promise<RequestIdentity>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes are private unless they say `public: true`; private ones need `authorizationkey`. */
    public?: boolean;
    /**
     * The person's own private matters (their notifications): refused during a view as a member
     * with 403 `view_private` (decision 052).
     */
    personal?: boolean;
    /**
     * A POST that only reads (its question too long for a URL: the statement lines behind a
     * figure, decision 089): allowed during a view as a member, and in a read-only organization
     * (billing/read-only.ts), like a GET. Never on a route that changes anything.
     */
    reads?: boolean;
  }
  interface FastifyRequest {
    identity: RequestIdentity | undefined;
  }
}

export const authorizationHeader = "authorizationkey";
/** The id of the signed-in owner's or admin's view as a member (docs/decisions/033). */
export const viewAsHeader = "viewas";

/** Calls that can end sessions: sign-out, password change or reset, revocation, deletion, disabling. */
const endsSessions =
  /^\/+(auth\/+(sign-out|change-password|reset-password|revoke-[a-z-]+|delete-user)|v1\/+user\/+(password-changed|delete)|v1\/+team\/+members\/+[^/]+\/+disable)\/*$/i;

/**
 * Secure by default: every route not declared public verifies the ID token, and that the session
 * it was issued for still lives, before anything else.
 */
export const authenticatePlugin = fp(
  async (
    app: FastifyInstance,
    opts: { verifier: TokenVerifier; sessions: SessionCheck; viewAs: ViewResolver },
  ) => {
    app.decorateRequest("identity", undefined);
    app.addHook("onRequest", async (request) => {
      if (request.is404 || request.routeOptions.config.public === true) return;
      const header = request.headers[authorizationHeader];
      const identity = await opts.verifier.verify(typeof header === "string" ? header : undefined);
      await opts.sessions.assertLive(identity);
      // During a view as a member, a /v1 request is the member's, and may only read (a GET, or a
      // route marked `reads`).
      const view = request.headers[viewAsHeader];
      if (typeof view !== "string" || !request.routeOptions.url?.startsWith("/v1")) {
        request.identity = identity;
        return;
      }
      request.identity = await opts.viewAs(
        identity,
        view,
        request.method === "GET" ||
          request.method === "HEAD" ||
          request.routeOptions.config.reads === true,
      );
      if (request.routeOptions.config.personal === true) throw new AppError("view_private");
    });
    // Other processes see an ended session within the check's window; this one at once.
    app.addHook("onResponse", (request, reply, done) => {
      const ends = request.method === "POST" || request.method === "DELETE";
      if (ends && reply.statusCode < 400 && endsSessions.test(request.url.split("?")[0] ?? "")) {
        opts.sessions.forgetAll();
      }
      done();
    });
  },
);

/** The verified identity of a private route's request. */
export function identityOf(request: FastifyRequest): RequestIdentity {
  if (!request.identity) throw new AppError("unauthorized");
  return request.identity;
}
