import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { FunderNotice } from "@/features/dashboard/components/funder-notice";
import { LatestNews } from "@/features/news/components/latest-news";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.dashboard")} />
      {state.user?.organization.accountType === "funder" ? (
        <FunderNotice />
      ) : (
        <DashboardOverview news={<LatestNews />} />
      )}
    </>
  );
}
