import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bulkDeclineResultSchema,
  bulkDeclineSchema,
  funderSettingsSchema,
  inboxChoicesSchema,
  inboxPageSchema,
  inboxQuerySchema,
} from "@portal/contract/submissions/inbox-schemas";
import { errorResponses, sourceOf } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { SubmissionService } from "./service";

/** The funder's inbox in tabs, declining several items at once, and the workspace's settings. */
export function inboxRoutes(app: FastifyInstance, s: SubmissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const tags = ["funder workspace"];
  r.get("/v1/funder/submissions", {
    schema: {
      tags,
      summary: "Deals sent to your funder organization: one tab's page and every tab's count",
      description:
        "25 items a page in the chosen order (ties by id); pass `nextCursor` as `cursor` for the next page with the same tab, sort and direction. The counts are under the same filters. A withdrawn deal keeps no business name or country.",
      security,
      querystring: inboxQuerySchema,
      response: { 200: inboxPageSchema, ...errorResponses },
    },
    handler: (request) => s.inbox(identityOf(request).sub, request.query),
  });
  // A static path: the router prefers it to any parameter, and one item is `/submission/{id}`.
  r.get("/v1/funder/submissions/choices", {
    schema: {
      tags,
      summary: "What the inbox's broker and listing filters offer",
      description:
        "The broker organizations that ever sent a deal to your funder organization (with how many items each) and your listings that items came through, each sorted by name. Any member of the funder reads it; a broker's account is refused (403).",
      security,
      response: { 200: inboxChoicesSchema, ...errorResponses },
    },
    handler: (request) => s.inboxChoices(identityOf(request).sub),
  });
  r.post("/v1/funder/submissions/decline", {
    schema: {
      tags,
      summary:
        "Decline several deals with one reason: each its own move; which were declined and which refused",
      description:
        "Another funder's ids and ids that name nothing are refused as `not_found`; an item already decided as `invalid_transition`.",
      security,
      body: bulkDeclineSchema,
      response: { 200: bulkDeclineResultSchema, ...errorResponses },
    },
    handler: (request) => s.bulkDecline(identityOf(request).sub, request.body, sourceOf(request)),
  });
  r.get("/v1/funder/settings", {
    schema: {
      tags,
      summary: "Your funder organization's workspace settings (the response target)",
      security,
      response: { 200: funderSettingsSchema, ...errorResponses },
    },
    handler: (request) => s.funderSettings(identityOf(request).sub),
  });
  r.put("/v1/funder/settings", {
    schema: {
      tags,
      summary: "Change the workspace settings (owners and admins)",
      security,
      body: funderSettingsSchema,
      response: { 200: funderSettingsSchema, ...errorResponses },
    },
    handler: (request) => s.updateFunderSettings(identityOf(request).sub, request.body),
  });
}
