import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { getMembership } from "../organizations/service";
import { sweepExpiringDocuments } from "./expiring";
import { liveRoutes, notificationRoutes } from "./routes";
import { createNotificationService } from "./service";

/**
 * The notification centre and its live stream (docs/decisions/038): `GET /v1/events` streams
 * through this process's live hub. And the periodic job that tells brokers of documents expiring
 * on their open deals (every EXPIRING_SWEEP_MS, once per document).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database, tokenVerifier, sessions, identityNeeds } = app;
    await app.register(notificationRoutes, {
      notifications: createNotificationService(database.db, { newsUnread: app.news.unreadCount }),
    });
    await app.register(liveRoutes, {
      live: app.live,
      verify: (token) => tokenVerifier.verify(token),
      async assertAllowed(own, viewId) {
        await sessions.assertLive(own);
        if (viewId) await identityNeeds.viewAs.call(own, viewId, true);
      },
      organizationOf: async (userId) =>
        (await getMembership(database.db, userId))?.organization.id ?? null,
    });
    app.jobs.every("expiring-documents", config.live.expiringSweepMs, () =>
      sweepExpiringDocuments(database.db, config.documents.expiringSoonDays),
    );
  },
  { name: "notifications", dependencies: ["authentication", "live", "news", "jobs"] },
);
