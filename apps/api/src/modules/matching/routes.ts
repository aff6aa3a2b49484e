import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { dealMatchesSchema, funderCheckSchema } from "@portal/contract/matching/match-schemas";
import { identityOf } from "../identity/authenticate";
import type { MatchingService } from "./service";

export async function matchingRoutes(app: FastifyInstance, opts: { matching: MatchingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/user/deal/:id/matches", {
    schema: {
      tags: ["matching"],
      summary:
        "Published listings judged against the deal criterion by criterion: those that fit (ranked), those that do not, and what would change it; each criterion and change as facts (a code and the values compared, never a sentence: decision 069)",
      security: [{ authorizationkey: [] }],
      params: z.object({ id: z.string() }),
      response: { 200: dealMatchesSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: (request) => opts.matching.forDeal(identityOf(request).sub, request.params.id),
  });
  r.get("/v1/user/deal/:id/matches/funders/:funderId", {
    schema: {
      tags: ["matching"],
      summary:
        "The deal judged against every published listing of one approved funder of the directory, each criterion as facts (brokers)",
      security: [{ authorizationkey: [] }],
      params: z.object({ id: z.string(), funderId: z.string() }),
      response: {
        200: funderCheckSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    handler: (request) =>
      opts.matching.forFunder(identityOf(request).sub, request.params.id, request.params.funderId),
  });
  r.put("/v1/user/deal/:id/matches/seen", {
    schema: {
      tags: ["matching"],
      summary:
        "The broker has seen the deal's new fits (listings published or changed since that now fit it): they are no longer counted as new",
      security: [{ authorizationkey: [] }],
      params: z.object({ id: z.string() }),
      response: { 204: z.null(), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      await opts.matching.seen(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
