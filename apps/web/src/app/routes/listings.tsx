import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { paths } from "@/config/paths";
import { buttonClass } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page";
import { EmptyAction } from "@/components/ui/empty-action";
import { ListingsTable } from "@/features/lenders/components/listings-table";
import { inView } from "@/lib/view-as";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  const waiting =
    state.user?.organization.accountType === "funder" && !state.user.organization.approvedAt;
  return (
    <>
      <PageTitle
        title={t("ui.pages.listings")}
        actions={
          !inView() && (
            <Link to={paths.newListing} className={buttonClass()}>
              {t("ui.lenders.new")}
            </Link>
          )
        }
      />
      {waiting && (
        <p
          role="note"
          className="mb-4 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm"
        >
          {t("messages.funderNotApproved")}
        </p>
      )}
      <ListingsTable
        approved={!waiting}
        emptyAction={
          !inView() && <EmptyAction to={paths.newListing}>{t("ui.lenders.new")}</EmptyAction>
        }
      />
    </>
  );
}
