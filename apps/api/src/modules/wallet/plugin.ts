import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { walletRoutes } from "./routes";
import { createWalletService } from "./service";

/** The commission wallet: what funded deals earn (docs/decisions/042). */
export const walletPlugin = fp(
  async (app: FastifyInstance) =>
    app.register(walletRoutes, {
      wallet: createWalletService(app.database.db, { deals: app.deals }),
    }),
  { name: "wallet", dependencies: ["deals"] },
);
