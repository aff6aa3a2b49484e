import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { submissionRoutes } from "./routes";
import { createSubmissionService } from "./service";

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
    app.dealNeeds.onWithdrawn.provide((tx, dealId, by) =>
      submissions.withdrawWithDeal(tx, dealId, by),
    );
    app.dealNeeds.onFunded.provide(submissions.earnOnCrmFunding);
    await app.register(submissionRoutes, { submissions });
  },
  { name: "submissions", dependencies: ["deals", "documents", "lenders", "matching", "email"] },
);
