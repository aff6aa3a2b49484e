import type { Executor } from "@portal/db/database";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

// What each side is told in the notification centre and on its open pages (decision 038), inside
// the move's transaction: nothing is told of a move that rolls back.

/**
 * After any move: the deal's owner reads the deal (and the lists, the dashboard) again; the
 * funder's people their inbox. Each side is told only of what it already sees.
 */
export async function announceMove(
  tx: Executor,
  submission: { dealId: string; funderOrganizationId: string },
) {
  const owner = await repo.dealOwner(tx, submission.dealId);
  if (owner)
    await notifications.publish(tx, { userId: owner.ownerId }, [
      dealTopic(submission.dealId),
      "deals",
      "dashboard",
    ]);
  await notifications.publish(tx, { organizationId: submission.funderOrganizationId }, [
    "inbox",
    "dashboard",
  ]);
}

/** The deal's owner is told of a funder's offer or question. */
export async function noticeBroker(
  tx: Executor,
  owner: { ownerId: string; reference: string },
  dealId: string,
  funderName: string,
  move: "offer" | "request_info",
) {
  await notifications.notify(
    tx,
    [owner.ownerId],
    {
      kind: move === "offer" ? "offer_received" : "question_asked",
      params: { reference: owner.reference, funderName },
      link: `/deals/${dealId}`,
    },
    [dealTopic(dealId), "deals", "dashboard"],
  );
}

/** Each member of the funder is told a deal arrived, or that their offer was accepted. */
export async function noticeFunder(
  tx: Executor,
  submission: { id: string; funderOrganizationId: string },
  about: { brokerName: string; reference: string },
  event: "arrived" | "accepted",
) {
  await notifications.notify(
    tx,
    await organizations.activeMemberIds(tx, submission.funderOrganizationId),
    {
      kind: event === "arrived" ? "deal_arrived" : "offer_accepted",
      params: { reference: about.reference, brokerName: about.brokerName },
      link: `/inbox/${submission.id}`,
    },
    ["inbox", "dashboard"],
  );
}
