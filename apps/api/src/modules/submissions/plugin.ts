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
import { createTermSheets } from "./term-sheet";
import { createLinkMoves, type LinkThreadRead, type LinkThreadWrite } from "./link-moves";
import { linkMoveRoutes } from "./link-move-routes";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { fitOf } from "./fit";
import { addLinkAnswerHeaders, brokerLinkRoutes, linkRoutes } from "./link-routes";
import { createLinks } from "./links";

declare module "fastify" {
  interface FastifyInstance {
    /** Submissions, for the threads module (who reads a thread, a message as a move). */
    submissions: SubmissionService;
    submissionNeeds: SubmissionNeeds;
  }
}

/** What submissions ask of modules registered after it (decision 054). */
export interface SubmissionNeeds {
  /** A secure link's thread, read and written as its funder (the threads module, decision 068). */
  linkThread: { read: LateBound<LinkThreadRead>; write: LateBound<LinkThreadWrite> };
}

/** Deals submitted to funders; withdrawn with their deal, and what a funded one earns. */
export const submissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const { deals, documents, lenders, matching, email } = app;
    const context = {
      db: app.database.db,
      deals,
      documents,
      lenders,
      matching,
      publicUrl: app.config.publicUrl,
      tellBroker: email.funderNews,
      tellFunder: email.funderAlert,
      mailLink: email.funderLink,
      mailLinkCode: email.linkCode,
      mailLinkNews: email.linkNews,
    };
    const submissions = createSubmissionService(context);
    app.decorate("submissions", submissions);
    const needs: SubmissionNeeds = {
      linkThread: {
        read: lateBound("a secure link's thread"),
        write: lateBound("a message from a secure link"),
      },
    };
    app.decorate("submissionNeeds", needs);
    app.addHook("onReady", async () =>
      Object.values(needs.linkThread).forEach((n) => n.assertProvided()),
    );
    app.dealNeeds.onWithdrawn.provide((tx, dealId, by) =>
      submissions.withdrawWithDeal(tx, dealId, by),
    );
    app.dealNeeds.onFunded.provide(submissions.earnOnCrmFunding);
    app.dealNeeds.boardChips.provide((dealIds) => chipsOf(app.database.db, dealIds));
    app.dealNeeds.onMoved.provide(announceDealMove);
    await app.register(submissionRoutes, { submissions });
    await app.register(termSheetRoutes);
    const linkMoves = createLinkMoves(context, {
      moveFromLink: submissions.funderMoveFromLink,
      fundedFromLink: submissions.fundedFromLink,
      sheets: createTermSheets(context),
      accounts: app.identity,
    });
    await app.register(linkMoveRoutes, {
      moves: linkMoves,
      threads: needs.linkThread,
      publicUrl: app.config.publicUrl,
    });
    // Secure links (decision 068): the page's headers, its public routes, the broker's routes.
    const links = createLinks(context, {
      thread: (token, browserToken) => needs.linkThread.read.call(token, browserToken, {}),
      fit: (found) => fitOf(context, found),
    });
    addLinkAnswerHeaders(app);
    await app.register(linkRoutes, { links, publicUrl: app.config.publicUrl });
    await app.register(brokerLinkRoutes, { links });
    await app.register(fitRoutes);
    await app.register(funnelRoutes);
    await app.register(assignmentRoutes, { db: app.database.db });
  },
  {
    name: "submissions",
    dependencies: ["identity", "deals", "documents", "lenders", "matching", "email"],
  },
);
