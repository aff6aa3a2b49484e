import type { FastifyInstance } from "fastify";
import { sendError } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Starts draining (server.ts, on SIGTERM): new requests get 503 in the envelope with
     * `Connection: close`, every answer closes its connection. Resolves once no request is in
     * flight and none arrived for `quietMs`, or at `deadline` (epoch ms). `app.close()` follows.
     */
    drain: (options: { quietMs: number; deadline: number }) => Promise<{ quiet: boolean }>;
  }
}

/**
 * Shutdown without dropping a request. A keep-alive connection the server closed while idle can
 * meet a request its client sent in that instant, and the client sees a reset (a lost
 * `POST /v1/user/deals`). So the server keeps its connections open while it drains: each request
 * that arrives is answered (503 and `Connection: close` if it is new), the answer closes the
 * connection, and only once requests have stopped arriving does `app.close()` stop the listener
 * and close the connections left idle. A balancer sees the 503s (and `/health/ready` among them)
 * and sends the next requests elsewhere.
 *
 * `app.close()` alone (tests, or a deadline reached) still answers 503 to what arrives while it
 * closes, and asks each connection to close after its answer.
 */
export function drainOnShutdown(app: FastifyInstance) {
  let draining = false;
  let closing = false;
  let inFlight = 0;
  let lastArrival = 0;

  app.addHook("onRequest", async (request, reply) => {
    lastArrival = Date.now();
    if (draining) {
      reply.header("connection", "close");
      return sendError(request, reply, "service_unavailable");
    }
    inFlight += 1;
    reply.raw.once("close", () => (inFlight -= 1));
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining || closing) reply.header("connection", "close");
  });
  app.addHook("preClose", async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook("onResponse", async () => {
    // Once closing, a keep-alive connection whose answer just went would hold the close open.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });

  app.decorate("drain", async ({ quietMs, deadline }: { quietMs: number; deadline: number }) => {
    draining = true;
    lastArrival = Date.now();
    for (;;) {
      const quiet = inFlight === 0 && Date.now() - lastArrival >= quietMs;
      if (quiet || Date.now() >= deadline) return { quiet };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
}
