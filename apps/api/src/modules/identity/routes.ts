import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ErrorCode } from "@portal/contract/errors/error-codes";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  emailChangedSchema,
  emailChangeRequestedSchema,
  updateEmailSchema,
  verifyEmailSchema,
} from "@portal/contract/user/account-schemas";
import { signInMethodsSchema } from "@portal/contract/identity/sign-in-methods";
import {
  endedSessionsSchema,
  resetPasswordAcceptedSchema,
  resetPasswordRequestSchema,
} from "@portal/contract/identity/password-schemas";
import { AppError } from "../../lib/app-error";
import { identityOf } from "./authenticate";
import type { IdentityService } from "./service";
import type { Auth } from "./auth";
import { validatedInService } from "../../lib/routes";

/** Turns a Fastify request into the Web `Request` better-auth handles. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody =
    request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(`${publicUrl}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/** The portal's error code for an identity service refusal that came without a body. */
function bodilessErrorCode(response: Response): ErrorCode {
  const codes: Partial<Record<number, ErrorCode>> = {
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    413: "payload_too_large",
    415: "unsupported_content_type",
    429: "rate_limited",
  };
  return codes[response.status] ?? "bad_request";
}

/** Mounts the identity service under /auth; its routes are public by nature. */
export async function identityRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; publicUrl: string },
) {
  // better-auth parses bodies itself: hand it the raw bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    config: { public: true },
    schema: { hide: true },
    async handler(request, reply) {
      const response = await opts.auth.handler(toWebRequest(request, opts.publicUrl));
      // A path or method it does not serve is an empty 404 (sent as `null`): the envelope instead.
      if (response.status >= 400 && !response.body) throw new AppError(bodilessErrorCode(response));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      // Every cookie, not just the first one the Headers iterator joins.
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/**
 * `POST /v1/user/reset-password` (spec §7: JSON, no authorizationkey). The answer is sent before
 * any lookup happens, so status, body and timing are the same whether or not the address has an
 * account; the identity service then mails a single-use link if it does.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; publicUrl: string },
) {
  app.withTypeProvider<ZodTypeProvider>().post("/v1/user/reset-password", {
    config: { public: true },
    schema: {
      tags: ["identity"],
      summary:
        "Email a password reset link (same answer whether or not the address has an account)",
      body: resetPasswordRequestSchema,
      response: { 202: resetPasswordAcceptedSchema, 400: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      setImmediate(() => {
        opts.auth.api
          .requestPasswordReset({ body: { email, redirectTo: `${opts.publicUrl}/reset-password` } })
          .catch((err: unknown) => request.log.error({ err }, "password reset request failed"));
      });
      return reply.status(202).send({ status: "accepted" as const });
    },
  });
}

/** Sessions and the sign-in email of the signed-in person (spec §7). */
export async function accountRoutes(app: FastifyInstance, opts: { identity: IdentityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    422: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };

  r.post("/v1/user/updateemail", {
    schema: {
      tags: ["identity"],
      summary: "Ask to change the sign-in email: a single-use link goes to the new address",
      description:
        "Needs a recent sign-in (403 `requires_recent_login`). 400 `emailsDoNotMatch` / " +
        "`invalidEmailAddress` issues; 422 `email_already_exists` for one's own address. An " +
        "address another account uses is answered 202 like a free one (its owner is told, " +
        "nothing changes). The old address is told.",
      security: [{ authorizationkey: [] }],
      body: updateEmailSchema,
      response: { 202: emailChangeRequestedSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await opts.identity.requestEmailChange(identityOf(request), request.body)),
  });

  r.post("/v1/user/verifyemail", {
    schema: {
      tags: ["identity"],
      summary:
        "Confirm the new email with the token from the mailed link (signed in as the same person)",
      description:
        "400 `verification_failed` when the token is unknown, used, expired or someone else's.",
      security: [{ authorizationkey: [] }],
      body: verifyEmailSchema,
      response: { 200: emailChangedSchema, ...errors },
    },
    // Any body that is not a live token is the spec's one answer for a bad link.
    validatorCompiler: validatedInService,
    handler: (request) => opts.identity.confirmEmailChange(identityOf(request), request.body),
  });

  r.post("/v1/user/password-changed", {
    schema: {
      tags: ["identity"],
      summary: "End every other session of the signed-in user (call after changing the password)",
      security: [{ authorizationkey: [] }],
      response: { 200: endedSessionsSchema, 401: errorEnvelopeSchema },
    },
    handler: (request) => opts.identity.endOtherSessions(identityOf(request)),
  });
}

/**
 * `GET /v1/sign-in-methods`: which providers the log-in page offers besides email and password,
 * and whether it offers a free trial (billing on).
 */
export async function signInMethodRoutes(
  app: FastifyInstance,
  opts: { providers: { id: "google" | "apple" }[]; freeTrial: boolean },
) {
  const providers = opts.providers.map((p) => ({
    id: p.id,
    name: p.id === "google" ? "Google" : "Apple",
  }));
  app.withTypeProvider<ZodTypeProvider>().get("/v1/sign-in-methods", {
    config: { public: true },
    schema: {
      tags: ["identity"],
      summary:
        "Sign-in providers configured on this portal (Google, Apple), and whether a free trial is offered",
      response: { 200: signInMethodsSchema },
    },
    handler: async (_request, reply) =>
      reply
        .header("cache-control", "public, max-age=300")
        .send({ providers, freeTrial: opts.freeTrial }),
  });
}
