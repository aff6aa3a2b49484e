import type { z } from "zod";
import type { Db } from "@portal/db/database";
import { may } from "@portal/contract/team/team-options";
import type {
  walletEntriesQuerySchema,
  walletQuerySchema,
  walletStatementQuerySchema,
  Wallet,
  WalletEntryPage,
  WalletMonth,
  WalletStatement,
} from "@portal/contract/wallet/wallet-schemas";
import { AppError } from "../../lib/app-error";
import { lastTwelveMonths } from "../../lib/months";
import type { DealService, Viewer } from "../deals/service";
import { cursorOf, csvHeader, csvLine, readCursor, toEntry } from "./present";
import { createWalletRecording } from "./recording";
import * as repo from "./repo";
import { filtered, visiblePeople, visibleWallets } from "./visibility";

export { recordDealCommission, type DealCommission } from "./ledger";

/** The most entries one CSV export and one statement carry. */
export const walletLimits = { csvRows: 10_000, statementEntries: 2_000 } as const;

/** The commission wallet (issue 17; docs/decisions/037-commission-wallet.md). */
export function createWalletService(
  db: Db,
  { deals, now = () => new Date() }: { deals: DealService; now?: () => Date },
) {
  /** A broker's member: funders have no wallet (403 as on other broker routes). */
  async function viewerOf(userId: string): Promise<Viewer> {
    const viewer = await deals.viewerOf(userId);
    if (viewer.accountType === "funder") throw new AppError("forbidden");
    return viewer;
  }
  const num = (s: string) => Number(s);

  return {
    ...createWalletRecording(db, deals, viewerOf),
    ...createWalletReports(db, viewerOf),

    /** `GET /v1/wallet`: the balances (sums in SQL) of the wallets seen, or of one person's. */
    async wallet(userId: string, q: z.output<typeof walletQuerySchema>): Promise<Wallet> {
      const viewer = await viewerOf(userId);
      const where = filtered(visibleWallets(viewer), { person: q.person });
      const twelve = lastTwelveMonths(now());
      const [rows, months, members] = await Promise.all([
        repo.balances(db, where),
        repo.balancesByMonth(db, where, twelve.months[0]!),
        repo.membersOf(db, viewer.organizationId),
      ]);
      return {
        balances: rows.map((r) => ({
          currency: r.currency,
          expectedMinor: num(r.expectedMinor),
          earnedMinor: num(r.earnedMinor),
          receivedMinor: num(r.receivedMinor),
          paidMinor: num(r.paidMinor),
          clawedBackMinor: num(r.clawedBackMinor),
          dueMinor: num(r.dueMinor),
        })),
        byMonth: monthEnds(
          twelve.months,
          rows.map((r) => r.currency),
          months,
        ),
        people: visiblePeople(viewer, members).map((m) => ({
          userId: m.userId,
          name: m.name || null,
        })),
        mayRecord: may(viewer.role, "recordCommission"),
        mayChangeSettings: may(viewer.role, "changeWalletSettings"),
      };
    },

    /** `GET /v1/wallet/entries`: filtered, newest first, a page after the cursor. */
    async entries(
      userId: string,
      { cursor, limit, ...filters }: z.output<typeof walletEntriesQuerySchema>,
    ): Promise<WalletEntryPage> {
      const viewer = await viewerOf(userId);
      const rows = await repo.listEntries(
        db,
        filtered(visibleWallets(viewer), filters),
        readCursor(cursor),
        limit + 1,
      );
      const page = rows.slice(0, limit);
      return {
        items: page.map(toEntry),
        nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * Each month's closing balances in every currency: the month's running sums, or the month's before
 * when nothing was recorded in it (zeros before a currency's first entry).
 */
function monthEnds(
  months: string[],
  currencies: string[],
  rows: Awaited<ReturnType<typeof repo.balancesByMonth>>,
): WalletMonth[] {
  const zero = { expectedMinor: 0, earnedMinor: 0, dueMinor: 0 };
  const last = new Map(currencies.map((c) => [c, zero]));
  return months.map((month) => {
    for (const r of rows.filter((row) => row.month === month))
      last.set(r.currency, {
        expectedMinor: Number(r.expectedMinor),
        earnedMinor: Number(r.earnedMinor),
        dueMinor: Number(r.dueMinor),
      });
    return {
      month,
      balances: currencies.map((currency) => ({ currency, ...last.get(currency)! })),
    };
  });
}

/** What the ledger says over time: the CSV export and the statement of a month. */
function createWalletReports(db: Db, viewerOf: (userId: string) => Promise<Viewer>) {
  const num = (s: string) => Number(s);
  return {
    /** `GET /v1/wallet/export`: the filtered entries as CSV, newest first, at most `csvRows`. */
    async csv(
      userId: string,
      { cursor: _, limit: __, ...filters }: z.output<typeof walletEntriesQuerySchema>,
    ): Promise<string> {
      const viewer = await viewerOf(userId);
      const rows = await repo.listEntries(
        db,
        filtered(visibleWallets(viewer), filters),
        null,
        walletLimits.csvRows,
      );
      return [csvHeader, ...rows.map(csvLine)].join("\r\n") + "\r\n";
    },

    /** `GET /v1/wallet/statement`: per currency, what was due at the month's start and end, and why. */
    async statement(
      userId: string,
      q: z.output<typeof walletStatementQuerySchema>,
    ): Promise<WalletStatement> {
      const viewer = await viewerOf(userId);
      const [y, m] = q.month.split("-").map(Number) as [number, number];
      const from = new Date(Date.UTC(y, m - 1, 1));
      const to = new Date(Date.UTC(y, m, 1));
      const where = filtered(visibleWallets(viewer), { person: q.person });
      const { totals, rows } = await repo.statement(
        db,
        where,
        from,
        to,
        walletLimits.statementEntries,
      );
      return {
        month: q.month,
        currencies: totals.map((t) => ({
          currency: t.currency,
          openingMinor: num(t.openingMinor),
          closingMinor: num(t.closingMinor),
          entries: rows
            .filter((r) => r.entry.currency === t.currency)
            .map((r) => ({ ...toEntry(r), effectMinor: num(r.effectMinor) })),
        })),
      };
    },
  };
}

/** A deal's ledger, every person's entries, oldest first: for the deal page (access checked by the caller). */
export async function dealLedger(db: Db, dealId: string) {
  const rows = await repo.listEntries(db, repo.ofDeal(dealId), null, walletLimits.csvRows);
  return rows.reverse().map(toEntry);
}
