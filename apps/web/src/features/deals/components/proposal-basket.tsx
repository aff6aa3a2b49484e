import "../i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { Reference } from "@/components/ui/reference";
import { basketLimit, type ProposalBasket } from "../hooks/proposal-basket";
import { formatMoney } from "@/lib/format";

/** The deals picked to send to funders together, drawn from browser storage at once. */
export function ProposalBasketPanel({
  basket,
  onSend,
}: {
  basket: ProposalBasket;
  /** Opens the step that sends the basket's deals to funders (the route composes it). */
  onSend?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { ids, deals } = basket.basket;
  if (ids.length === 0) return null;
  return (
    <Card title={t("ui.deals.basket.title", { count: ids.length })}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-fg-muted">{t("ui.deals.basket.about")}</p>
        <ul
          className="flex flex-col divide-y divide-line"
          aria-label={t("ui.deals.basket.title", { count: ids.length })}
        >
          {ids.map((id) => {
            const deal = deals[id];
            // Words for the labels below; the link shows the reference on one line.
            const name = deal
              ? deal.reference
              : t("ui.deals.basket.unknown", { id: id.slice(0, 8) });
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link className="text-primary underline" to={`/deals/${id}`}>
                    {deal ? <Reference>{name}</Reference> : name}
                  </Link>
                  {deal && (
                    <>
                      {" · "}
                      {deal.borrowerName} ·{" "}
                      <span className="tabular-nums">
                        {formatMoney(deal.amountMinor, deal.currency, i18n.language)}
                      </span>
                    </>
                  )}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <Link className="text-primary underline" to={`/deals/${id}?tab=funders`}>
                    {t("ui.deals.basket.chooseFor", { reference: name })}
                  </Link>
                  <Button variant="ghost" onClick={() => basket.remove(id)}>
                    {t("ui.deals.basket.remove", { reference: name })}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
        {ids.length >= basketLimit && (
          <p role="status">{t("ui.deals.basket.full", { limit: basketLimit })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {onSend && <Button onClick={onSend}>{t("ui.deals.basket.send")}</Button>}
          <Button variant="secondary" onClick={basket.clear}>
            {t("ui.deals.basket.clear")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
