import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { FundersToApprove } from "@/features/operators/components/funders-to-approve";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.funders")} />
      <FundersToApprove />
    </>
  );
}
