import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  investmentsQuerySchema,
  investmentsSchema,
} from "@portal/contract/investments/investment-schemas";
import { errorResponses } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { InvestmentService } from "./service";

export async function investmentRoutes(
  app: FastifyInstance,
  opts: { investments: InvestmentService },
) {
  app.withTypeProvider<ZodTypeProvider>().get("/v1/investments", {
    schema: {
      tags: ["investments"],
      summary:
        "Funded deals: a funder's portfolio, or a broker's funded clients (as far as they may see), with amounts deployed, by product and month, and renewals coming due",
      security: [{ authorizationkey: [] }],
      querystring: investmentsQuerySchema,
      response: { 200: investmentsSchema, ...errorResponses },
    },
    handler: (request) => opts.investments.overview(identityOf(request).sub, request.query),
  });
}
