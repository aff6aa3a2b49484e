import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import {
  markReadSchema,
  notificationListSchema,
  notificationQuerySchema,
  unreadCountSchema,
} from "@portal/contract/notifications/notification-schemas";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../lib/routes";
import { authorizationHeader, identityOf, viewAsHeader } from "../identity/authenticate";
import type { LiveHub } from "../../live/hub";
import type { NotificationService } from "./service";

const security = [{ authorizationkey: [] }];
const tags = ["notifications"];

/** The notification centre: the person's own notifications, and marking them read. */
export async function notificationRoutes(
  app: FastifyInstance,
  opts: { notifications: NotificationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/notifications", {
    // Not shown during a view as a member (decision 052).
    config: { personal: true },
    schema: {
      tags,
      summary:
        "The caller's notifications, the newest first, a page at a time (`cursor` is the last page's `nextCursor`), with the unread counts (notifications and news posts)",
      security,
      querystring: notificationQuerySchema,
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: (request) => opts.notifications.list(identityOf(request).sub, request.query),
  });
  r.get("/v1/notifications/unread-count", {
    // Not shown during a view as a member (decision 052).
    config: { personal: true },
    schema: {
      tags,
      summary: "How many of the caller's notifications and news posts are unread (the bell)",
      security,
      response: { 200: unreadCountSchema, ...errorResponses },
    },
    handler: (request) => opts.notifications.unreadCount(identityOf(request).sub),
  });
  r.post("/v1/notifications/read", {
    schema: {
      tags,
      summary:
        "Mark some of one's own notifications read (`ids`; any other id answers 404 and nothing changes), or all of them (`all: true`)",
      security,
      body: markReadSchema,
      response: { 200: unreadCountSchema, ...errorResponses },
    },
    handler: (request) => opts.notifications.markRead(identityOf(request).sub, request.body),
  });
}

export interface LiveRouteOptions {
  live: LiveHub;
  /** The token's own claims (during a view the request's identity is the member's). */
  verify: (token: string | undefined) => Promise<IdTokenClaims>;
  /** Throws once the session, or the view as a member, is over. */
  assertAllowed: (own: IdTokenClaims, viewId: string | undefined) => Promise<void>;
  organizationOf: (userId: string) => Promise<string | null>;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * `GET /v1/events`: the caller's live updates as server-sent events (docs/decisions/038). During a
 * view as a member, the member's (read-only, as every GET of the view).
 */
export async function liveRoutes(app: FastifyInstance, opts: LiveRouteOptions) {
  app.get("/v1/events", {
    exposeHeadRoute: false,
    schema: {
      tags,
      summary:
        "Live updates: a text/event-stream of `change` events naming the queries to read again",
      description:
        "Send `Accept: text/event-stream`. Events: `ready` once listening; `change` with `{ topics, notification? }`; `end` with `{ reason }` (signed_out, expired, shutdown) before the server closes it. A comment every 25 s keeps it open. At most 8 streams per person (429 past them).",
      security,
      response: {
        200: z.string().describe("text/event-stream"),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      if (!(request.headers.accept ?? "").includes("text/event-stream"))
        throw new AppError("bad_request");
      const identity = identityOf(request);
      const own = await opts.verify(header(request, authorizationHeader));
      const viewId = header(request, viewAsHeader);
      const organizationId = await opts.organizationOf(identity.sub);
      const out = (() => {
        try {
          return opts.live.open({
            userId: identity.sub,
            organizationId,
            expiresAt: own.exp * 1000,
            stillAllowed: () => stillAllowed(opts, own, viewId),
            inView: identity.viewedBy !== undefined,
          });
        } catch (error) {
          reply.header("retry-after", "30");
          throw error;
        }
      })();
      reply.raw.once("close", () => out.destroy());
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-cache, no-store, no-transform")
        .header("x-accel-buffering", "no")
        .send(out);
    },
  });
}

async function stillAllowed(opts: LiveRouteOptions, own: IdTokenClaims, viewId?: string) {
  try {
    await opts.assertAllowed(own, viewId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
