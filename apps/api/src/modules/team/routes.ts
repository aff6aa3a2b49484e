import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  claimInputSchema,
  memberViewLogSchema,
  memberViewSchema,
  handOverSchema,
  removalSchema,
  invitationPreviewSchema,
  inviteInputSchema,
  joinChangeSchema,
  myInvitationsSchema,
  inviteResultSchema,
  memberQuerySchema,
  placementSchema,
  regionInputSchema,
  teamInputSchema,
  teamOverviewSchema,
} from "@portal/contract/team/team-schemas";
import { identityOf } from "../identity/authenticate";
import { errorResponses, idParams, optionalBody } from "../../lib/routes";
import type { TeamService } from "./service";

const errors = errorResponses;
const answer = { 200: teamOverviewSchema, ...errors };
const security = [{ authorizationkey: [] }];
const writes =
  "Owners and admins only (403 otherwise; docs/decisions/032-teams-and-the-sales-hierarchy.md has the permissions table). Answers with the whole team overview.";

const answering =
  "The `authorizationkey` header carries the ID token. The body gives the link's `secret`, unless the invited address is the signed-in one and verified. 410 `invite_expired` after the invitation's days; 409 `already_in_organization` for someone whose organization holds what would be lost (its `details.change` lists it; docs/decisions/046).";

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
    handler: (request) => opts.team.overview(identityOf(request).sub, request.query),
  });

  const { team } = opts;
  structureRoutes(app, "regions", regionInputSchema, {
    create: team.createRegion,
    update: team.updateRegion,
    remove: team.deleteRegion,
  });
  structureRoutes(app, "teams", teamInputSchema, {
    create: team.createTeam,
    update: team.updateTeam,
    remove: team.deleteTeam,
  });
}

type Overview = Promise<z.output<typeof teamOverviewSchema>>;

/** `/v1/team/{regions,teams}`: one of the organization's regions or teams added, changed, removed. */
function structureRoutes<S extends z.ZodType>(
  app: FastifyInstance,
  kind: "regions" | "teams",
  input: S,
  actions: {
    create: (userId: string, input: z.output<S>) => Overview;
    update: (userId: string, id: string, input: z.output<S>) => Overview;
    remove: (userId: string, id: string) => Overview;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { create, update, remove } = actions;
  r.post(`/v1/team/${kind}`, {
    schema: {
      tags: ["team"],
      summary: `Add one of the organization's ${kind}`,
      description: writes,
      security,
      body: input,
      response: answer,
    },
    // The type provider does not resolve a generic schema's output: the body was parsed by `input`.
    handler: (request) => create(identityOf(request).sub, request.body as z.output<S>),
  });
  r.put(`/v1/team/${kind}/:id`, {
    schema: {
      tags: ["team"],
      summary: `Change one of the organization's ${kind}`,
      description: writes,
      security,
      params: idParams,
      body: input,
      response: answer,
    },
    handler: (request) =>
      update(identityOf(request).sub, request.params.id, request.body as z.output<S>),
  });
  r.delete(`/v1/team/${kind}/:id`, {
    schema: {
      tags: ["team"],
      summary: `Remove one of the organization's ${kind}`,
      description: `${writes} 409 \`still_in_use\` while people or teams are in it.`,
      security,
      params: idParams,
      response: answer,
    },
    handler: (request) => remove(identityOf(request).sub, request.params.id),
  });
}

/** Who is in the organization and where: placing, removing, handing over (`/v1/team/...`). */
export async function memberRoutes(app: FastifyInstance, opts: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/v1/team/remove", {
    schema: {
      tags: ["team"],
      summary: "Remove members and invitations at once (not oneself, not the owner)",
      description: `${writes} A removed member's deals stay with the organization.`,
      security,
      body: removalSchema,
      response: answer,
    },
    handler: (request) => opts.team.remove(identityOf(request).sub, request.body),
  });
  r.post("/v1/team/hand-over", {
    schema: {
      tags: ["team"],
      summary: "The owner makes another active member owner and becomes an admin",
      description: "The owner only (403 otherwise).",
      security,
      body: handOverSchema,
      response: answer,
    },
    handler: (request) => opts.team.handOver(identityOf(request).sub, request.body),
  });
  r.put("/v1/team/members/:id", {
    schema: {
      tags: ["team"],
      summary: "Place a member: team role, sales role, team or region, manager",
      description: `${writes} Their deals move with them at once (whoever sees by team or region sees them).`,
      security,
      params: idParams,
      body: placementSchema,
      response: answer,
    },
    handler: (request) => opts.team.place(identityOf(request).sub, request.params.id, request.body),
  });
  for (const [action, summary] of [
    ["disable", "Disable a member: their sessions end and they cannot sign in until re-enabled"],
    ["enable", "Re-enable a disabled member: they can sign in again"],
  ] as const) {
    r.post(`/v1/team/members/:id/${action}`, {
      schema: {
        tags: ["team"],
        summary,
        description: `${writes} Not oneself, not the owner.`,
        security,
        params: idParams,
        response: answer,
      },
      handler: (request) =>
        opts.team.setAccess(identityOf(request).sub, request.params.id, action === "disable"),
    });
  }
}

const viewing =
  "Owners and admins only; the owner cannot be viewed. During a view, `/v1` requests that add the `viewas` header (the view's id) are answered as the member, reads only (GET, or a POST marked as a read such as the statement lines): any other request answers 403 `view_only`, and a view that ran out or was ended answers 403 `view_ended`.";

/** Views as a member, read-only and recorded (`/v1/team/members/{id}/view`, `/v1/team/views`). */
export async function viewRoutes(app: FastifyInstance, opts: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/v1/team/members/:id/view", {
    schema: {
      tags: ["team"],
      summary: "Start seeing the portal as a member sees it, read-only, for at most an hour",
      description: viewing,
      security,
      params: idParams,
      response: { 200: memberViewSchema, ...errors },
    },
    handler: (request) => opts.team.startView(identityOf(request).sub, request.params.id),
  });
  r.delete("/v1/team/views/:id", {
    schema: {
      tags: ["team"],
      summary: "End one's view as a member (sent without the `viewas` header)",
      security,
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await opts.team.endView(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.get("/v1/team/views", {
    schema: {
      tags: ["team"],
      summary: "The audit log of views as members: who viewed whom, when, until when",
      description: "Owners and admins only.",
      security,
      response: { 200: memberViewLogSchema, ...errors },
    },
    handler: (request) => opts.team.views(identityOf(request).sub),
  });
}

/** Invitations: sent by owners and admins (`/v1/team/invitations`), answered by the invited (`/v1/invite/{id}`). */
export async function inviteRoutes(app: FastifyInstance, opts: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/v1/team/invitations", {
    schema: {
      tags: ["team"],
      summary: "Invite up to 25 people, each with a team role; says what became of each address",
      description: `${writes} 400 \`tooManyInvites\` ("You cannot add more than 25 members at a time.") for a 26th. Each address is invited, already a member, already invited (and not expired) or invalid; an expired invitation is renewed.`,
      security,
      body: inviteInputSchema,
      response: { 200: inviteResultSchema, ...errors },
    },
    handler: (request) => opts.team.invite(identityOf(request).sub, request.body),
  });
  r.post("/v1/team/invitations/:id/resend", {
    schema: {
      tags: ["team"],
      summary: "Send an invitation again: a new link and a new expiry (the old link stops working)",
      description: writes,
      security,
      params: idParams,
      response: answer,
    },
    handler: (request) => opts.team.resend(identityOf(request).sub, request.params.id),
  });
  r.delete("/v1/team/invitations/:id", {
    schema: {
      tags: ["team"],
      summary: "Revoke an invitation: its link stops working",
      description: writes,
      security,
      params: idParams,
      response: answer,
    },
    handler: (request) => opts.team.revoke(identityOf(request).sub, request.params.id),
  });
  await answeringRoutes(app, opts);
}

/** What the invited person does: their invitations, what accepting changes, accept or decline. */
async function answeringRoutes(app: FastifyInstance, opts: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/invite/mine", {
    schema: {
      tags: ["team"],
      summary:
        "The invitations to the signed-in person's verified address, with what accepting changes",
      description:
        "Works before onboarding too: an invitee who signs up or signs in with the invited address, in any tab or device, is offered the invitation (docs/decisions/046). `change` is null for someone in no organization; otherwise it lists what comes along, what is removed with the organization left and what blocks the move.",
      security,
      response: { 200: myInvitationsSchema, ...errors },
    },
    handler: (request) => opts.team.mine(identityOf(request).sub),
  });
  r.get("/v1/invite/:id/change", {
    schema: {
      tags: ["team"],
      summary: "What accepting this invitation would change for the signed-in person",
      description: answering,
      security,
      params: idParams,
      querystring: z.object({ secret: z.string().max(200).optional() }),
      response: { 200: z.object({ change: joinChangeSchema.nullable() }), ...errors },
    },
    handler: (request) =>
      opts.team.change(identityOf(request).sub, request.params.id, request.query.secret),
  });
  r.get("/v1/invite/:id", {
    config: { public: true },
    schema: {
      tags: ["team"],
      summary: "What an invitation link offers (organization, address, role, expired)",
      description: "Needs the link's `secret`; without it the invitation is not found.",
      params: idParams,
      querystring: z.object({ secret: z.string().max(200).optional() }),
      response: { 200: invitationPreviewSchema, 400: errors[400], 404: errors[404] },
    },
    handler: (request) => opts.team.preview(request.params.id, request.query.secret),
  });
  for (const [action, summary] of [
    ["claim", "Accept an invitation: the signed-in person joins the organization"],
    ["decline", "Decline an invitation: it is removed"],
  ] as const) {
    r.post(`/v1/invite/:id/${action}`, {
      schema: {
        tags: ["team"],
        summary,
        description: answering,
        security,
        params: idParams,
        body: optionalBody(claimInputSchema),
        response: {
          200: z.object({ organizationId: z.string() }),
          204: z.null(),
          ...errors,
          410: errorEnvelopeSchema,
        },
      },
      handler: async (request, reply) => {
        const userId = identityOf(request).sub;
        if (action === "claim") return opts.team.claim(userId, request.params.id, request.body);
        await opts.team.decline(userId, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    });
  }
}
