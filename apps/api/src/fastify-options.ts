import type { FastifyHttpOptions } from "fastify";
import type { Server } from "node:http";
import type { Config } from "./config/env";
import { clientErrorHandler, frameworkErrors } from "./plugins/errors";

/** Fastify's own options: logging (secrets redacted), proxies, request ids, timeouts. */
export function fastifyOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: [
        "req.headers.authorizationkey",
        "req.headers.cookie",
        'req.headers["x-portal-webhook-secret"]',
      ],
      // The CRM may put its secret in the query string: never write it to the logs.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&]secret=)[^&]*/gi, "$1[Redacted]"),
          remoteAddress: req.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    // Slow or stalled clients must not hold a connection (and its memory) for long.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node enforces the headers and request timeouts only when it checks its connections,
      // every 30 s by default: headers due after 10 s were cut after 26 to 40 s. Checked at least
      // every second, a timeout holds to within a second (a check is a walk over the connections).
      connectionsCheckingInterval: Math.min(1_000, Math.floor(config.http.headersTimeoutMs / 4)),
    },
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  };
}
