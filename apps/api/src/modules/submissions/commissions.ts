import type { Executor } from "@portal/db/database";
import type { SubmissionContext } from "./context";
import { dealLedger, recordDealCommission } from "../wallet/service";
import * as repo from "./repo";

/** Commission on an amount, in whole minor units (rounded half up). */
export const commissionOn = (baseMinor: number, rateBp: number) =>
  Math.round((baseMinor * rateBp) / 10_000);

/**
 * The deal's commission in the ledger: the offer's commission rate on `baseMinor`, shared out by
 * the wallet between the deal's brokers and their managers (docs/decisions/037-commission-wallet.md).
 */
export async function recordCommission(
  tx: Executor,
  submission: repo.SubmissionRow,
  proposal: repo.ProposalRow,
  entry: { kind: "expected" | "earned"; baseMinor: number; actorId: string | null },
) {
  await recordDealCommission(tx, {
    organizationId: submission.brokerOrganizationId,
    dealId: submission.dealId,
    submissionId: submission.id,
    kind: entry.kind,
    amountMinor: commissionOn(entry.baseMinor, proposal.brokerCommissionBp),
    currency: proposal.currency,
    rateBp: proposal.brokerCommissionBp,
    baseMinor: entry.baseMinor,
    actorId: entry.actorId,
  });
}

/** The earned commission of a funded deal: its accepted offer's rate on what was funded. */
export async function earn(
  tx: Executor,
  dealId: string,
  fundedMinor: number | undefined,
  actorId: string | null,
) {
  const accepted = (await repo.listForDeal(tx, dealId)).find(
    (r) => r.submission.status === "accepted",
  );
  if (!accepted) return; // funded outside the portal's submissions: nothing to earn here
  const proposal = (await repo.latestProposals(tx, [accepted.submission.id])).get(
    accepted.submission.id,
  );
  if (!proposal) return;
  await recordCommission(tx, accepted.submission, proposal, {
    kind: "earned",
    baseMinor: fundedMinor ?? proposal.amountMinor,
    actorId,
  });
}

/** The commission ledger: expected at acceptance, earned at funding (by the funder or the CRM). */
export function createCommissions(ctx: SubmissionContext) {
  return {
    /** The CRM reported the deal funded: the commission is earned as when the funder says so. */
    earnOnCrmFunding: (tx: Executor, dealId: string, fundedMinor: number | undefined) =>
      earn(tx, dealId, fundedMinor, null),

    /** The deal's commission ledger, for those who may see the deal. */
    async commissions(userId: string, dealId: string) {
      const { deal } = await ctx.deals.visibleDeal(userId, dealId);
      const entries = await dealLedger(ctx.db, deal.id);
      return {
        items: entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          beneficiaryName: e.beneficiaryName,
          basis: e.basis,
          amountMinor: e.amountMinor,
          currency: e.currency,
          // Every entry of a deal carries the offer's rate and base (only payouts, dealless, do not).
          rateBp: e.rateBp ?? 0,
          baseMinor: e.baseMinor ?? 0,
          at: e.at,
        })),
      };
    },
  };
}
