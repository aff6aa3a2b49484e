import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import { viewersOfDeal } from "../deals/service";
import * as notifications from "../notifications/service";
import { StatementReadPool } from "./read/pool";
import { statementRoutes } from "./routes";
import { createStatementService, type StatementService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    statements: StatementService;
  }
}

/**
 * Bank statements read into deal facts (issue 37, decision 089): one reading pool per app (worker
 * threads with time and memory limits, decision 087), closed with the app; uploads of bank
 * statements start their reading through the documents module's `onUploaded`.
 */
export const statementsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const pool = new StatementReadPool();
    const statements = createStatementService({
      db,
      deals: app.deals,
      documents: app.documents,
      pool,
      log: app.log,
      async sharedWithFunder(userId, submissionId) {
        const seen = await app.submissions.funderGet(userId, submissionId);
        return { documents: seen.documents, currency: seen.deal?.currency ?? null };
      },
      async announce(dealId) {
        const viewers = await viewersOfDeal(db, dealId);
        if (viewers.length > 0)
          await notifications.publish(db, { userIds: viewers }, [dealTopic(dealId)]);
      },
    });
    app.decorate("statements", statements);
    // In production the reading worker starts with the API, not during the first upload; tests and
    // development start it on demand (many apps, few statements).
    if (app.config.env === "production") app.addHook("onReady", () => pool.warm());
    app.documentNeeds.onUploaded.provide(statements.onUploaded);
    // Before the database closes (onClose hooks run last-registered first).
    app.addHook("onClose", () => statements.close());
    await app.register(statementRoutes, { statements });
  },
  { name: "statements", dependencies: ["deals", "documents", "submissions", "notifications"] },
);
