import "../i18n";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BoardCard } from "@portal/contract/deals/board-schemas";
import { brokerMoves, type DealStatus } from "@portal/contract/deals/deal-states";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { DealMoveConfirmation, DealMoveFailure, useDealMove } from "./deal-moves";

/** The moves a card offers: submitting a draft and withdrawing an open deal; the rest are read-only. */
const cardMoves: readonly DealStatus[] = ["submitted", "withdrawn"];
export const movesOfCard = (card: BoardCard) =>
  brokerMoves(card.status).filter((to) => cardMoves.includes(to));

/**
 * A card's menu of moves and the confirmation each asks for, the deal page's (its reason for a
 * withdrawal, its refusals: a stale version, the training gate). Closing goes back to the menu's
 * button; once moved, `onMoved` lets the board follow the card to its new column.
 */
export function BoardCardMoves({ card, onMoved }: { card: BoardCard; onMoved: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const move = useDealMove(card, { confirmAll: true, onMoved });
  const moves = movesOfCard(card);
  if (moves.length === 0) return null;
  const to = move.confirming;
  const action = to ? t(`ui.deals.moves.${to}`) : "";
  return (
    <>
      <DropdownMenu
        trigger={
          <button
            ref={button}
            type="button"
            data-card-menu
            className={buttonClass("secondary", "shrink-0 px-2! py-1!")}
            aria-label={t("ui.deals.board.moves", { reference: card.reference })}
          >
            <span aria-hidden>⋯</span>
          </button>
        }
        items={moves.map((next) => ({
          label: t(`ui.deals.moves.${next}`),
          danger: next === "withdrawn",
          onSelect: () => move.choose(next),
        }))}
      />
      <Dialog
        open={!!to}
        onOpenChange={(open) => !open && move.cancel()}
        title={t("ui.deals.board.moveTitle", { action, reference: card.reference })}
        // The card may already stand in its new column (the board answered before the dialog
        // closed): then its link there.
        returnFocus={() =>
          button.current?.isConnected
            ? button.current
            : document.querySelector<HTMLElement>(`[data-card="${card.id}"] a`)
        }
      >
        <p>
          {t(to === "withdrawn" ? "ui.deals.board.withdrawAbout" : "ui.deals.board.submitAbout", {
            business: card.businessName,
          })}
        </p>
        <DealMoveFailure move={move} />
        <DealMoveConfirmation move={move} />
      </Dialog>
    </>
  );
}
