import type { z } from "zod";
import type { Db } from "@portal/db/database";
import type { ListingFunnel, funnelQuerySchema } from "@portal/contract/lenders/funnel-schemas";
import { dealIsFunded, listingMatchCount } from "../matching/queries";
import { listingCohort } from "../submissions/queries";
import { createListingAccess } from "./access";

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
 * matching), sent, offered, won and funded (its submissions, through submissions), the median
 * time to the first answer by the directory's rule, and the criteria sent deals most often failed.
 * Another organization's listing, or a broker asking, is not found.
 */
export function createFunnel(db: Db, now: () => Date = () => new Date()) {
  const access = createListingAccess(db);
  return async (
    userId: string,
    id: string,
    { months }: z.output<typeof funnelQuerySchema>,
  ): Promise<ListingFunnel> => {
    const listing = await access.own(await access.viewerOf(userId), id);
    const from = periodStart(now(), months);
    const since = new Date(`${from}T00:00:00.000Z`);
    const [matched, cohort] = await Promise.all([
      listingMatchCount(db, listing.lender.id, since),
      listingCohort(db, listing.lender.id, since, dealIsFunded),
    ]);
    return {
      listingId: listing.lender.id,
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
