import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import { fundersSubmission, type Named, type SubmissionContext } from "./context";
import { presentSubmissions } from "./present";
import * as inboxRepo from "./inbox-repo";
import * as repo from "./repo";

type DealWithBorrower = NonNullable<Awaited<ReturnType<SubmissionContext["deals"]["find"]>>>;

/**
 * A submission the broker withdrew (cancelled, or closed when the broker accepted another
 * funder's offer before this one offered): the funder keeps the record that it was sent and
 * withdrawn, not the deal (docs/decisions/021-withdrawn-submissions.md).
 */
const withdrawn = (status: SubmissionStatus) => status === "cancelled";

/** What a funder sees of the deal and its borrower: the facts to decide on, not the broker's file. */
function dealForFunder({ deal, borrower }: DealWithBorrower) {
  return {
    deal: {
      product: deal.product,
      amountMinor: deal.amountMinor,
      currency: deal.currency,
      purpose: deal.purpose,
      termMonths: deal.termMonths,
      monthlyRevenueMinor: deal.monthlyRevenueMinor,
      existingAdvancesMinor: deal.existingAdvancesMinor,
      existingAdvances: deal.existingAdvances,
      status: deal.status,
    },
    borrower: {
      legalName: borrower.legalName,
      entityType: borrower.entityType,
      country: borrower.country,
      region: borrower.region,
      industry: borrower.industry,
      startDate: borrower.startDate,
      owners: borrower.owners.map((o) => ({
        name: o.name,
        ownershipBp: o.ownershipBp,
        ...(o.creditScore ? { creditScore: o.creditScore } : {}),
      })),
      // Stored as the contract's property (json); typed here as the schema that wrote it.
      property: (borrower.property ?? null) as NonNullable<
        FunderSubmission["borrower"]
      >["property"],
    },
  };
}

/** The funder's side: one submission with the documents shared, and those documents' bytes (the inbox is inbox.ts). */
export function createFunderViews(ctx: SubmissionContext) {
  /**
   * What funders see of their submissions, built in one pass: the submissions' events and offers,
   * their deals, and their holders' names with the response target read once for all; the shared
   * documents only when asked for.
   */
  async function funderViews(rows: Named[], withDocuments: boolean): Promise<FunderSubmission[]> {
    const ids = [...new Set(rows.map((r) => r.submission.dealId))];
    const [presented, found, extras] = await Promise.all([
      presentSubmissions(ctx.db, rows),
      ctx.deals.findMany(ctx.db, ids),
      inboxRepo.itemExtras(
        ctx.db,
        rows.map((r) => r.submission.id),
      ),
    ]);
    const byDeal = new Map(found.map((d) => [d.deal.id, d]));
    return Promise.all(
      rows.map(async (row, i) => {
        const deal = byDeal.get(row.submission.dealId);
        if (!deal) throw new AppError("not_found");
        const { submission: s } = row;
        const extra = extras.get(s.id);
        const seen = {
          ...presented[i]!,
          brokerName: row.brokerName,
          reference: deal.deal.reference,
          // Its place in the inbox, as the inbox's row words it.
          tab: s.inboxTab,
          firstResponseAt: s.firstResponseAt?.toISOString() ?? null,
          awaitingReplySince: s.awaitingReplySince?.toISOString() ?? null,
          assignee: s.assigneeId ? { id: s.assigneeId, name: extra?.assigneeName ?? "" } : null,
          responseTargetHours: extra?.target ?? null,
        };
        if (withdrawn(row.submission.status)) {
          return {
            ...seen,
            sharedDocumentIds: [],
            // Notes carried the conversation about the deal: they go with it.
            events: seen.events.map((e) => ({ ...e, note: null })),
            deal: null,
            borrower: null,
            documents: [],
          };
        }
        return {
          ...seen,
          ...dealForFunder(deal),
          documents: withDocuments
            ? await ctx.documents.ofBorrower(deal.borrower.id, row.submission.sharedDocumentIds)
            : [],
        };
      }),
    );
  }

  /** One submission as its funder sees it, read afresh. */
  const funderView = async (id: string) =>
    (await funderViews([(await repo.findSubmission(ctx.db, id))!], true))[0]!;

  return {
    funderView,
    /** One submission as its funder sees it, from its row already read (a secure link's page). */
    funderViewOf: async (row: Named) => (await funderViews([row], true))[0]!,

    async funderGet(userId: string, submissionId: string) {
      return (await funderViews([await fundersSubmission(ctx, userId, submissionId)], true))[0]!;
    },

    /** A document the broker shared with this funder, while the deal is not withdrawn. */
    async funderDocument(userId: string, submissionId: string, documentId: string) {
      const found = await fundersSubmission(ctx, userId, submissionId);
      if (withdrawn(found.submission.status)) throw new AppError("submission_withdrawn");
      if (!found.submission.sharedDocumentIds.includes(documentId.toLowerCase()))
        throw new AppError("not_found");
      const deal = await ctx.deals.find(ctx.db, found.submission.dealId);
      return ctx.documents.openOfBorrower(deal!.borrower.id, documentId);
    },
  };
}

export type FunderViews = ReturnType<typeof createFunderViews>;
