import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "./errors";

export interface LoadSheddingOptions {
  /** Requests being answered at once (live streams not counted) above which new ones get 503; 0: no limit. */
  maxInFlight: number;
  /** Event-loop delay (ms, the mean over the last second) above which new requests get 503; 0: no limit. */
  maxEventLoopDelayMs: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** What load shedding sees (tests and operations). */
    loadShedding: {
      inFlight: () => number;
      /** The mean event-loop delay over the last whole second, in ms. */
      eventLoopDelayMs: () => number;
      /** Requests refused with 503 since start. */
      refused: () => number;
    };
  }
}

/**
 * Event-loop delay is judged by its mean over the last whole second: a loop saturated for that long
 * raises it, one long synchronous task (a big PDF) hardly does. The monitor's own resolution is
 * taken off (an idle loop reads about 0).
 */
const windowMs = 1_000;
const resolutionMs = 10;

/** Never refused: balancers' probes (they must see the process) and the live streams' own limit. */
const exempt = (request: FastifyRequest) => /^\/health(\/|\?|$)/.test(request.url);
/** Long-lived: held open for minutes, so not "in flight" work (docs/decisions/038). */
const isStream = (request: FastifyRequest) => /^\/v1\/events(\?|$)/.test(request.url);

/**
 * Graceful overload (docs/decisions/085-a-days-load.md): while too many requests are being
 * answered at once, or the event loop has been late by more than the limit, a new request gets
 * 503 `service_unavailable` with Retry-After at once, before its body is read or any handler runs
 * (a refused write does nothing), instead of joining a queue that makes every answer slower.
 * `/health` and `/health/ready` are never refused.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, opts: LoadSheddingOptions) => {
    let inFlight = 0;
    let refused = 0;
    let lastWindowMs = 0;
    const delay = monitorEventLoopDelay({ resolution: resolutionMs });
    let timer: NodeJS.Timeout | undefined;
    if (opts.maxEventLoopDelayMs > 0) {
      delay.enable();
      timer = setInterval(() => {
        lastWindowMs = delay.count > 0 ? Math.max(0, delay.mean / 1e6 - resolutionMs) : 0;
        delay.reset();
      }, windowMs);
      timer.unref();
    }
    const eventLoopDelayMs = () => lastWindowMs;
    app.addHook("onClose", async () => {
      clearInterval(timer);
      delay.disable();
    });
    app.decorate("loadShedding", {
      inFlight: () => inFlight,
      eventLoopDelayMs,
      refused: () => refused,
    });

    app.addHook("onRequest", async (request, reply) => {
      if (exempt(request)) return;
      const overloaded =
        (opts.maxInFlight > 0 && inFlight >= opts.maxInFlight) ||
        (opts.maxEventLoopDelayMs > 0 && lastWindowMs > opts.maxEventLoopDelayMs);
      if (overloaded) {
        refused += 1;
        reply.header("retry-after", String(opts.retryAfterSeconds));
        return sendError(request, reply, "service_unavailable");
      }
      if (isStream(request)) return;
      inFlight += 1;
      reply.raw.once("close", () => (inFlight -= 1));
    });
  },
  { name: "load-shedding" },
);
