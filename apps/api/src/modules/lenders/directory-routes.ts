import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  directoryFunderSchema,
  directoryPageSchema,
  directoryQuerySchema,
} from "@portal/contract/lenders/directory-schemas";
import { errorResponses as errors, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { LenderService } from "./service";

/** The brokers' directory of approved funders and their published listings (docs/decisions/042). */
export async function directoryRoutes(app: FastifyInstance, opts: { lenders: LenderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const tags = ["lenders"];

  r.get("/v1/lenders", {
    schema: {
      tags,
      summary:
        "Brokers' directory: approved funders with their published listings, by name, product, amount and country",
      security,
      querystring: directoryQuerySchema,
      response: { 200: directoryPageSchema, ...errors },
    },
    handler: (request) => opts.lenders.directory(identityOf(request).sub, request.query),
  });
  r.get("/v1/lenders/:id", {
    schema: {
      tags,
      summary: "One approved funder of the directory with every published listing",
      security,
      params: idParams,
      response: { 200: directoryFunderSchema, ...errors },
    },
    handler: (request) => opts.lenders.directoryFunder(identityOf(request).sub, request.params.id),
  });
}
