import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { operatorRoutes } from "./operator-routes";
import { getMembership } from "./service";

/** Organizations: the operators' routes, and whether a member is disabled (for identity). */
export const organizationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.identityNeeds.memberDisabled.provide(
      async (userId) => !!(await getMembership(db, userId))?.disabledAt,
    );
    await app.register(operatorRoutes, { db });
  },
  { name: "organizations", dependencies: ["authentication"] },
);
