import type { z } from "zod";
import type { Db } from "@portal/db/database";
import {
  type investmentsQuerySchema,
  renewalWindowDays,
  type Investment,
  type Investments,
} from "@portal/contract/investments/investment-schemas";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import { lastTwelveMonths } from "../../lib/months";
import { visibleDeals, type DealService } from "../deals/service";
import * as repo from "./repo";
import { scheduleOf } from "./schedule";

/** At most this many renewals coming due are listed (the page of deals holds the rest). */
const shownRenewals = 50;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function toInvestment(row: repo.FundedRow, today: Date): Investment {
  const { offer, ...rest } = row;
  return {
    ...rest,
    product: row.product as DealProduct,
    amountMinor: Number(row.amountMinor),
    // A deal funded by the CRM alone has no accepted submission: no funder to name.
    counterpartyName: row.counterpartyName ?? "",
    // A deal funded by the CRM alone has no accepted offer: no schedule to tell.
    schedule: offer ? scheduleOf(offer, new Date(row.fundedAt), today) : null,
  };
}

/**
 * `GET /v1/investments` (docs/decisions/042): a funder's portfolio of the deals it funded (its own
 * accepted submissions), or a broker's funded clients as far as their position lets them see
 * (`visibleDeals`); both with what was deployed, by product and month, and renewals coming due.
 */
export function createInvestmentService(
  db: Db,
  opts: { deals: Pick<DealService, "viewerOf">; now?: () => Date },
) {
  const now = opts.now ?? (() => new Date());
  return {
    async overview(
      userId: string,
      { page, pageSize }: z.output<typeof investmentsQuerySchema>,
    ): Promise<Investments> {
      const viewer = await opts.deals.viewerOf(userId);
      const portfolio: repo.Portfolio =
        viewer.accountType === "funder"
          ? { view: "funder", organizationId: viewer.organizationId }
          : { view: "broker", visible: visibleDeals(viewer) };
      const at = now();
      const twelve = lastTwelveMonths(at);
      const until = new Date(at.getTime() + renewalWindowDays * 86_400_000);
      const [figures, renewals, funded] = await Promise.all([
        repo.figures(db, portfolio, twelve.from),
        repo.renewalsBetween(db, portfolio, dayOf(at), dayOf(until), shownRenewals),
        repo.fundedPage(db, portfolio, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      const money = <T extends { amountMinor: string }>(r: T) => ({
        ...r,
        amountMinor: Number(r.amountMinor),
      });
      return {
        view: portfolio.view,
        deployed: figures.byCurrency.map(money),
        byProduct: figures.byProduct.map((r) => ({
          ...money(r),
          product: r.product as DealProduct,
        })),
        byMonth: twelve.months.map((month) => ({
          month,
          amounts: figures.byMonth
            .filter((r) => r.month === month)
            .map(({ month: _, ...r }) => money(r)),
        })),
        renewalsDue: renewals.map((r) => toInvestment(r, at)),
        items: funded.rows.map((r) => toInvestment(r, at)),
        page,
        pageSize,
        total: funded.total,
      };
    },
  };
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;
