import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dashboardQuerySchema,
  dashboardSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from "@portal/contract/dashboard/dashboard-schemas";
import { identityOf } from "../../plugins/authenticate";
import { errorResponses, serviceValidates } from "../../lib/routes";
import type { DashboardService } from "./service";

/** The broker's dashboard: figures for a period and a scope. */
export async function dashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/dashboard", {
    schema: {
      tags: ["dashboard"],
      summary:
        "Pending proposals, closed deals, sales and commission earned for a period and a scope (with the previous period's), the pipeline by stage, and 12 months of sales and commission",
      security: [{ authorizationkey: [] }],
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema, ...errorResponses },
    },
    validatorCompiler: serviceValidates,
    handler: (request) => opts.dashboard.get(identityOf(request).sub, request.query),
  });
  r.get("/v1/dashboard/leaderboard", {
    schema: {
      tags: ["dashboard"],
      summary:
        "The top 5 of the scope's people by sales or commission earned in the period, in one currency, and the viewer's own rank",
      security: [{ authorizationkey: [] }],
      querystring: leaderboardQuerySchema,
      response: { 200: leaderboardSchema, ...errorResponses },
    },
    validatorCompiler: serviceValidates,
    handler: (request) => opts.dashboard.leaderboard(identityOf(request).sub, request.query),
  });
}
