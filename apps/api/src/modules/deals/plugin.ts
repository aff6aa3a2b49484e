import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { crmWebhookRoutes } from "./crm-webhook";
import type { BoardChips, BoardUnread } from "./board";
import { boardRoutes } from "./board-routes";
import type { OnFunded } from "./crm-stage";
import { dealRoutes } from "./routes";
import { createDealService, type DealService, type DealServiceOptions } from "./service";
import type { OnMoved, OnWithdrawn } from "./status";

/** What deals asks of modules registered after it (they import deals, not the reverse). */
export interface DealNeeds {
  /** How many funders newly fit each deal: matching. */
  newFitCounts: LateBound<NonNullable<DealServiceOptions["newFitCounts"]>>;
  /** Withdraws a withdrawn deal's open submissions: submissions. */
  onWithdrawn: LateBound<OnWithdrawn>;
  /** What a deal the CRM marks funded earns: submissions. */
  onFunded: LateBound<OnFunded>;
  /** Tells a deal's viewers of a person's or the CRM's move (live updates): submissions. */
  onMoved: LateBound<OnMoved>;
  /** Each deal's submissions, for the board's chips: submissions. */
  boardChips: LateBound<BoardChips>;
  /** Unread thread messages per submission, for the board's chips: threads. */
  boardUnread: LateBound<BoardUnread>;
}

declare module "fastify" {
  interface FastifyInstance {
    deals: DealService;
    dealNeeds: DealNeeds;
  }
}

/** Deals, and the CRM's stage changes (its webhook). */
export const dealsPlugin = fp(
  async (app: FastifyInstance) => {
    const needs: DealNeeds = {
      newFitCounts: lateBound("new-fit counts"),
      onWithdrawn: lateBound("withdrawing a deal's submissions"),
      onFunded: lateBound("what a funded deal earns"),
      onMoved: lateBound("announcing a deal's move"),
      boardChips: lateBound("the board's funder chips"),
      boardUnread: lateBound("the board's unread counts"),
    };
    app.decorate("dealNeeds", needs);
    app.addHook("onReady", async () => Object.values(needs).forEach((n) => n.assertProvided()));
    const deals = createDealService(app.database.db, {
      newFitCounts: needs.newFitCounts.call,
      onWithdrawn: needs.onWithdrawn.call,
      onMoved: needs.onMoved.call,
      boardChips: needs.boardChips.call,
      boardUnread: needs.boardUnread.call,
    });
    app.decorate("deals", deals);
    await app.register(dealRoutes, { deals });
    await app.register(boardRoutes, { deals });
    await app.register(crmWebhookRoutes, {
      deals,
      secret: app.config.crmWebhookSecret,
      onFunded: needs.onFunded.call,
    });
  },
  { name: "deals", dependencies: ["authentication"] },
);
