import "../i18n";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useFitsOfEveryDeal } from "../api/matching-api";
import { ListingPick, type Selection } from "./matches-panel";

/** The funders (published listings) that fit every deal of the proposal basket, to tick. */
export function BasketFunders({
  dealIds,
  selection,
}: {
  dealIds: readonly string[];
  selection: Selection;
}) {
  const { t } = useTranslation();
  const fits = useFitsOfEveryDeal(dealIds);
  return (
    <Card title={t("ui.matching.basket.title")}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-fg-muted">{t("ui.matching.basket.intro")}</p>
        <QueryState
          query={fits}
          isEmpty={(found) => found.length === 0}
          empty={t("ui.matching.basket.none")}
        >
          {(found) => (
            <ul className="flex flex-col divide-y divide-line">
              {found.map(({ listing: l }) => (
                <li key={l.id} className="py-2">
                  <ListingPick listing={l} selection={selection} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
