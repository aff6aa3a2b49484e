import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "@portal/db/database";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { funderApprovalSchema } from "@portal/contract/user/operator-schemas";
import { identityOf } from "../identity/authenticate";
import { approveFunder, listFunders } from "./service";

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Operators approve funders before their listings can be published. */
export async function operatorRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  r.get("/v1/operator/funders", {
    schema: {
      tags: ["operators"],
      summary: "Funder organizations and whether they are approved (operators only)",
      security,
      response: { 200: z.object({ items: z.array(funderApprovalSchema) }), ...errors },
    },
    handler: (request) => listFunders(opts.db, identityOf(request).sub),
  });
  r.put("/v1/operator/funders/:id/approve", {
    schema: {
      tags: ["operators"],
      summary: "Approve a funder: its listings may then be published (operators only)",
      security,
      params: z.object({ id: z.string() }),
      response: { 200: funderApprovalSchema, ...errors },
    },
    handler: (request) => approveFunder(opts.db, identityOf(request).sub, request.params.id),
  });
}
