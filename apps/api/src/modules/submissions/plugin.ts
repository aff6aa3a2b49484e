import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { chipsOf } from "./board-chips";
import { announceDealMove } from "./deal-moves";
import { fitRoutes } from "./fit-routes";
import { funnelRoutes } from "./funnel-routes";
import { assignmentRoutes } from "./assignment-routes";
import { submissionRoutes } from "./routes";
import { createSubmissionService, type SubmissionService } from "./service";
import { termSheetRoutes } from "./term-sheet-routes";

declare module "fastify" {
  interface FastifyInstance {
    /** Submissions, for the threads module (who reads a thread, a message as a move). */
    submissions: SubmissionService;
  }
}

/** Deals submitted to funders; withdrawn with their deal, and what a funded one earns. */
export const submissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const { deals, documents, lenders, matching, email } = app;
    const submissions = createSubmissionService({
      db: app.database.db,
      deals,
      documents,
      lenders,
      matching,
      publicUrl: app.config.publicUrl,
      tellBroker: email.funderNews,
      tellFunder: email.funderAlert,
    });
    app.decorate("submissions", submissions);
    app.dealNeeds.onWithdrawn.provide((tx, dealId, by) =>
      submissions.withdrawWithDeal(tx, dealId, by),
    );
    app.dealNeeds.onFunded.provide(submissions.earnOnCrmFunding);
    app.dealNeeds.boardChips.provide((dealIds) => chipsOf(app.database.db, dealIds));
    app.dealNeeds.onMoved.provide(announceDealMove);
    await app.register(submissionRoutes, { submissions });
    await app.register(termSheetRoutes);
    await app.register(fitRoutes);
    await app.register(funnelRoutes);
    await app.register(assignmentRoutes, { db: app.database.db });
  },
  { name: "submissions", dependencies: ["deals", "documents", "lenders", "matching", "email"] },
);
