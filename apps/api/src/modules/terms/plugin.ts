import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { join } from "node:path";
import { termsRoutes } from "./routes";
import { createTermsService } from "./service";

/** The operator's terms of service (docs/operations.md), or the default until there is one. */
export const termsPlugin = fp(
  async (app: FastifyInstance) =>
    app.register(termsRoutes, {
      terms: createTermsService({ file: join(app.config.dataDir, "terms.md") }),
    }),
  { name: "terms" },
);
