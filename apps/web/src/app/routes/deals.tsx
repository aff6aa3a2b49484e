import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClass } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { DealsTable } from "@/features/deals/components/deals-table";
import { ProposalBasketPanel } from "@/features/deals/components/proposal-basket";
import { useProposalBasket } from "@/features/deals/hooks/proposal-basket";
import { BasketFunders } from "@/features/matching/components/basket-funders";
import { SendBasket } from "@/features/submissions/components/send-basket";
import { inView } from "@/lib/view-as";

/**
 * The deals list composes the deals table and its proposal basket with the step that sends the
 * basket: the funders that fit every deal (matching) and one send per deal with its documents
 * (submissions); the deals sent leave the basket.
 */
export function Component() {
  const { t } = useTranslation();
  const basket = useProposalBasket();
  const [sending, setSending] = useState(false);
  const { ids, deals } = basket.basket;
  // The funders ticked hold for the basket they were ticked for: another basket starts afresh
  // (a funder ticked before may not fit a deal added since).
  const [picked, setPicked] = useState({ basket: "", listingIds: [] as string[] });
  const selected = picked.basket === ids.join(",") ? picked.listingIds : [];
  const open = sending && ids.length > 0;
  // Once sent, the report stays though the deals sent have left the basket.
  const [reported, setReported] = useState(false);
  return (
    <>
      <PageTitle
        title={t("ui.pages.deals")}
        actions={
          !inView() && (
            <Link to={paths.newDeal} className={buttonClass()}>
              {t("ui.deals.new")}
            </Link>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <ProposalBasketPanel basket={basket} onSend={() => setSending(true)} />
        {open && (
          <BasketFunders
            dealIds={ids}
            selection={{
              selected,
              toggle: (listingId) =>
                setPicked({
                  basket: ids.join(","),
                  listingIds: selected.includes(listingId)
                    ? selected.filter((x) => x !== listingId)
                    : [...selected, listingId],
                }),
            }}
          />
        )}
        {(open || (sending && reported)) && (
          <SendBasket
            deals={ids.map((id) => ({ id, reference: deals[id]?.reference ?? id }))}
            listingIds={selected}
            onSent={(sent) => {
              setReported(true);
              sent.forEach(basket.remove);
            }}
          />
        )}
        <DealsTable basket={basket} />
      </div>
    </>
  );
}
