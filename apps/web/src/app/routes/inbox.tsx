import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { FunderInbox } from "@/features/submissions/components/funder-inbox";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.inbox")} />
      <FunderInbox />
    </>
  );
}
