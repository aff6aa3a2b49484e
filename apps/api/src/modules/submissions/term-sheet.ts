import { eq } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { profiles } from "@portal/db/schema/user";
import { languages, type Language } from "@portal/contract/user/user-options";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import { dealOwner } from "../deals/queries";
import {
  brokersSubmission,
  fundersSubmission,
  type Named,
  type SubmissionContext,
} from "./context";
import { standingOffer } from "./offers";

/** Where an offer stands for a term sheet: made and not withdrawn, declined, lost or cancelled. */
const offerStands: readonly SubmissionStatus[] = ["offered", "info_requested", "accepted"];

/** The language a person reads the portal in (profiles are shared, decision 055); English if unset. */
async function languageOf(db: Executor, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return languages.find((l) => l === row?.language) ?? "en";
}

/** A file name that is safe everywhere: the deal's reference with anything odd replaced. */
export const termSheetFileName = (reference: string) =>
  `term-sheet-${reference.replace(/[^A-Za-z0-9-]/g, "_") || "offer"}.pdf`;

/**
 * The term sheet of the offer on a submission (issue 35): the standing offer, or the one the
 * broker accepted, as a PDF in the deal's broker's language, for the funder it was sent to and for
 * the brokers who may see the deal. No offer standing answers 404, as for someone else's deal.
 */
export function createTermSheets(ctx: SubmissionContext) {
  async function sheetOf(found: Named, now = new Date()) {
    const s = found.submission;
    const offer = offerStands.includes(s.status) ? await standingOffer(ctx, s.id) : undefined;
    const deal = offer && (await dealOwner(ctx.db, s.dealId));
    if (!offer || !deal) throw new AppError("not_found");
    // Loaded with the first term sheet: pdfkit and fontkit cost the server's start 140 ms.
    const { renderTermSheet } = await import("./term-sheet-pdf");
    const pdf = await renderTermSheet({
      language: await languageOf(ctx.db, deal.ownerId),
      funderName: found.funderName,
      brokerName: found.brokerName,
      businessName: deal.businessName,
      reference: deal.reference,
      offeredAt: offer.createdAt,
      accepted: s.status === "accepted",
      terms: offer,
      now,
    });
    return { pdf, fileName: termSheetFileName(deal.reference) };
  }

  return {
    /** The funder's copy: a submission sent to this person's funder organization. */
    async funderTermSheet(userId: string, submissionId: string) {
      return sheetOf(await fundersSubmission(ctx, userId, submissionId));
    },
    /** The copy of a funder that opened its deal by secure link (decision 068): the visit's submission. */
    ofSubmission: (found: Named) => sheetOf(found),
    /** The broker's copy: a submission of a deal this person may see. */
    async brokerTermSheet(userId: string, submissionId: string) {
      return sheetOf(await brokersSubmission(ctx, userId, submissionId));
    },
  };
}
export type TermSheets = ReturnType<typeof createTermSheets>;
