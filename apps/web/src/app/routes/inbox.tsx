import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { EmptyAction } from "@/components/ui/empty-action";
import { paths } from "@/config/paths";
import { FunderInbox } from "@/features/submissions/components/funder-inbox";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.inbox")} />
      {/* Deals arrive through published listings: the way to them fills the inbox. */}
      <FunderInbox
        emptyAction={
          <EmptyAction to={paths.listings}>{t("ui.submissions.inbox.openListings")}</EmptyAction>
        }
      />
    </>
  );
}
