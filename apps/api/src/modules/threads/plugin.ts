import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { unreadCounts } from "./queries";
import { threadRoutes } from "./routes";
import { createThreadService } from "./service";

/** A conversation per deal and funder (issue 34): its messages, read marks and notices. */
export const threadsPlugin = fp(
  async (app: FastifyInstance) => {
    const threads = createThreadService({
      db: app.database.db,
      submissions: app.submissions,
      documents: app.documents,
      tellOtherSide: app.email.threadNews,
      tellLinkFunder: app.email.linkNews,
      publicUrl: app.config.publicUrl,
    });
    // The board's chips: messages from the funder the broker's person has not read.
    app.dealNeeds.boardUnread.provide((userId, submissionIds) =>
      unreadCounts(app.database.db, userId, "broker", submissionIds),
    );
    // A secure link's thread (decision 068): its routes are the submissions module's link routes.
    app.submissionNeeds.linkThread.read.provide(threads.getFromLink);
    app.submissionNeeds.linkThread.write.provide(threads.writeFromLink);
    await app.register(threadRoutes, { threads });
  },
  { name: "threads", dependencies: ["deals", "submissions", "documents", "email"] },
);
