import "../i18n";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/ui/empty-state";

/** What the deals screen shows before deals exist: what will be here, nothing fake. */
export function DealsEmptyState() {
  const { t } = useTranslation();
  return <EmptyState>{t("ui.empty.deals")}</EmptyState>;
}
