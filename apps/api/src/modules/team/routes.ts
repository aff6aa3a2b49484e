import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  memberQuerySchema,
  placementSchema,
  regionInputSchema,
  teamInputSchema,
  teamOverviewSchema,
} from "@portal/contract/team/team-schemas";
import { identityOf } from "../../plugins/authenticate";
import { serviceValidates } from "../../lib/routes";
import type { TeamService } from "./service";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const withId = z.object({ id: z.string() });
const answer = { 200: teamOverviewSchema, ...errors };
const security = [{ authorizationkey: [] }];
const writes =
  "Owners and admins only (403 otherwise; docs/decisions/032-teams-and-the-sales-hierarchy.md has the permissions table). Answers with the whole team overview.";

/** Teams and the sales hierarchy: regions, teams and where each member sits (issue 16). */
export async function teamRoutes(app: FastifyInstance, opts: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/v1/team", {
    schema: {
      tags: ["team"],
      summary:
        "The organization's regions, teams and members (search by name or email, filter by role)",
      security,
      querystring: memberQuerySchema,
      response: answer,
    },
    validatorCompiler: serviceValidates,
    handler: (request) => opts.team.overview(identityOf(request).sub, request.query),
  });

  for (const [kind, input] of [
    ["regions", regionInputSchema],
    ["teams", teamInputSchema],
  ] as const) {
    const create = kind === "regions" ? opts.team.createRegion : opts.team.createTeam;
    const update = kind === "regions" ? opts.team.updateRegion : opts.team.updateTeam;
    const remove = kind === "regions" ? opts.team.deleteRegion : opts.team.deleteTeam;
    r.post(`/v1/team/${kind}`, {
      schema: {
        tags: ["team"],
        summary: `Add one of the organization's ${kind}`,
        description: writes,
        security,
        body: input,
        response: answer,
      },
      validatorCompiler: serviceValidates,
      handler: (request) => create(identityOf(request).sub, request.body),
    });
    r.put(`/v1/team/${kind}/:id`, {
      schema: {
        tags: ["team"],
        summary: `Change one of the organization's ${kind}`,
        description: writes,
        security,
        params: withId,
        body: input,
        response: answer,
      },
      validatorCompiler: serviceValidates,
      handler: (request) => update(identityOf(request).sub, request.params.id, request.body),
    });
    r.delete(`/v1/team/${kind}/:id`, {
      schema: {
        tags: ["team"],
        summary: `Remove one of the organization's ${kind}`,
        description: `${writes} 409 \`still_in_use\` while people or teams are in it.`,
        security,
        params: withId,
        response: answer,
      },
      handler: (request) => remove(identityOf(request).sub, request.params.id),
    });
  }

  r.put("/v1/team/members/:id", {
    schema: {
      tags: ["team"],
      summary: "Place a member: team role, sales role, team or region, manager",
      description: `${writes} Their deals move with them at once (whoever sees by team or region sees them).`,
      security,
      params: withId,
      body: placementSchema,
      response: answer,
    },
    validatorCompiler: serviceValidates,
    handler: (request) => opts.team.place(identityOf(request).sub, request.params.id, request.body),
  });
}
