import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import { AppError } from "../../lib/app-error";
import { fundersSubmission, type Named, type SubmissionContext } from "./context";

/**
 * `GET /v1/funder/submission/{id}/fit` (issue 35, "the fit for the funder's own listings"): the
 * deal as it is now, judged against each of the funder's own published listings, the one the
 * broker sent it through first. A deal the broker withdrew went with its facts (decision 021):
 * 410 `submission_withdrawn`. Another funder's item is not found.
 */
export function createFit(ctx: SubmissionContext) {
  return async (userId: string, submissionId: string): Promise<FunderFit> => {
    const found = await fundersSubmission(ctx, userId, submissionId);
    if (found.submission.status === "cancelled") throw new AppError("submission_withdrawn");
    return fitOf(ctx, found);
  };
}

/**
 * The deal judged against the funder's listings. An outside funder (kept by the brokerage,
 * decision 068) is judged against the listing the brokerage keeps for it, when criteria were
 * entered (published); without criteria it has none.
 */
export async function fitOf(ctx: SubmissionContext, named: Named): Promise<FunderFit> {
  const { submission } = named;
  const [found, rows] = await Promise.all([
    ctx.deals.find(ctx.db, submission.dealId),
    named.funderKeptBy !== null
      ? submission.lenderId
        ? ctx.lenders.publishedRows([submission.lenderId])
        : []
      : ctx.lenders
          .listedRows(submission.funderOrganizationId)
          // A funder with nothing published (or not approved) has no listing to judge against.
          .then((listed) => listed.rows)
          .catch((err: unknown) => {
            if (err instanceof AppError && err.code === "not_found") return [];
            throw err;
          }),
  ]);
  if (!found) throw new AppError("not_found");
  const judged = await ctx.matching.judgeRows(found, rows);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const listings = judged.map((j) => ({
    listingId: j.listingId,
    listingName: names.get(j.listingId) ?? "",
    sentThrough: j.listingId === submission.lenderId,
    fits: j.fits,
    checks: j.checks,
  }));
  // The listing it came through first, then those it fits, then the rest by name.
  listings.sort(
    (a, b) =>
      Number(b.sentThrough) - Number(a.sentThrough) ||
      Number(b.fits) - Number(a.fits) ||
      a.listingName.localeCompare(b.listingName),
  );
  return { listings };
}
