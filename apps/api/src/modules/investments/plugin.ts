import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { investmentRoutes } from "./routes";
import { createInvestmentService } from "./service";

/** Investments: the funded deals' portfolio (docs/decisions/042). */
export const investmentsPlugin = fp(
  async (app: FastifyInstance) =>
    app.register(investmentRoutes, {
      investments: createInvestmentService(app.database.db, { deals: app.deals }),
    }),
  { name: "investments", dependencies: ["deals"] },
);
