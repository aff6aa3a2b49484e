import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth, jwt, twoFactor } from "better-auth/plugins";
import type { Db } from "@portal/db/database";
import * as schema from "@portal/db/schema/identity";
import type { Config } from "../../config/env";
import type { EmailService } from "../email/service";
import { passwordHashing } from "./password-hash";
import { createPasswordStrength } from "./password-strength";
import * as repo from "./repo";

/** Identity endpoints that set a password, and where their body carries it. */
const passwordFields: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Identity endpoints that take a password, and the fields that carry one. */
const passwordsTaken: Record<string, readonly string[]> = {
  "/sign-in/email": ["password"],
  "/sign-up/email": ["password"],
  "/change-password": ["currentPassword", "newPassword"],
  "/reset-password": ["newPassword"],
  "/two-factor/enable": ["password"],
  "/two-factor/disable": ["password"],
};

/** Identity endpoints that need a recent sign-in, like the sensitive /v1 actions. */
const sensitivePaths = new Set([
  "/change-password",
  "/unlink-account",
  "/two-factor/disable",
  "/change-email",
  "/delete-user",
]);

export const authBasePath = "/auth";

/**
 * Linking a Google or Apple account that already belongs to someone else is refused as
 * `account_already_linked_to_different_user` ("Account already linked."). The identity service
 * compares the emails first, so such an account (it has the other person's address) was refused
 * as "Emails do not match.", and the spec's message never showed. Runs before that comparison.
 */
function linkedElsewhere(db: Db): NonNullable<BetterAuthOptions["user"]>["validateUserInfo"] {
  return async ({ user, source }) => {
    if (source.action !== "link-account" || !source.oauth) return;
    const sub = source.oauth.profile?.sub ?? source.oauth.profile?.id;
    if (typeof sub !== "string" && typeof sub !== "number") return;
    const holder = await repo.findAccountHolder(db, source.oauth.providerId, String(sub));
    if (holder && holder !== user.id) return { error: "account_already_linked_to_different_user" };
  };
}

/**
 * The identity service (better-auth) mounted under /auth: email and password accounts, cookie
 * sessions, and the ID token (JWT, EdDSA) that the web sends to /v1 as `authorizationkey`.
 */
export function createAuth(
  config: Config,
  db: Db,
  email: EmailService,
  /** Whether the person's membership is disabled (the organizations module, decision 032). */
  memberDisabled: (userId: string) => Promise<boolean>,
) {
  const auth = betterAuth({
    appName: "Dealbridge",
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Limits are the portal's own, shared between processes (modules/rate-limit).
    rateLimit: { enabled: false },
    database: identityTables(db),
    user: { modelName: "users", validateUserInfo: linkedElsewhere(db) },
    // freshAge: better-auth's own "recent sign-in" check (unlink-account uses it).
    session: { modelName: "sessions", freshAge: config.recentLoginSeconds },
    verification: { modelName: "verifications" },
    account: {
      modelName: "accounts",
      accountLinking: {
        enabled: true,
        // Google or Apple never takes over an existing account by asserting its email: the person
        // logs in with the password and links the provider on the Security page.
        disableImplicitLinking: true,
        allowDifferentEmails: false,
      },
    },
    emailAndPassword: passwordAccounts(config, db, email),
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: config.verifyLinkTtlSeconds,
      sendVerificationEmail: ({ user, url }) => email.verification(db, user.email, url),
    },
    advanced: {
      // better-auth skips the origin (CSRF) check under NODE_ENV=test; tests must see production rules.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: { disabled: config.env === "test" },
    databaseHooks: { session: { create: { before: refuseDisabledMembers(memberDisabled) } } },
    hooks: {
      before: beforeIdentityCall(config, (code, headers): Promise<void> =>
        assertSecondFactor(
          [
            (input): Promise<unknown> => auth.api.verifyTOTP(input),
            (input): Promise<unknown> => auth.api.verifyBackupCode(input),
          ],
          code,
          headers,
        ),
      ),
    },
    plugins: [
      ...oidcPlugins(config),
      twoFactorPlugin(),
      jwt({
        schema: { jwks: { modelName: "jwks" } },
        jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${config.idTokenTtlSeconds}s`,
          // sid: the session the token was issued for, so /v1 can end "every other" session.
          definePayload: ({ user, session }) => ({
            email: user.email,
            emailVerified: user.emailVerified,
            sid: session.id,
          }),
        },
      }),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Every way in (password, two-factor, Google, Apple, an emailed link) makes a session: a disabled
 * member gets none (docs/decisions/032).
 */
function refuseDisabledMembers(memberDisabled: (userId: string) => Promise<boolean>) {
  return async (session: { userId: string }) => {
    if (await memberDisabled(session.userId)) {
      throw new APIError("FORBIDDEN", {
        code: "MEMBER_DISABLED",
        message: "Your access to this organization is disabled.",
      });
    }
  };
}

/** Email and password accounts: sign-up, the reset link, and what a taken address is sent. */
function passwordAccounts(config: Config, db: Db, email: EmailService) {
  return {
    enabled: true,
    // Sign-up answers alike whether or not the address has an account (same status and body, the
    // same password-hash work, no session either way) and mails the owner of a taken address
    // instead (docs/decisions/022-sign-up-enumeration.md). A new person's emailed link signs in.
    autoSignIn: false,
    onExistingUserSignUp: async ({ user }: { user: { email: string } }) => {
      const { publicUrl } = config;
      await email.signUpAttempted(db, user.email, `${publicUrl}/`, `${publicUrl}/forgot-password`);
    },
    minPasswordLength: config.passwordMinLength,
    maxPasswordLength: 128,
    password: passwordHashing(config.env),
    resetPasswordTokenExpiresIn: config.resetLinkTtlSeconds,
    // A reset ends every session: whoever knew the old password is out.
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: ({ user, url }: { user: { email: string }; url: string }) =>
      email.resetPassword(db, user.email, url, Math.round(config.resetLinkTtlSeconds / 60)),
  } satisfies BetterAuthOptions["emailAndPassword"];
}

/** Authenticator codes and backup codes, with a lockout after repeated failures. */
function twoFactorPlugin() {
  return twoFactor({
    issuer: "Dealbridge",
    schema: { twoFactor: { modelName: "twoFactors" } },
    // A sign-in challenge allows 5 codes; 10 failures in a row lock two-factor for 15 minutes.
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
    backupCodeOptions: { amount: 10, length: 10 },
  });
}

/** better-auth's tables, under the portal's model names. */
function identityTables(db: Db) {
  return drizzleAdapter(db, {
    provider: "pg",
    schema: {
      users: schema.users,
      sessions: schema.sessions,
      accounts: schema.accounts,
      verifications: schema.verifications,
      jwks: schema.jwks,
      twoFactors: schema.twoFactors,
    },
  });
}

type CodeCheck = (input: { body: { code: string }; headers: Headers }) => Promise<unknown>;

/** Turning two-factor off needs a current code (or a backup code) besides the password. */
async function assertSecondFactor(
  checks: CodeCheck[],
  code: unknown,
  headers: Headers | undefined,
) {
  if (typeof code !== "string" || !/^[A-Za-z0-9-]{6,32}$/.test(code.trim())) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_CODE", message: "Invalid code" });
  }
  const body = { code: code.trim() };
  for (const check of checks) {
    if (
      await check({ body, headers: headers ?? new Headers() }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new APIError("BAD_REQUEST", { code: "INVALID_CODE", message: "Invalid code" });
}

/**
 * Google and Apple as OpenID Connect providers; their issuer is a setting, so tests and staging
 * can point them at a local provider.
 */
function oidcPlugins(config: Config) {
  return config.oidcProviders.length
    ? [
        genericOAuth({
          config: config.oidcProviders.map((p) => ({
            providerId: p.id,
            name: p.id === "google" ? "Google" : "Apple",
            clientId: p.clientId,
            clientSecret: p.clientSecret,
            discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            // Apple answers with a form POST; Google with a redirect.
            responseMode: p.id === "apple" ? ("form_post" as const) : undefined,
            mapProfileToUser: (profile: Record<string, unknown>) => ({
              emailVerified: profile.email_verified === true || profile.email_verified === "true",
              name:
                typeof profile.name === "string" && profile.name
                  ? profile.name
                  : String(profile.email ?? ""),
            }),
          })),
        }),
      ]
    : [];
}

/**
 * Checks before better-auth handles a call: sensitive calls need a recent sign-in (and turning
 * two-factor off a current code), and every way of setting a password meets the strength rule.
 */
function beforeIdentityCall(
  config: Config,
  assertSecondFactor: (code: unknown, headers: Headers | undefined) => Promise<void>,
) {
  const strength = createPasswordStrength(config.passwordMinScore);
  return createAuthMiddleware(async (ctx) => {
    // Spec section 5, "Password cannot be empty" (it was "Invalid email or password" or
    // "Incorrect password."): an empty password is not a wrong one.
    const fields = passwordsTaken[ctx.path] ?? [];
    const given = ctx.body as Record<string, unknown> | undefined;
    if (fields.some((f) => given?.[f] === "" || given?.[f] === undefined)) {
      throw new APIError("BAD_REQUEST", {
        code: "PASSWORD_EMPTY",
        message: "Password cannot be empty",
      });
    }
    if (sensitivePaths.has(ctx.path)) {
      const current = await getSessionFromCtx(ctx);
      if (
        current &&
        Date.now() - new Date(current.session.createdAt).getTime() >=
          config.recentLoginSeconds * 1000
      ) {
        throw new APIError("FORBIDDEN", {
          code: "SESSION_NOT_FRESH",
          message: "Requires recent login. Please login again.",
        });
      }
      if (current && ctx.path === "/two-factor/disable") {
        await assertSecondFactor((ctx.body as { code?: unknown } | undefined)?.code, ctx.headers);
      }
    }
    const field = passwordFields[ctx.path];
    const body = ctx.body as Record<string, unknown> | undefined;
    const password = field ? body?.[field] : undefined;
    if (typeof password !== "string" || password.length < config.passwordMinLength) return;
    const email = typeof body?.email === "string" ? body.email : ctx.context.session?.user.email;
    if (!(await strength.isStrongEnough(password, email))) {
      throw new APIError("BAD_REQUEST", {
        code: "PASSWORD_TOO_WEAK",
        message: "Choose a stronger password",
      });
    }
    // A password change ends every other session whatever the client asks: whoever knew the
    // old password is out at once, and cannot use a live token to end the changer's session.
    if (ctx.path === "/change-password") {
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
  });
}
