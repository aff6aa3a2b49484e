import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { dealMatchesSchema, funderCheckSchema } from "@portal/contract/matching/match-schemas";
import { identityOf } from "../identity/authenticate";
import type { MatchingService } from "./service";

const jsonType = "application/json; charset=utf-8";

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
    handler: async (request, reply) => {
      const answer = await opts.matching.forDeal(identityOf(request).sub, request.params.id);
      // Sent as built: the service builds the answer in the contract's shape and key order
      // (test/matching-facts.test.ts holds it equal to its encoding by dealMatchesSchema), so the
      // ~135 KB answer is not copied through zod on every request (issue 38). The schema stays the
      // contract: the OpenAPI document and the web's types are made from it.
      return reply.type(jsonType).serializer(JSON.stringify).send(answer);
    },
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
