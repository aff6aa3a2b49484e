import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/app-error";
import { clientAddressKey } from "./client-address";
import {
  counterSweepMs,
  createDatabaseCounterStore,
  createRedisCounterStore,
  sweepExpiredCounters,
  type Count,
  type CounterStore,
} from "./counter-store";
import {
  addressActionFor,
  emailOf,
  isJson,
  jsonOnlyPaths,
  linkCountersFor,
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
    /** The email of a password sign-in whose attempt was counted, cleared by a success. */
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
    if (jsonOnlyPaths.has(path) && !isJson(request.headers["content-type"]))
      throw new AppError("unsupported_content_type");
    if (path === passwordSignInPath) return reserveSignIn(request, reply);
    for (const counter of linkCountersFor(path, request.body)) {
      const count = await store.hit(counter.key, counter.windowSeconds);
      if (count.hits > counter.hits) refuse(reply, count);
    }
    const mailAction = mailActionFor(path);
    const email = mailAction ? emailOf(request.body) : undefined;
    if (!mailAction || !email) return;
    const count = await store.hit(`mail:${mailAction}:${email}`, mailLimit.windowSeconds);
    if (count.hits > mailLimit.hits) refuse(reply, count);
  });

  /**
   * Every password sign-in is counted before it is judged: one atomic hit reserves the attempt,
   * so a burst sent at once cannot all be judged while the count lags behind (a success clears
   * it). Locked whether or not the address has an account, and whatever password comes now.
   */
  async function reserveSignIn(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request.body);
    if (!email) return;
    const attempts = await store.hit(`lockout:${email}`, opts.lockoutSeconds);
    if (attempts.hits > opts.lockoutAttempts) refuse(reply, attempts);
    request.signInEmail = email;
  }

  app.addHook("onResponse", async (request, reply) => {
    const email = request.signInEmail;
    if (email && reply.statusCode === 200) await store.reset(`lockout:${email}`);
  });
});

/**
 * The module: counters in Redis when REDIS_URL is set, else in the database, whose expired rows a
 * periodic job sweeps.
 */
export const rateLimitModulePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    if (!config.redisUrl)
      app.jobs.every("expired-rate-limits", counterSweepMs, () =>
        sweepExpiredCounters(database.db),
      );
    await app.register(rateLimitPlugin, {
      ...config.rateLimit,
      store: config.redisUrl
        ? await createRedisCounterStore(config.redisUrl, config.redisKeyPrefix)
        : createDatabaseCounterStore(database.db),
    });
  },
  { name: "rate-limit", dependencies: ["database", "jobs"] },
);
