import type { Executor } from "@portal/db/database";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import { viewersOfDeal } from "../deals/service";
import * as notifications from "../notifications/service";

/**
 * A person or the CRM moved a deal (submit, withdraw, a CRM stage): whoever sees it reads the
 * deal, the board and lists, and the dashboard again, as after a funder's move (`announceMove`).
 * The deals module asks for it (`dealNeeds.onMoved`); it cannot reach notifications itself.
 */
export async function announceDealMove(tx: Executor, dealId: string) {
  const viewers = await viewersOfDeal(tx, dealId);
  if (viewers.length > 0)
    await notifications.publish(tx, { userIds: viewers }, [
      dealTopic(dealId),
      "deals",
      "dashboard",
    ]);
}
