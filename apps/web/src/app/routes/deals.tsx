import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { DealsTable } from "@/features/deals/components/deals-table";
import { ProposalBasketPanel } from "@/features/deals/components/proposal-basket";
import { useProposalBasket } from "@/features/deals/hooks/proposal-basket";

export function Component() {
  const { t } = useTranslation();
  const basket = useProposalBasket();
  return (
    <>
      <PageTitle title={t("ui.pages.deals")}>
        <Link
          to="/deals/new"
          className="inline-flex rounded-md bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
        >
          {t("ui.deals.new")}
        </Link>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <ProposalBasketPanel basket={basket} />
        <DealsTable basket={basket} />
      </div>
    </>
  );
}
