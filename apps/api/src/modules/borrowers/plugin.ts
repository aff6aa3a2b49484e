import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { borrowerRoutes } from "./routes";
import { createBorrowerService } from "./service";

export const borrowersPlugin = fp(
  async (app: FastifyInstance) =>
    app.register(borrowerRoutes, {
      borrowers: createBorrowerService(app.database.db, app.deals),
    }),
  { name: "borrowers", dependencies: ["deals"] },
);
