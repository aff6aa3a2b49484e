import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Board, BoardCard as Card, BoardFilters } from "@portal/contract/deals/board-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { formatMoney, formatNumber } from "@/lib/format";
import { useBoardColumnPages } from "../api/board-api";
import { BoardCard } from "./board-card";

export type BoardColumnData = Board["columns"][number];
/** A card moved from its menu, and the stage it left. */
export interface MovedCard {
  id: string;
  from: string;
}

/** A column's head: its stage, how many deals and their amount per currency. */
export function BoardColumnHead({ column, id }: { column: BoardColumnData; id: string }) {
  const { t, i18n } = useTranslation();
  const total = formatNumber(column.count, i18n.language);
  return (
    <div className="flex flex-col gap-0.5 border-b border-line pb-2">
      <h2 className="flex items-baseline justify-between gap-2 font-semibold text-fg">
        <span id={id}>{t(`ui.deals.statuses.${column.stage}`)}</span>
        <span className="text-sm font-normal text-fg-muted">
          {t("ui.deals.count", { count: column.count, total })}
        </span>
      </h2>
      {column.totals.length > 0 && (
        <ul aria-label={t("ui.deals.board.totals")} className="text-xs text-fg-muted tabular-nums">
          {column.totals.map((sum) => (
            <li key={sum.currency}>{formatMoney(sum.amountMinor, sum.currency, i18n.language)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One stage of the board: its head, its cards, and "Load more" while the server has more (each
 * page asked for by the cursor the previous one gave). A new filter starts it afresh (the board
 * keys it by the filters).
 */
export function BoardColumn({
  column,
  filters,
  teamView,
  onMoved,
}: {
  column: BoardColumnData;
  filters: BoardFilters;
  teamView: boolean;
  onMoved: (moved: MovedCard) => void;
}) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = useBoardColumnPages(filters, column.stage, cursors);
  const seen = new Set<string>();
  // A card that moved between pages while they loaded is shown once.
  const cards: Card[] = [column.cards, ...pages.map((p) => p.data?.cards ?? [])]
    .flat()
    .filter((card) => !seen.has(card.id) && !!seen.add(card.id));
  const last = pages.at(-1);
  const nextCursor = cursors.length === 0 ? column.nextCursor : (last?.data?.nextCursor ?? null);
  const headId = `column-${column.stage}`;
  return (
    <section
      aria-labelledby={headId}
      data-stage={column.stage}
      className="flex min-w-0 flex-col gap-2"
    >
      <BoardColumnHead column={column} id={headId} />
      {cards.length === 0 ? (
        <p className="py-2 text-xs text-fg-muted">{t("ui.deals.board.noCards")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.id}>
              <BoardCard card={card} teamView={teamView} onMoved={onMoved} />
            </li>
          ))}
        </ul>
      )}
      {last?.error ? <FormFailure message={errorMessageKey(last.error)} /> : null}
      {(nextCursor || last?.error) && (
        <Button
          variant="secondary"
          disabled={!!last?.isFetching}
          // A page that failed is asked again; else the next one.
          onClick={() =>
            last?.error
              ? void last.refetch()
              : nextCursor && setCursors((asked) => [...asked, nextCursor])
          }
        >
          {t("ui.deals.board.loadMore")}
        </Button>
      )}
    </section>
  );
}
