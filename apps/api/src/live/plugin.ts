import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLiveHub, type LiveHub } from "./hub";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's open live streams (docs/decisions/038); notifications' routes serve them. */
    live: LiveHub;
  }
}

/**
 * Live updates' transport: every process's changes reach it through PostgreSQL LISTEN/NOTIFY;
 * its streams end before the server closes (preClose), after requests have drained.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const live = createLiveHub(app.database, app.config.live, app.log);
    app.decorate("live", live);
    app.addHook("onReady", () => live.start());
    app.addHook("preClose", () => live.stop());
  },
  { name: "live", dependencies: ["database"] },
);
