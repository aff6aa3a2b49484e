import type { Executor } from "@portal/db/database";
import { dealOwner } from "../deals/queries";
import type { FunderAlert } from "../email/service";
import * as organizations from "../organizations/service";
import type { SubmissionContext } from "./context";
import { standingLink } from "./link-access";
import { noticeFunder } from "./notices";
import * as repo from "./repo";

/**
 * Every member of the submission's funder organization is told, by email queued in the change's
 * transaction: any member may work the inbox (`funderOrganizationOf` asks no role), so each of
 * them hears of a deal that arrives or an offer accepted. The mail names the broker's
 * organization, the business (the borrower's legal name, which the inbox item shows them anyway)
 * and the deal's reference, and links to the inbox item; nothing else of the borrower.
 */
export async function tellFunder(
  ctx: SubmissionContext,
  tx: Executor,
  submissionId: string,
  event: FunderAlert["event"],
) {
  const found = await repo.findSubmission(tx, submissionId);
  if (!found) return;
  const deal = await dealOwner(tx, found.submission.dealId);
  if (!deal) return;
  // An outside funder has no members: its link's addresses hear of an accepted offer (the deal's
  // arrival is the link's own mail), and answer from the link.
  if (found.funderKeptBy !== null) {
    const standing = event === "accepted" ? await standingLink(tx, found) : null;
    if (standing && ctx.mailLinkNews)
      for (const to of standing.emails)
        await ctx.mailLinkNews(
          tx,
          to,
          {
            news: "accepted",
            brokerName: found.brokerName,
            reference: deal.reference,
            businessName: deal.businessName,
            expiresOn: standing.expiresOn,
          },
          standing.sentBy,
        );
    return;
  }
  await noticeFunder(tx, found.submission, { ...deal, brokerName: found.brokerName }, event);
  if (!ctx.tellFunder) return;
  const alert = {
    brokerName: found.brokerName,
    reference: deal.reference,
    businessName: deal.businessName,
    event,
    link: `${ctx.publicUrl ?? ""}/inbox/${submissionId}`,
  };
  for (const to of await organizations.memberEmails(tx, found.submission.funderOrganizationId))
    await ctx.tellFunder(tx, to, alert);
}
