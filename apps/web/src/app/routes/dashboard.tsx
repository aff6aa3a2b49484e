import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.dashboard")} />
      <DashboardOverview />
    </>
  );
}
