import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/ui/page";
import { DealsEmptyState } from "../../features/deals/components/deals-empty-state";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.deals")} />
      <DealsEmptyState />
    </>
  );
}
