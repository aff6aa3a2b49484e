import type { z } from "zod";
import type { ListingFunnel, funnelQuerySchema } from "@portal/contract/lenders/funnel-schemas";
import { AppError } from "../../lib/app-error";
import { listingMatchCount } from "../matching/queries";
import { funderOrganizationOf, type SubmissionContext } from "./context";
import { listingCohort } from "./queries";

/**
 * The first day of a period of `months` months ending `today` (UTC): the same day of the month
 * `months` back, or that month's last day when it is shorter (31 May less 3 months: 28 February).
 */
export function periodStart(today: Date, months: number): string {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() - months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(today.getUTCDate(), last))).toISOString().slice(0, 10);
}

/**
 * `GET /v1/lender/{id}/funnel?months=` (issue 35, "listings that show what they bring"): one of
 * the funder's own listings over the period, its deals matched (listing_matches, through
 * matching), sent, offered, won and funded (its submissions; funded by the deals module's rule),
 * the median time to the first answer by the directory's rule, and the criteria sent deals most
 * often failed. The submissions module answers it: it reads submissions and matching, and asks
 * the lenders service for the listing (lenders imports neither). Another organization's listing,
 * or a broker asking, is not found.
 */
export function createFunnel(ctx: SubmissionContext, now: () => Date = () => new Date()) {
  return async (
    userId: string,
    id: string,
    { months }: z.output<typeof funnelQuerySchema>,
  ): Promise<ListingFunnel> => {
    const [organization, listing] = await Promise.all([
      funderOrganizationOf(ctx, userId),
      ctx.lenders.get(userId, id),
    ]);
    if (listing.organizationId !== organization.id) throw new AppError("not_found");
    const from = periodStart(now(), months);
    const since = new Date(`${from}T00:00:00.000Z`);
    const [matched, cohort] = await Promise.all([
      listingMatchCount(ctx.db, listing.id, since),
      listingCohort(ctx.db, listing.id, since),
    ]);
    return {
      listingId: listing.id,
      months,
      from,
      counts: {
        matched,
        sent: cohort.sent,
        offered: cohort.offered,
        won: cohort.won,
        funded: cohort.funded,
      },
      medianFirstAnswerHours: cohort.medianFirstAnswerHours,
      topFailures: cohort.topFailures,
    };
  };
}
