import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { funderFitSchema } from "@portal/contract/submissions/inbox-schemas";
import { errorResponses, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import { createFit } from "./fit";

/** The item's fit for the funder (issue 35), over the deals, listings and matching services. */
export async function fitRoutes(app: FastifyInstance) {
  const { deals, documents, lenders, matching } = app;
  const fit = createFit({ db: app.database.db, deals, documents, lenders, matching });
  app.withTypeProvider<ZodTypeProvider>().get("/v1/funder/submission/:id/fit", {
    schema: {
      tags: ["submissions"],
      summary:
        "A deal sent to your funder judged against each of your published listings, criterion by criterion (pass, close, fail, unknown), the one it came through first",
      security: [{ authorizationkey: [] }],
      params: idParams,
      response: { 200: funderFitSchema, ...errorResponses, 410: errorEnvelopeSchema },
    },
    handler: (request) => fit(identityOf(request).sub, request.params.id),
  });
}
