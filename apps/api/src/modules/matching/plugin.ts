import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createNewFits } from "./new-fits";
import * as repo from "./repo";
import { matchingRoutes } from "./routes";
import { createMatchingService, type MatchingService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    matching: MatchingService;
  }
}

/**
 * Matching deals and listings. Brokers are told of the open deals a published or changed listing
 * fits: a job queued in the funder's change. The listing is read when it runs: one unpublished or
 * deleted since is announced to nobody.
 */
export const matchingPlugin = fp(
  async (app: FastifyInstance) => {
    const { deals, documents, lenders } = app;
    const newFits = createNewFits(app.database.db);
    app.dealNeeds.newFitCounts.provide(newFits.unseenCounts);
    const matching = createMatchingService({ deals, documents, lenders, newFits });
    app.decorate("matching", matching);
    const announceListing = app.jobs.define<{ listingId: string }>(
      "announce-listing",
      async ({ listingId }) => {
        const [row] = await lenders.publishedRows([listingId]);
        if (row) await matching.announce(row);
      },
    );
    // Matching reads the submissions (a read model): My funders' counts and delete refusal.
    app.lenderNeeds.sentCountsTo.provide(repo.sentCountsTo);
    app.lenderNeeds.anySentTo.provide(repo.anySentTo);
    app.announceListing.provide((on, listing) => announceListing(on, { listingId: listing.id }));
    await app.register(matchingRoutes, { matching });
  },
  { name: "matching", dependencies: ["deals", "documents", "lenders", "jobs"] },
);
