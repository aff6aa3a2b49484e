import "./deal-events-i18n";
import type { TFunction } from "i18next";
import type { DealEvent } from "@portal/contract/deals/deal-schemas";

/** A history event's facts in the reader's language (decision 071): the API stores no sentence. */
export function dealEventWords(t: TFunction, event: DealEvent): string {
  switch (event.kind) {
    case "sent":
      return t("ui.dealEvents.kinds.sent", {
        funder: event.funderName,
        listing: event.listingName,
      });
    case "offer_accepted":
    case "funded":
      return t(`ui.dealEvents.kinds.${event.kind}`, { funder: event.funderName });
    case "crm_stage":
      return t("ui.dealEvents.kinds.crm_stage", { stage: event.stage });
  }
}
