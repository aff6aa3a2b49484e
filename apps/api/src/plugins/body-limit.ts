import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The most a route reads of a body it parses itself (a multipart upload); others: `bodyLimit`. */
    maxBodyBytes?: number;
  }
}

/** A body is on its way and has not all arrived (injected requests, which have it all, say nothing). */
function bodyUnfinished(raw: IncomingMessage): boolean {
  if (raw.complete !== false) return false;
  const length = raw.headers["content-length"];
  return (length !== undefined && length !== "0") || raw.headers["transfer-encoding"] !== undefined;
}

/**
 * A body over its route's limit is not read:
 * - a declared Content-Length over the limit is answered 413 at once, before authentication or
 *   parsing (a 4 GB upload used to be read to its end before its 413);
 * - a request that asks `Expect: 100-continue` gets its 100 Continue only once its declared
 *   length passed that check: Node answers 100 before the app sees the request unless the
 *   server has a 'checkContinue' listener, so one is added (Fastify has none). A client then
 *   sends nothing of a body refused 413 (decision 027);
 * - an answer sent before its request's body has all arrived closes the connection, so Node does
 *   not read the rest to throw it away, and the client stops sending. That covers the bodies cut
 *   off while being read (a chunked upload past its limit) and any early refusal. The close
 *   lingers (`lingerOnClose`), so the answer reaches a client still sending.
 * Registered after the security headers (they are set in onRequest) and before authentication.
 */
export const bodyLimitPlugin = fp(async (app: FastifyInstance, opts: { lingerMs: number }) => {
  /** Requests that asked for 100 Continue and have not had it yet. */
  const awaitingContinue = new WeakSet<IncomingMessage>();
  const onCheckContinue = (req: IncomingMessage, res: ServerResponse) => {
    awaitingContinue.add(req);
    app.server.emit("request", req, res);
  };
  app.server.on("checkContinue", onCheckContinue);
  app.addHook("onClose", (_app, done) => {
    app.server.off("checkContinue", onCheckContinue);
    done();
  });

  app.addHook("onRequest", (request, reply, done) => {
    const declared = request.headers["content-length"];
    const { bodyLimit, config } = request.routeOptions;
    const limit = config.maxBodyBytes ?? bodyLimit;
    if (declared !== undefined && Number(declared) > limit) {
      request.log.info(
        { declared: Number(declared), limit },
        "declared body over the limit: refused unread",
      );
      // Answered from the hook: the route (and its parser) never runs, and no 100 was sent.
      return sendError(request, reply, "payload_too_large");
    }
    if (awaitingContinue.delete(request.raw)) reply.raw.writeContinue();
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (bodyUnfinished(request.raw)) {
      reply.header("connection", "close");
      lingerOnClose(request.raw, opts.lingerMs);
    }
    done(null, payload);
  });
});

/**
 * Closes like a lingering close (Apache's, nginx's `lingering_close`): once the answer is written
 * the sending side is shut, and what the client still sends is read and dropped until it closes
 * too or `lingerMs` passes. Closing with bytes unread makes the system reset the connection, and
 * a client that was still sending (most send the whole body before they read) then loses the
 * answer to the reset: it saw a connection reset instead of the 413. Node's own close after the
 * answer (`destroySoon`) is replaced, and the body is set flowing to nowhere (a form reader that
 * stopped at the limit left it paused).
 */
function lingerOnClose(raw: IncomingMessage, lingerMs: number) {
  const socket: Socket | null = raw.socket;
  // Injected requests (tests) have no real socket.
  if (!socket || typeof socket.destroySoon !== "function" || lingerMs <= 0) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    raw.resume();
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}
