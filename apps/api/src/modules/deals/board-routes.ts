import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  boardColumnQuerySchema,
  boardColumnSchema,
  boardQuerySchema,
  boardSchema,
  savedViewCreateSchema,
  savedViewListSchema,
  savedViewSchema,
} from "@portal/contract/deals/board-schemas";
import { identityOf } from "../identity/authenticate";
import type { DealService } from "./service";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The pipeline board and a person's saved views of it (issue 34). */
export async function boardRoutes(app: FastifyInstance, opts: { deals: DealService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];

  r.get("/v1/user/deals/board", {
    schema: {
      tags: ["deals"],
      summary: "The pipeline board: each stage's count, amount per currency and first cards",
      security,
      querystring: boardQuerySchema,
      response: { 200: boardSchema, ...errors },
    },
    handler: (request) => opts.deals.board(identityOf(request).sub, request.query),
  });

  r.get("/v1/user/deals/board/column", {
    schema: {
      tags: ["deals"],
      summary: "One board column's next page of cards (`cursor` from the previous page)",
      security,
      querystring: boardColumnQuerySchema,
      response: { 200: boardColumnSchema, ...errors },
    },
    handler: (request) => opts.deals.boardColumn(identityOf(request).sub, request.query),
  });

  r.get("/v1/user/deals/views", {
    schema: {
      tags: ["deals"],
      summary: "The person's saved board views, by name",
      security,
      response: { 200: savedViewListSchema, ...errors },
    },
    handler: (request) => opts.deals.listViews(identityOf(request).sub),
  });

  r.post("/v1/user/deals/views", {
    schema: {
      tags: ["deals"],
      summary: "Save the board's filters under a name (unique for the person; a limit per person)",
      security,
      body: savedViewCreateSchema,
      response: { 201: savedViewSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await opts.deals.createView(identityOf(request).sub, request.body)),
  });

  r.delete("/v1/user/deals/views/:id", {
    schema: {
      tags: ["deals"],
      summary: "Delete one of the person's saved views",
      security,
      params: z.object({ id: z.string() }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await opts.deals.deleteView(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
