import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  listingInputSchema,
  listingListQuerySchema,
  listingListSchema,
  listingSchema,
  listingUpdateSchema,
} from "@portal/contract/lenders/listing-schemas";
import { errorResponses, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import { directoryRoutes } from "./directory-routes";
import { funderContactRoutes } from "./funder-contacts-routes";
import type { LenderService } from "./service";

const errors = errorResponses;

/** The spec's `/v1/lender` calls: listings, written by their funder, published for brokers. */
export async function lenderRoutes(app: FastifyInstance, opts: { lenders: LenderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const tags = ["lenders"];

  r.get("/v1/lender", {
    schema: {
      tags,
      summary: "A funder's own listings; for brokers, the published ones",
      security,
      querystring: listingListQuerySchema,
      response: { 200: listingListSchema, ...errors },
    },
    handler: (request) => opts.lenders.list(identityOf(request).sub, request.query),
  });
  await app.register(directoryRoutes, opts);
  await app.register(funderContactRoutes, opts);
  r.get("/v1/lender/:id", {
    schema: {
      tags,
      summary: "One listing (a draft only for its own funder)",
      security,
      params: idParams,
      response: { 200: listingSchema, ...errors },
    },
    handler: (request) => opts.lenders.get(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/lender", {
    schema: {
      tags,
      summary: "Create a listing (a draft) for your funder",
      security,
      body: listingInputSchema,
      response: { 201: listingSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await opts.lenders.create(identityOf(request).sub, request.body)),
  });
  r.put("/v1/lender/:id", {
    schema: {
      tags,
      summary: "Replace a listing's terms and criteria at the version read",
      security,
      params: idParams,
      body: listingUpdateSchema,
      response: { 200: listingSchema, ...errors },
    },
    handler: (request) =>
      opts.lenders.update(identityOf(request).sub, request.params.id, request.body),
  });
  r.delete("/v1/lender/:id", {
    schema: {
      tags,
      summary: "Delete a listing",
      security,
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await opts.lenders.remove(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
  for (const [action, summary] of [
    ["publish", "Publish a listing (the funder must be approved)"],
    ["unpublish", "Take a listing back to draft"],
  ] as const) {
    r.put(`/v1/lender/:id/${action}`, {
      schema: {
        tags,
        summary,
        security,
        params: idParams,
        response: { 200: listingSchema, ...errors },
      },
      handler: (request) => opts.lenders[action](identityOf(request).sub, request.params.id),
    });
  }
}
