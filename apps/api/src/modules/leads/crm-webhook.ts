import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { crmLeadResultSchema, crmLeadSchema } from "@portal/contract/leads/lead-schemas";
import { AppError } from "../../lib/app-error";
import { crmSecretHeader, sameSecret } from "../../lib/shared-secret";
import type { LeadService } from "./service";

/**
 * `POST /v1/zoho-webhook/leads` (docs/decisions/044-leads.md): a lead made in the CRM, for the
 * broker it names by email, with the same shared secret (header only: a body carries the rest).
 * The same CRM id again is the same lead (200, `created: false`).
 */
export async function crmLeadRoutes(
  app: FastifyInstance,
  opts: { leads: LeadService; secret: string | undefined },
) {
  app.withTypeProvider<ZodTypeProvider>().post("/v1/zoho-webhook/leads", {
    config: { public: true },
    bodyLimit: 64 * 1024,
    schema: {
      tags: ["leads"],
      summary: "CRM webhook: a new lead for the broker named by email (shared secret, idempotent)",
      description: `Secret in the \`${crmSecretHeader}\` header. JSON body: \`externalId\`, \`brokerEmail\`, \`contactName\`, \`email\` or \`phone\`, optional company, amount, product, purpose, country.`,
      body: crmLeadSchema,
      response: {
        200: crmLeadResultSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    // Before the body is validated: a caller without the secret learns nothing of its rules.
    onRequest: async (request: FastifyRequest) => {
      if (!opts.secret) throw new AppError("not_found");
      const header = request.headers[crmSecretHeader];
      if (!sameSecret(typeof header === "string" ? header : undefined, opts.secret))
        throw new AppError("unauthorized");
    },
    handler: (request) => opts.leads.fromCrm(request.body),
  });
}
