import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { InvestmentsPage } from "@/features/investments/components/investments-page";
import "@/features/investments/i18n";
import { useSession } from "../session-provider";

/** Investments: a funder's portfolio, or a broker's funded clients (docs/decisions/042). */
export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  const funder = state.user?.organization?.accountType === "funder";
  return (
    <>
      <PageTitle title={t("ui.investments.page")}>
        {funder ? t("ui.investments.introFunder") : t("ui.investments.introBroker")}
      </PageTitle>
      <InvestmentsPage />
    </>
  );
}
