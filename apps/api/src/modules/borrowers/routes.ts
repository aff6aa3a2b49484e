import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  borrowerSchema,
  borrowerSubmitSchema,
  borrowerUpdateSchema,
  dealDetailSchema,
  dealSchema,
} from "@portal/contract/deals/deal-schemas";
import { identityOf } from "../identity/authenticate";
import type { BorrowerService } from "./service";
import { optionalBody, sourceOf } from "../../lib/routes";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const idParams = z.object({ id: z.string() });
const borrowerWithDeals = borrowerSchema.extend({
  deals: z.array(dealSchema.omit({ borrower: true })),
});

export async function borrowerRoutes(app: FastifyInstance, opts: { borrowers: BorrowerService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  r.get("/v1/borrower/:id", {
    schema: {
      tags: ["deals"],
      summary: "A borrower and the deals of it this person may see",
      security,
      params: idParams,
      response: { 200: borrowerWithDeals, ...errors },
    },
    handler: (request) => opts.borrowers.get(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/borrower/:id", {
    schema: {
      tags: ["deals"],
      summary: "Change a borrower's details (any subset; the result must stay complete)",
      security,
      params: idParams,
      body: borrowerUpdateSchema,
      response: { 200: borrowerWithDeals, ...errors },
    },
    handler: (request) =>
      opts.borrowers.update(identityOf(request).sub, request.params.id, request.body),
  });
  r.post("/v1/borrower/:id/submit", {
    schema: {
      tags: ["deals"],
      summary: "Submit the borrower's draft deal (`dealId` when it has several)",
      security,
      params: idParams,
      body: optionalBody(borrowerSubmitSchema),
      response: { 200: dealDetailSchema, ...errors },
    },
    handler: (request) =>
      opts.borrowers.submit(
        identityOf(request).sub,
        request.params.id,
        request.body,
        sourceOf(request),
      ),
  });
}
