import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { createAuth, type Auth } from "./auth";
import { authenticatePlugin, type ViewResolver } from "./authenticate";
import { accountRoutes, identityRoutes, passwordResetRoutes, signInMethodRoutes } from "./routes";
import { createIdentityService, type IdentityService } from "./service";
import { createSessionCheck, type SessionCheck } from "./session-check";
import { createTokenVerifier, type TokenVerifier } from "./token-verifier";

/** What identity asks of modules registered after it (they import identity, not the reverse). */
export interface IdentityNeeds {
  /** Whether the person's membership is disabled: the organizations module (decision 032). */
  memberDisabled: LateBound<(userId: string) => Promise<boolean>>;
  /** Whether a viewer may view as a member: the team module (decision 033). */
  viewAs: LateBound<ViewResolver>;
}

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    tokenVerifier: TokenVerifier;
    sessions: SessionCheck;
    identityNeeds: IdentityNeeds;
    identity: IdentityService;
  }
}

/**
 * Who is calling: sessions and tokens (better-auth) and the hook that reads each request's token.
 * Registered before every route (its hook must run on all of them), so apart from the routes of
 * `identityPlugin`.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const needs: IdentityNeeds = {
      memberDisabled: lateBound("whether a member is disabled"),
      viewAs: lateBound("views as a member"),
    };
    app.decorate("identityNeeds", needs);
    app.addHook("onReady", async () => Object.values(needs).forEach((n) => n.assertProvided()));
    const auth = createAuth(config, app.database.db, app.email, needs.memberDisabled.call);
    const tokenVerifier = createTokenVerifier({
      issuer: config.publicUrl,
      audience: config.publicUrl,
      loadJwks: () => auth.api.getJwks(),
    });
    const sessions = createSessionCheck({
      db: app.database.db,
      ttlMs: config.sessionCheckSeconds * 1000,
    });
    app.decorate("auth", auth);
    app.decorate("tokenVerifier", tokenVerifier);
    app.decorate("sessions", sessions);
    await app.register(authenticatePlugin, {
      verifier: tokenVerifier,
      sessions,
      viewAs: needs.viewAs.call,
    });
  },
  { name: "authentication", dependencies: ["database", "email"] },
);

/** Sign-in, password reset, the sign-in methods and the person's own account. */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, auth } = app;
    await app.register(identityRoutes, { auth, publicUrl: config.publicUrl });
    await app.register(passwordResetRoutes, { auth, publicUrl: config.publicUrl });
    const identity = createIdentityService({
      db: app.database.db,
      email: app.email,
      publicUrl: config.publicUrl,
      recentLoginSeconds: config.recentLoginSeconds,
      emailChangeTtlSeconds: config.verifyLinkTtlSeconds,
      passwords: {
        minLength: config.passwordMinLength,
        minScore: config.passwordMinScore,
        hash: async (password) => (await auth.$context).password.hash(password),
        newUserId: async () => (await auth.$context).generateId({ model: "user" }) || randomUUID(),
      },
    });
    app.decorate("identity", identity);
    await app.register(accountRoutes, { identity });
    await app.register(signInMethodRoutes, {
      providers: config.oidcProviders,
      freeTrial: config.billing.stripe !== null || config.billing.offline,
    });
  },
  { name: "identity", dependencies: ["authentication"] },
);
