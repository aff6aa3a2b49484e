import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { termsSchema } from "@portal/contract/terms/terms-schemas";
import type { TermsService } from "./service";

/** The terms of service, public: read before registering and at onboarding (`/terms` in the web). */
export async function termsRoutes(app: FastifyInstance, opts: { terms: TermsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/public/terms", {
    config: { public: true },
    schema: {
      tags: ["terms"],
      summary: "The terms of service: the operator's DATA_DIR/terms.md, else the default",
      response: { 200: termsSchema },
    },
    handler: () => opts.terms.get(),
  });
}
