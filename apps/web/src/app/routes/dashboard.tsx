import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { FunderOverview, OperatorOverview } from "@/features/dashboard/components/desk-overview";
import { GettingStarted } from "@/features/dashboard/components/getting-started";
import { LatestNews } from "@/features/news/components/latest-news";
import { useSession } from "../session-provider";

/**
 * The dashboard of the viewer's organization: a broker's figures and what needs action, or a
 * funder's desk. Operators open on the platform's figures and may switch to their own
 * (`?view=own`).
 */
export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  const [params] = useSearchParams();
  const operator = state.user?.operator ?? false;
  const own = !operator || params.get("view") === "own";
  const switchTo = (view: "own" | "platform") => (
    <Link
      to={view === "own" ? "?view=own" : "?"}
      className="self-start text-sm text-primary underline"
    >
      {t(view === "own" ? "ui.dashboard.desk.ownDashboard" : "ui.dashboard.desk.platformDashboard")}
    </Link>
  );
  return (
    <>
      <PageTitle title={t("ui.pages.dashboard")} />
      <div className="flex flex-col gap-6">
        {operator && switchTo(own ? "platform" : "own")}
        {!own && <OperatorOverview />}
        {own &&
          (state.user?.organization.accountType === "funder" ? (
            <FunderOverview />
          ) : (
            <>
              {/* A brokerage's checklist; operators (their own view too) have none. */}
              {!operator && <GettingStarted />}
              <DashboardOverview news={<LatestNews />} />
            </>
          ))}
      </div>
    </>
  );
}
