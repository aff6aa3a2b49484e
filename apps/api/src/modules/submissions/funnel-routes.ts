import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { funnelQuerySchema, listingFunnelSchema } from "@portal/contract/lenders/funnel-schemas";
import { errorResponses, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import { createFunnel } from "./funnel";

/** `GET /v1/lender/{id}/funnel`: what one of the funder's own listings brings (issue 35), over the lenders service. */
export async function funnelRoutes(app: FastifyInstance) {
  const { deals, documents, lenders, matching } = app;
  const funnel = createFunnel({ db: app.database.db, deals, documents, lenders, matching });
  app.withTypeProvider<ZodTypeProvider>().get("/v1/lender/:id/funnel", {
    schema: {
      tags: ["lenders"],
      summary:
        "One of your funder's listings over the last 1, 3, 6 or 12 months: deals matched, sent, offered, won and funded, the median time to your first answer, and the criteria sent deals most often failed",
      security: [{ authorizationkey: [] }],
      params: idParams,
      querystring: funnelQuerySchema,
      response: { 200: listingFunnelSchema, ...errorResponses },
    },
    handler: (request) => funnel(identityOf(request).sub, request.params.id, request.query),
  });
}
