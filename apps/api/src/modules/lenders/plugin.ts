import type { FastifyInstance } from "fastify";
import type { Executor } from "@portal/db/database";
import fp from "fastify-plugin";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { lenderRoutes } from "./routes";
import type { ContactSends } from "./funder-contacts";
import { createLenderService, type LenderRow, type LenderService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    lenders: LenderService;
    /** Queues the announcement of a published or changed listing, in the funder's change: matching. */
    announceListing: LateBound<(on: Executor, listing: LenderRow) => Promise<unknown>>;
    lenderNeeds: LenderNeeds;
  }
}

/** What lenders asks of modules registered after it (they import lenders, not the reverse). */
export interface LenderNeeds {
  /** Deals a brokerage sent to each of its own funders (My funders' counts): matching, which reads submissions. */
  sentCountsTo: LateBound<ContactSends["sentCountsTo"]>;
  /** Whether a deal was ever sent to a funder (My funders' delete refusal): matching. */
  anySentTo: LateBound<ContactSends["anySentTo"]>;
}

/** Funders' listings. */
export const lendersPlugin = fp(
  async (app: FastifyInstance) => {
    const announce =
      lateBound<(on: Executor, listing: LenderRow) => Promise<unknown>>("announcing a listing");
    app.decorate("announceListing", announce);
    const needs: LenderNeeds = {
      sentCountsTo: lateBound("deals sent to a brokerage's own funders"),
      anySentTo: lateBound("whether a deal was sent to a funder"),
    };
    app.decorate("lenderNeeds", needs);
    app.addHook("onReady", async () => {
      announce.assertProvided();
      Object.values(needs).forEach((n) => n.assertProvided());
    });
    const lenders = createLenderService(app.database.db, {
      announce: announce.call,
      sends: { sentCountsTo: needs.sentCountsTo.call, anySentTo: needs.anySentTo.call },
    });
    app.decorate("lenders", lenders);
    await app.register(lenderRoutes, { lenders });
  },
  { name: "lenders", dependencies: ["authentication"] },
);
