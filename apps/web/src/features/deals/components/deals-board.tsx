import "../i18n";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { boardStages, type Board, type BoardFilters } from "@portal/contract/deals/board-schemas";
import { EmptyAction } from "@/components/ui/empty-action";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { inView } from "@/lib/view-as";
import { useBoard } from "../api/board-api";
import { filtersOfParams, filtersOn, paramsWithFilters } from "../hooks/board-filters";
import { usePhone } from "../hooks/use-phone";
import { BoardColumn, type MovedCard } from "./board-column";
import { BoardFiltersForm, type BoardPeople } from "./board-filters";
import { BoardSavedViews } from "./board-saved-views";

/**
 * The pipeline board, the Deals home (issue 34): a column per stage with its count and amounts,
 * the ended stages behind "Show ended"; the filters in the URL (a view can be shared, reloaded,
 * saved); on a phone one stage at a time, the stages as tabs. It refreshes with the deals lists
 * (the live "deals" topic and every move invalidate the same root).
 */
export function DealsBoard({ people }: { people?: BoardPeople }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOfParams(params);
  const board = useBoard(filters);
  const apply = (next: BoardFilters) => setParams(paramsWithFilters(params, next));
  const [moved, setMoved] = useState<MovedCard | null>(null);
  const teamView = board.data?.teamView ?? false;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BoardFiltersForm
        filters={filters}
        onChange={apply}
        people={teamView ? people : undefined}
        leading={<BoardSavedViews filters={filters} onOpen={apply} />}
      />
      <QueryState query={board}>
        {(data) =>
          data.columns.every((c) => c.count === 0) && filtersOn(filters) === 0 ? (
            <EmptyBoard />
          ) : (
            <>
              {data.columns.every((c) => c.count === 0) && (
                <p role="status" className="text-sm text-fg-muted">
                  {t("ui.deals.board.noMatches")}
                </p>
              )}
              <BoardColumns board={data} filters={filters} moved={moved} onMoved={setMoved} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/** Before any deal: the one action that fills the board. */
function EmptyBoard() {
  const { t } = useTranslation();
  return (
    <EmptyState
      action={
        !inView() && <EmptyAction to={paths.newDeal}>{t("ui.deals.board.createFirst")}</EmptyAction>
      }
    >
      {t("ui.deals.board.empty")}
    </EmptyState>
  );
}

/** The columns the filters show, in the board's order (the ended ones after funded). */
const shownColumns = (board: Board, filters: BoardFilters) =>
  board.columns.filter(
    (c) => filters.ended || (boardStages as readonly string[]).includes(c.stage),
  );

function BoardColumns({
  board,
  filters,
  moved,
  onMoved,
}: {
  board: Board;
  filters: BoardFilters;
  moved: MovedCard | null;
  onMoved: (moved: MovedCard | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const columns = shownColumns(board, filters);
  // A phone opens on the first stage that has deals.
  const [stage, setStage] = useState<string>(
    () => (columns.find((c) => c.count > 0) ?? columns[0])?.stage ?? "draft",
  );
  // A card moved from its menu lands in another column: focus follows it there (on a phone, its
  // stage's tab opens), rather than being lost with the menu's button.
  const landed = moved
    ? columns.find((c) => c.stage !== moved.from && c.cards.some((card) => card.id === moved.id))
    : undefined;
  if (phone && landed && landed.stage !== stage) setStage(landed.stage);
  useEffect(() => {
    if (!moved || !landed) return;
    const link = document.querySelector<HTMLElement>(
      `[data-stage="${landed.stage}"] [data-card="${moved.id}"] a`,
    );
    if (!link) return;
    // Still in the dialog: its closing brings focus here (BoardCardMoves' returnFocus).
    if (!document.activeElement?.closest('[role="dialog"]')) link.focus();
    onMoved(null);
  }, [board, moved, stage]); // eslint-disable-line react-hooks/exhaustive-deps -- `landed` follows `board`
  const key = JSON.stringify(filters);
  const column = (c: Board["columns"][number]) => (
    <BoardColumn
      key={`${c.stage}:${key}`}
      column={c}
      filters={filters}
      teamView={board.teamView}
      onMoved={onMoved}
    />
  );
  if (phone)
    return (
      <Tabs
        label={t("ui.deals.board.stages")}
        selected={stage}
        onSelect={setStage}
        tabs={columns.map((c) => ({
          id: c.stage,
          label: t("ui.deals.board.stageTab", {
            stage: t(`ui.deals.statuses.${c.stage}`),
            count: formatNumber(c.count, i18n.language),
          }),
          panel: column(c),
        }))}
      />
    );
  return (
    <div
      role="region"
      aria-label={t("ui.deals.board.stages")}
      tabIndex={0}
      className="grid auto-cols-[minmax(9.5rem,1fr)] grid-flow-col gap-2 overflow-x-auto pb-2"
    >
      {columns.map(column)}
    </div>
  );
}
