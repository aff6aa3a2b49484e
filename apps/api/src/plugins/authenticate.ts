import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import { AppError } from "../lib/app-error";
import type { TokenVerifier } from "../modules/identity/token-verifier";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes are private unless they say `public: true`; private ones need `authorizationkey`. */
    public?: boolean;
  }
  interface FastifyRequest {
    identity: IdTokenClaims | undefined;
  }
}

export const authorizationHeader = "authorizationkey";

/** Secure by default: every route not declared public verifies the ID token before anything else. */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { verifier: TokenVerifier }) => {
    app.decorateRequest("identity", undefined);
    app.addHook("onRequest", async (request) => {
      if (request.is404 || request.routeOptions.config.public === true) return;
      const header = request.headers[authorizationHeader];
      request.identity = await opts.verifier.verify(
        typeof header === "string" ? header : undefined,
      );
    });
  },
);

/** The verified identity of a private route's request. */
export function identityOf(request: FastifyRequest): IdTokenClaims {
  if (!request.identity) throw new AppError("unauthorized");
  return request.identity;
}
