import {
  boardStages,
  endedBoardStages,
  type Board,
  type BoardCard,
} from "@portal/contract/deals/board-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";

/** A card as the board returns it, numbered `n`, for the board's tests. */
export const boardCard = (n: number, overrides: Partial<BoardCard> = {}): BoardCard => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  reference: `D-${String(n).padStart(6, "0")}`,
  status: "draft",
  version: 3,
  businessName: `Business ${n}`,
  product: "term_loan",
  amountMinor: n * 100_000,
  currency: "GBP",
  country: "GB",
  stageSince: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  owner: { id: "u1", name: "Ann Lee", avatarUrl: null },
  funders: [],
  nextAction: "submit",
  ...overrides,
});

/** A board holding these cards, each in its status's column (counts and totals from them). */
export function boardOf(
  cards: BoardCard[],
  { teamView = false, nextCursor = {} as Partial<Record<DealStatus, string>> } = {},
): Board {
  return {
    teamView,
    columns: [...boardStages, ...endedBoardStages].map((stage) => {
      const inStage = cards.filter((c) => c.status === stage);
      return {
        stage,
        cards: inStage,
        nextCursor: nextCursor[stage] ?? null,
        count: inStage.length,
        totals: inStage.length
          ? [{ currency: "GBP", amountMinor: inStage.reduce((sum, c) => sum + c.amountMinor, 0) }]
          : [],
      };
    }),
  };
}
