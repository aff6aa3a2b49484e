import type { FastifyInstance } from "fastify";
import type { Executor } from "@portal/db/database";
import fp from "fastify-plugin";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { lenderRoutes } from "./routes";
import { createLenderService, type LenderRow, type LenderService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    lenders: LenderService;
    /** Queues the announcement of a published or changed listing, in the funder's change: matching. */
    announceListing: LateBound<(on: Executor, listing: LenderRow) => Promise<unknown>>;
  }
}

/** Funders' listings. */
export const lendersPlugin = fp(
  async (app: FastifyInstance) => {
    const announce =
      lateBound<(on: Executor, listing: LenderRow) => Promise<unknown>>("announcing a listing");
    app.decorate("announceListing", announce);
    app.addHook("onReady", async () => announce.assertProvided());
    const lenders = createLenderService(app.database.db, { announce: announce.call });
    app.decorate("lenders", lenders);
    await app.register(lenderRoutes, { lenders });
  },
  { name: "lenders", dependencies: ["authentication"] },
);
