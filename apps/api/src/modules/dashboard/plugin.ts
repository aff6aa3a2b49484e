import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dashboardRoutes } from "./routes";
import { createDashboardService } from "./service";

export const dashboardPlugin = fp(
  async (app: FastifyInstance) =>
    app.register(dashboardRoutes, {
      dashboard: createDashboardService(app.database.db, {
        deals: app.deals,
        billing: app.billing,
        expiringSoonDays: app.config.documents.expiringSoonDays,
      }),
    }),
  { name: "dashboard", dependencies: ["deals", "billing"] },
);
