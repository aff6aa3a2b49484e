import type { IncomingMessage } from "node:http";
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
 * - an answer sent before its request's body has all arrived closes the connection, so Node does
 *   not read the rest to throw it away, and the client stops sending. That covers the bodies cut
 *   off while being read (a chunked upload past its limit) and any early refusal.
 * Registered after the security headers (they are set in onRequest) and before authentication.
 */
export const bodyLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, reply, done) => {
    const declared = request.headers["content-length"];
    if (declared === undefined) return done();
    const { bodyLimit, config } = request.routeOptions;
    const limit = config.maxBodyBytes ?? bodyLimit;
    if (Number(declared) <= limit) return done();
    request.log.info(
      { declared: Number(declared), limit },
      "declared body over the limit: refused unread",
    );
    // Answered from the hook: the route (and its parser) never runs.
    sendError(request, reply, "payload_too_large");
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (bodyUnfinished(request.raw)) reply.header("connection", "close");
    done(null, payload);
  });
});
