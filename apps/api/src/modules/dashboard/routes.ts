import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dashboardQuerySchema,
  dashboardSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from "@portal/contract/dashboard/dashboard-schemas";
import {
  needsActionQuerySchema,
  needsActionSchema,
} from "@portal/contract/dashboard/needs-action-schemas";
import {
  deskQuerySchema,
  funderDashboardSchema,
  operatorDashboardSchema,
} from "@portal/contract/dashboard/desk-schemas";
import { gettingStartedSchema } from "@portal/contract/dashboard/getting-started-schemas";
import { identityOf } from "../identity/authenticate";
import { errorResponses } from "../../lib/routes";
import type { DashboardService } from "./service";

/** The dashboards: a broker's figures for a period and a scope, what needs action, funders', operators'. */
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
    handler: (request) => opts.dashboard.leaderboard(identityOf(request).sub, request.query),
  });
  r.get("/v1/dashboard/actions", {
    schema: {
      tags: ["dashboard"],
      summary:
        "What needs the broker's action first in a scope: offers to compare, funders' questions, documents expiring on open deals, new funder fits",
      security: [{ authorizationkey: [] }],
      querystring: needsActionQuerySchema,
      response: { 200: needsActionSchema, ...errorResponses },
    },
    handler: (request) => opts.dashboard.needsAction(identityOf(request).sub, request.query),
  });
  r.get("/v1/dashboard/funder", {
    schema: {
      tags: ["dashboard"],
      summary:
        "A funder's dashboard: deals waiting, response time, offers out, funded volume for a period, submissions by status, 12 months of funded volume",
      security: [{ authorizationkey: [] }],
      querystring: deskQuerySchema,
      response: { 200: funderDashboardSchema, ...errorResponses },
    },
    handler: (request) => opts.dashboard.funder(identityOf(request).sub, request.query),
  });
  r.get("/v1/dashboard/operator", {
    schema: {
      tags: ["dashboard"],
      summary:
        "The operators' dashboard: funders waiting for approval, deals sent and the platform's funded volume for a period, 12 months of volume",
      security: [{ authorizationkey: [] }],
      querystring: deskQuerySchema,
      response: { 200: operatorDashboardSchema, ...errorResponses },
    },
    handler: (request) => opts.dashboard.operator(identityOf(request).sub, request.query),
  });
  r.get("/v1/dashboard/getting-started", {
    schema: {
      tags: ["dashboard"],
      summary:
        "A brokerage's Getting started checklist, each step read from its data (course passed, deal, documents, sent, team invited, logo, plan), and whether the viewer may put it away",
      description: "Funders and operators: 403 `forbidden` (they have no checklist).",
      security: [{ authorizationkey: [] }],
      response: { 200: gettingStartedSchema, ...errorResponses },
    },
    handler: (request) => opts.dashboard.gettingStarted(identityOf(request).sub),
  });
  r.post("/v1/dashboard/getting-started/dismiss", {
    schema: {
      tags: ["dashboard"],
      summary: "Puts the Getting started checklist away for the whole organization",
      description:
        "Owners and admins only (403 `forbidden` for others), once every step is done (409 `getting_started_open`). A second dismissal changes nothing.",
      security: [{ authorizationkey: [] }],
      response: { 200: gettingStartedSchema, ...errorResponses },
    },
    handler: (request) => opts.dashboard.dismissGettingStarted(identityOf(request).sub),
  });
}
