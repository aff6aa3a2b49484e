import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Leaderboard as Board } from "@portal/contract/dashboard/dashboard-schemas";
import {
  leaderboardRankings,
  type DashboardPeriod,
  type DashboardScope,
  type LeaderboardRanking,
} from "@portal/contract/dashboard/dashboard-options";
import { Avatar } from "@/components/ui/avatar";
import { SelectField } from "@/components/ui/select";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { formatMoney } from "@/lib/format";
import { useLeaderboard } from "../api/leaderboard-api";

/** Sales or commission: two buttons, the chosen one pressed. */
function RankingToggle({
  by,
  onChange,
}: {
  by: LeaderboardRanking;
  onChange: (by: LeaderboardRanking) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("ui.dashboard.rankBy")}
      className="inline-flex rounded-md border border-line p-0.5"
    >
      {leaderboardRankings.map((ranking) => (
        <button
          key={ranking}
          type="button"
          aria-pressed={by === ranking}
          onClick={() => onChange(ranking)}
          className={`rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${
            by === ranking ? "bg-primary text-on-primary" : "text-fg hover:bg-muted"
          }`}
        >
          {t(`ui.dashboard.rankings.${ranking}`)}
        </button>
      ))}
    </div>
  );
}

/** The top 5, the viewer's row highlighted, and the viewer's own place below when outside them. */
function Ranking({ board }: { board: Board }) {
  const { t, i18n } = useTranslation();
  const currency = board.currency!;
  const deals = (count: number) => t("ui.dashboard.dealCount", { count });
  return (
    <>
      <ol className="flex flex-col gap-1">
        {board.entries.map((e) => (
          <li
            key={e.userId}
            aria-current={e.you || undefined}
            className={`flex items-center gap-3 rounded-md px-2 py-1.5 ${e.you ? "bg-primary-soft" : ""}`}
          >
            <span className="w-6 shrink-0 text-end text-sm font-semibold text-fg-muted tabular-nums">
              {t("ui.dashboard.rankNumber", { rank: e.rank })}
            </span>
            <Avatar name={e.name} url={e.avatarUrl} size={32} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">
              {e.you ? t("ui.dashboard.youNamed", { name: e.name }) : e.name}
            </span>
            <span className="flex shrink-0 flex-col items-end">
              <span className="text-sm font-semibold text-fg tabular-nums">
                {formatMoney(e.value, currency, i18n.language)}
              </span>
              <span className="text-xs text-fg-muted">{deals(e.deals)}</span>
            </span>
          </li>
        ))}
      </ol>
      {board.me && (
        <p
          className="mt-2 flex items-center justify-between gap-3 rounded-md bg-primary-soft px-2 py-1.5 text-sm"
          aria-label={t("ui.dashboard.yourPlace", {
            rank: board.me.rank,
            amount: formatMoney(board.me.value, currency, i18n.language),
            deals: deals(board.me.deals),
          })}
        >
          <span className="font-semibold text-fg">
            {t("ui.dashboard.you", { rank: board.me.rank })}
          </span>
          <span className="text-fg tabular-nums">
            {formatMoney(board.me.value, currency, i18n.language)} · {deals(board.me.deals)}
          </span>
        </p>
      )}
    </>
  );
}

/**
 * The dashboard's top 5 (spec section 9) for the page's period and scope, by sales or commission
 * earned, in one currency (the period's most used; a choice when there are several).
 */
export function Leaderboard({
  period,
  scope,
}: {
  period: DashboardPeriod;
  scope: DashboardScope | undefined;
}) {
  const { t } = useTranslation();
  const [by, setBy] = useState<LeaderboardRanking>("sales");
  const [currency, setCurrency] = useState<string | undefined>();
  const board = useLeaderboard({ period, scope, by, currency });
  const currencies = board.data?.currencies ?? [];
  return (
    <Card title={t("ui.dashboard.leaderboard")}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <RankingToggle by={by} onChange={setBy} />
        {/* Whose board it is: an agent's or a team member's is their team's (decision 049). */}
        {board.data && (
          <p className="text-sm text-fg-muted" data-testid="leaderboard-scope">
            {t(`ui.dashboard.scopes.${board.data.scope}`)}
          </p>
        )}
        {currencies.length > 1 && board.data?.currency && (
          <SelectField
            label={t("ui.dashboard.currency")}
            value={board.data.currency}
            onValueChange={(value) => setCurrency(value)}
            options={currencies.map((c) => ({ value: c, label: c }))}
          />
        )}
      </div>
      <div aria-busy={board.isPlaceholderData}>
        <QueryState
          query={board}
          isEmpty={(data) => data.entries.length === 0}
          empty={t(`ui.dashboard.noRanking.${by}`)}
        >
          {(data) => <Ranking board={data} />}
        </QueryState>
      </div>
    </Card>
  );
}
