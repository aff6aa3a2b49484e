import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { crmWebhookQuerySchema, crmWebhookResultSchema } from "@portal/contract/deals/crm-stages";
import { AppError } from "../../lib/app-error";

import { crmSecretHeader, sameSecret } from "../../lib/shared-secret";
import type { OnFunded } from "./crm-stage";
import type { DealService } from "./service";

/**
 * `POST /v1/zoho-webhook/qs`: the CRM moves a deal to the state its stage means (idempotent; see
 * `moveToCrmStage`). The CRM proves itself with the shared secret.
 */
export async function crmWebhookRoutes(
  app: FastifyInstance,
  opts: { deals: DealService; secret: string | undefined; onFunded?: OnFunded },
) {
  app.withTypeProvider<ZodTypeProvider>().post("/v1/zoho-webhook/qs", {
    // Not an ID-token route: the CRM proves itself with the shared secret.
    config: { public: true },
    schema: {
      tags: ["deals"],
      summary: "CRM webhook: move a deal to the state of its CRM stage (shared secret, idempotent)",
      description: `Secret in the \`${crmSecretHeader}\` header (or \`secret\` query parameter). Query: \`deal\` (id, or a reference only one organization uses: else 409 \`reference_ambiguous\`), \`stage\`, \`amount\` when funded, optional \`reason\`.`,
      querystring: crmWebhookQuerySchema,
      response: {
        200: crmWebhookResultSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    // Before the query is validated: a caller without the secret learns nothing of its rules.
    onRequest: async (request: FastifyRequest) => {
      if (!opts.secret) throw new AppError("not_found");
      const query = (request.query ?? {}) as Record<string, unknown>;
      const header = request.headers[crmSecretHeader];
      const given =
        typeof header === "string"
          ? header
          : typeof query.secret === "string"
            ? query.secret
            : undefined;
      if (!sameSecret(given, opts.secret)) throw new AppError("unauthorized");
    },
    handler: (request) => opts.deals.moveToCrmStage(request.query, opts.onFunded),
  });
}
