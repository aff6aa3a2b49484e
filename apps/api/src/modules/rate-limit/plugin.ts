import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/app-error";
import { clientAddressKey } from "./client-address";
import type { Count, CounterStore } from "./counter-store";
import {
  addressActionFor,
  emailOf,
  mailActionFor,
  mailLimit,
  normalisePath,
  passwordSignInPath,
} from "./rules";

export interface RateLimitOptions {
  store: CounterStore;
  /** Requests per client address, per identity action, per minute. */
  perMinute: number;
  /** Failed password sign-ins per email address before it is locked... */
  lockoutAttempts: number;
  /** ...for this long (counted from the first failure of the window). */
  lockoutSeconds: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The email of a password sign-in, for the lockout count once the answer is known. */
    signInEmail: string | undefined;
  }
}

function refuse(reply: FastifyReply, count: Count): never {
  reply.header("retry-after", String(Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000))));
  throw new AppError("rate_limited");
}

/**
 * Rate limits and lockout for every identity action (docs/decisions/009-rate-limits.md):
 * per client address (IPv6 by /64), per email for mails, and lockout of an email after repeated
 * failed sign-ins. Judged on the normalised path, so spelling a path differently changes nothing.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  const { store } = opts;
  app.decorateRequest("signInEmail", undefined);
  app.addHook("onClose", () => store.close());

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST" && request.method !== "GET") return;
    const action = addressActionFor(normalisePath(request.url));
    if (!action) return;
    const count = await store.hit(`ip:${action}:${clientAddressKey(request.ip)}`, 60);
    if (count.hits > opts.perMinute) refuse(reply, count);
  });

  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "POST") return;
    const path = normalisePath(request.url);
    const mailAction = mailActionFor(path);
    const email = mailAction || path === passwordSignInPath ? emailOf(request.body) : undefined;
    if (!email) return;
    if (mailAction) {
      const count = await store.hit(`mail:${mailAction}:${email}`, mailLimit.windowSeconds);
      if (count.hits > mailLimit.hits) refuse(reply, count);
      return;
    }
    // Locked whether or not the address has an account, and whatever password comes now.
    const failures = await store.peek(`lockout:${email}`);
    if (failures.hits >= opts.lockoutAttempts) refuse(reply, failures);
    request.signInEmail = email;
  });

  app.addHook("onResponse", async (request, reply) => {
    const email = request.signInEmail;
    if (!email) return;
    if (reply.statusCode === 401) await store.hit(`lockout:${email}`, opts.lockoutSeconds);
    else if (reply.statusCode === 200) await store.reset(`lockout:${email}`);
  });
});
