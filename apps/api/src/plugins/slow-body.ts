import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "./errors";

export interface SlowBodyOptions {
  /** Below this average rate, counted from the request's start, a body is too slow... */
  minBodyBytesPerSecond: number;
  /** ...once this much time has passed (0 rate = off). */
  bodyGraceMs: number;
}

/**
 * Ends requests whose body trickles in (one byte every few seconds keeps an idle timeout from
 * firing and would hold the connection until the request timeout), or stalls until the idle
 * timeout. It only watches the socket's byte count, so it works the same for JSON, forms and
 * streamed uploads, and reads nothing. Either is answered 408 "Please try again later." and the
 * connection closed (the answer closes it: plugins/body-limit.ts); it used to close unanswered.
 */
export const slowBodyPlugin = fp(async (app: FastifyInstance, opts: SlowBodyOptions) => {
  if (opts.minBodyBytesPerSecond <= 0) return;
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const expectsBody =
      Number(raw.headers["content-length"] ?? 0) > 0 ||
      raw.headers["transfer-encoding"] !== undefined;
    const socket = raw.socket;
    // Injected requests (tests) have no real socket to watch.
    const real = typeof socket?.bytesRead === "number" && typeof socket.destroy === "function";
    if (!expectsBody || raw.complete || !real) return done();
    const started = Date.now();
    const bytesAtStart = socket.bytesRead;
    const check = setInterval(
      () => {
        if (raw.complete || socket.destroyed) return clearInterval(check);
        const elapsedMs = Date.now() - started;
        if (elapsedMs < opts.bodyGraceMs) return;
        const rate = ((socket.bytesRead - bytesAtStart) * 1000) / elapsedMs;
        if (rate >= opts.minBodyBytesPerSecond) return;
        clearInterval(check);
        request.log.info({ rate: Math.round(rate) }, "request body too slow: answered 408");
        answerTimedOut(request, reply);
      },
      Math.min(1_000, Math.max(100, opts.bodyGraceMs / 2)),
    );
    check.unref();
    // Node emits this on a request still being read when its connection went idle (with a
    // listener it no longer closes the connection itself).
    raw.once("timeout", () => {
      clearInterval(check);
      request.log.info("request body stalled: answered 408");
      answerTimedOut(request, reply);
    });
    raw.once("close", () => clearInterval(check));
    done();
  });
});

/** Answers a request whose body comes too slowly, unless its answer has begun: then just closes. */
function answerTimedOut(request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) return void request.raw.socket.destroy();
  void sendError(request, reply, "request_timeout");
}
