import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { healthRoutes } from "./routes";

export const healthPlugin = fp(
  async (app: FastifyInstance) => app.register(healthRoutes, { ping: app.database.ping }),
  { name: "health", dependencies: ["database"] },
);
