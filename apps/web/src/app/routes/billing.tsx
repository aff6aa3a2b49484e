import { useTranslation } from "react-i18next";
import { EmptyState, PageTitle } from "@/components/ui/page";

// Plans, payment method, billing address and the free-trial countdown arrive with the billing work.
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.billing")} />
      <EmptyState>{t("ui.empty.billing")}</EmptyState>
    </>
  );
}
