import type { Executor } from "@portal/db/database";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import type { Named } from "./context";
import * as repo from "./repo";

type ProposalRow = repo.ProposalRow;

function toProposal(p: ProposalRow): NonNullable<Submission["proposal"]> {
  return {
    id: p.id,
    amountMinor: p.amountMinor,
    currency: p.currency,
    rateBp: p.rateBp,
    factorBp: p.factorBp,
    termMonths: p.termMonths,
    paymentFrequency: p.paymentFrequency,
    feesMinor: p.feesMinor,
    brokerCommissionBp: p.brokerCommissionBp,
    fundingDays: p.fundingDays,
    conditions: p.conditions,
    expiresOn: p.expiresOn,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
    revisedAt: p.revisesId ? p.createdAt.toISOString() : null,
    withdrawnAt: p.withdrawnAt?.toISOString() ?? null,
  };
}

/** Submissions as the broker sees them: their events and latest offer, read once for all. */
export async function presentSubmissions(db: Executor, rows: Named[]): Promise<Submission[]> {
  const ids = rows.map((r) => r.submission.id);
  const [events, proposals] = await Promise.all([
    repo.eventsOf(db, ids),
    repo.latestProposals(db, ids),
  ]);
  return rows.map(({ submission: s, funderName, listingName, funderKeptBy }) => {
    const p = proposals.get(s.id);
    return {
      id: s.id,
      dealId: s.dealId,
      lenderId: s.lenderId,
      listingName,
      funderId: s.funderOrganizationId,
      funderName,
      outside: funderKeptBy !== null,
      status: s.status,
      version: s.version,
      sharedDocumentIds: s.sharedDocumentIds,
      sentAt: s.sentAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      events: events
        .filter((e) => e.submissionId === s.id)
        .map((e) => ({
          from: e.fromStatus,
          to: e.toStatus,
          actorId: e.actorId,
          note: e.note,
          // Stored as the contract's changes (json), written by the revision (offers.ts).
          changes: (e.changes ?? null) as Submission["events"][number]["changes"],
          at: e.at.toISOString(),
        })),
      proposal: p ? toProposal(p) : null,
      declineReason: (s.declineReason ?? null) as Submission["declineReason"],
    };
  });
}

/** One submission, read again after a change, as the broker sees it. */
export async function presentOne(db: Executor, id: string): Promise<Submission> {
  return (await presentSubmissions(db, [(await repo.findSubmission(db, id))!]))[0]!;
}
