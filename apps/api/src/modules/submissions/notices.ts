import type { Executor } from "@portal/db/database";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import { threadLinks } from "@portal/contract/threads/thread-schemas";
import { viewersOfDeal } from "../deals/service";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";

// What each side is told in the notification centre and on its open pages (decision 038), inside
// the move's transaction: nothing is told of a move that rolls back.

/**
 * After any move: whoever sees the deal (its owner, and the managers and heads whose position
 * covers it) reads the deal, the lists and the dashboard again; the funder's people their inbox.
 * Each side is told only of what it already sees.
 */
export async function announceMove(
  tx: Executor,
  submission: { dealId: string; funderOrganizationId: string },
) {
  const viewers = await viewersOfDeal(tx, submission.dealId);
  if (viewers.length > 0)
    await notifications.publish(tx, { userIds: viewers }, [
      dealTopic(submission.dealId),
      "deals",
      "dashboard",
    ]);
  await notifications.publish(tx, { organizationId: submission.funderOrganizationId }, [
    "inbox",
    "dashboard",
  ]);
}

const brokerNotices = {
  offer: "offer_received",
  revise: "offer_revised",
  withdraw_offer: "offer_withdrawn",
  request_info: "question_asked",
} as const;

/**
 * The deal's owner is told of a funder's offer (new, revised, withdrawn) or question, naming the
 * business and the funder besides the reference.
 */
export async function noticeBroker(
  tx: Executor,
  owner: { ownerId: string; reference: string; businessName: string },
  dealId: string,
  funderName: string,
  move: keyof typeof brokerNotices,
  /** A question opens its thread (issue 34), whose reading reads the notification. */
  submissionId?: string,
) {
  await notifications.notify(
    tx,
    [owner.ownerId],
    {
      kind: brokerNotices[move],
      params: { reference: owner.reference, businessName: owner.businessName, funderName },
      link:
        move === "request_info" && submissionId
          ? threadLinks.broker(dealId, submissionId)
          : `/deals/${dealId}`,
    },
    [dealTopic(dealId), "deals", "dashboard"],
  );
}

/**
 * Each member of the funder is told a deal arrived, or that their offer was accepted, naming the
 * business (which the inbox item shows them) and the broker.
 */
export async function noticeFunder(
  tx: Executor,
  submission: { id: string; funderOrganizationId: string },
  about: { brokerName: string; reference: string; businessName: string },
  event: "arrived" | "accepted",
) {
  await notifications.notify(
    tx,
    await organizations.activeMemberIds(tx, submission.funderOrganizationId),
    {
      kind: event === "arrived" ? "deal_arrived" : "offer_accepted",
      params: {
        reference: about.reference,
        businessName: about.businessName,
        brokerName: about.brokerName,
      },
      link: `/inbox/${submission.id}`,
    },
    ["inbox", "dashboard"],
  );
}
