import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type Database } from "@portal/db/database";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

/** The database, migrated before anything uses it and closed last (its onClose hook is first). */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { database: options } = app.config;
    const database = openDatabase(
      options.driver === "postgres"
        ? {
            ...options,
            onIdleError: (err) => app.log.warn({ err }, "database connection lost while idle"),
          }
        : options,
    );
    app.decorate("database", database);
    app.addHook("onClose", () => database.close());
    await database.migrate();
  },
  { name: "database", dependencies: ["foundation"] },
);
