import { useTranslation } from "react-i18next";
import { Card, EmptyState } from "@/components/ui/page";

const statistics = ["pendingProposals", "closedDeals", "sales", "commissionEarned"] as const;

// The figures come from deals and the commission ledger, the leaderboard (top 5) and news from
// their own work; until those exist the dashboard says so instead of showing made-up numbers.
export function DashboardOverview() {
  const { t } = useTranslation();
  return (
    <>
      <section
        aria-label={t("ui.dashboard.statistics")}
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {statistics.map((name) => (
          <Card key={name} title={t(`ui.dashboard.${name}`)}>
            <p className="text-sm text-fg-muted">{t("ui.dashboard.noDeals")}</p>
          </Card>
        ))}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("ui.dashboard.leaderboard")}>
          <EmptyState>{t("ui.dashboard.noLeaderboard")}</EmptyState>
        </Card>
        <Card title={t("ui.dashboard.news")}>
          <EmptyState>{t("ui.dashboard.noNews")}</EmptyState>
        </Card>
      </div>
    </>
  );
}
