import "../i18n";
import { useTranslation } from "react-i18next";
import { Outcome } from "@/components/ui/page";
import { paths } from "@/config/paths";

/** The figures are a broker's (the API refuses funders): a funder is told where to go instead. */
export function FunderNotice() {
  const { t } = useTranslation();
  return (
    <Outcome
      role="status"
      message={t("ui.dashboard.funderSoon")}
      to={paths.inbox}
      action={t("ui.dashboard.openInbox")}
    />
  );
}
