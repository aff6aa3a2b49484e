import { useTranslation } from "react-i18next";
import { Card, EmptyState, PageTitle } from "../../components/ui/page";

// Figures come from the deals and commission ledger work; until then the dashboard says so.
export function Component() {
  const { t } = useTranslation();
  const stats = ["pendingProposals", "closedDeals", "sales", "commissionEarned"] as const;
  return (
    <>
      <PageTitle title={t("ui.pages.dashboard")} />
      <section aria-label={t("ui.dashboard.statistics")} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s} title={t(`ui.dashboard.${s}`)}>
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
