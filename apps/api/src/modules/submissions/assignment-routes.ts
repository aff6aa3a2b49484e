import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "@portal/db/database";
import {
  assignSchema,
  funderTeamSchema,
  inboxItemSchema,
} from "@portal/contract/submissions/inbox-schemas";
import { errorResponses, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import { assignmentService } from "./assignment";

const security = [{ authorizationkey: [] }];
const tags = ["funder workspace"];

/** Who on the funder's team holds what (issue 35): `/v1/funder/submission/{id}/assignee`, `/v1/funder/team`. */
export async function assignmentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const assignment = assignmentService(opts.db);
  r.put("/v1/funder/submission/:id/assignee", {
    schema: {
      tags,
      summary: "Give the item to a member of the funder's team, or to nobody",
      description:
        "A manager (owner or admin) gives it to any active member or to nobody; an underwriter (member) takes an item nobody holds or gives back one they hold (403 otherwise; 409 `not_assignable` for an item a colleague holds, or a person who is no active member of the funder). Another funder's item is not found. The new holder is notified.",
      security,
      params: idParams,
      body: assignSchema,
      response: { 200: z.object({ assignee: inboxItemSchema.shape.assignee }), ...errorResponses },
    },
    handler: (request) =>
      assignment.assign(identityOf(request).sub, request.params.id, request.body),
  });
  r.get("/v1/funder/team", {
    schema: {
      tags,
      summary: "The funder's members and the open items each holds per tab; the unassigned count",
      description: "Any member of a funder organization; a broker is refused (403).",
      security,
      response: { 200: funderTeamSchema, ...errorResponses },
    },
    handler: (request) => assignment.team(identityOf(request).sub),
  });
}
