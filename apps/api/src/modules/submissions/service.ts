import type { Db, Executor } from "@portal/db/database";
import { openDealStatuses, type DealEventSource } from "@portal/contract/deals/deal-states";
import {
  canMakeMove,
  submissionMoves,
  type SubmissionMove,
  type SubmissionSide,
} from "@portal/contract/submissions/submission-states";
import {
  fundedSchema,
  proposalInputSchema,
  submissionNoteSchema,
  submissionSendSchema,
  type FunderSubmission,
  type Submission,
} from "@portal/contract/submissions/submission-schemas";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealService } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { LenderService } from "../lenders/service";
import type { MatchingService } from "../matching/service";
import * as organizations from "../organizations/service";
import * as repo from "./repo";
import { isUniqueViolation } from "@portal/db/errors";
import type { FunderNews } from "../email/service";

type Named = Awaited<ReturnType<typeof repo.listForDeal>>[number];

/** Commission on an amount, in whole minor units (rounded half up). */
export const commissionOn = (baseMinor: number, rateBp: number) =>
  Math.round((baseMinor * rateBp) / 10_000);

/**
 * Submissions (PRODUCT.md): a broker sends a deal to chosen funders; each funder asks, offers or
 * declines; the broker answers, compares and accepts one; funding closes the deal and writes the
 * commission ledger. Funders see only deals sent to them, and only the documents shared.
 */
export function createSubmissionService(
  db: Db,
  deals: DealService,
  documents: DocumentService,
  lenders: LenderService,
  matching: MatchingService,
  opts: {
    tellBroker?: (to: string, news: FunderNews) => Promise<unknown>;
    publicUrl?: string;
  } = {},
) {
  /** The deal's broker is told of a funder's move by email; the move stands if telling fails. */
  async function tellBroker(
    dealId: string,
    funderName: string,
    move: FunderNews["move"],
    note: string | null,
  ) {
    if (!opts.tellBroker) return;
    const owner = await repo.dealOwner(db, dealId);
    if (owner)
      await opts.tellBroker(owner.email, {
        funderName,
        reference: owner.reference,
        move,
        note,
        link: `${opts.publicUrl ?? ""}/deals/${dealId}`,
      });
  }

  async function present(rows: Named[]): Promise<Submission[]> {
    const ids = rows.map((r) => r.submission.id);
    const [events, proposals] = await Promise.all([
      repo.eventsOf(db, ids),
      repo.latestProposals(db, ids),
    ]);
    return rows.map(({ submission: s, funderName, listingName }) => {
      const p = proposals.get(s.id);
      return {
        id: s.id,
        dealId: s.dealId,
        lenderId: s.lenderId,
        listingName,
        funderName,
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
            at: e.at.toISOString(),
          })),
        proposal: p
          ? {
              id: p.id,
              amountMinor: p.amountMinor,
              currency: p.currency,
              rateBp: p.rateBp,
              factorBp: p.factorBp,
              termMonths: p.termMonths,
              feesMinor: p.feesMinor,
              brokerCommissionBp: p.brokerCommissionBp,
              note: p.note,
              createdAt: p.createdAt.toISOString(),
            }
          : null,
      };
    });
  }

  /** The broker's view: a submission of a deal this person may see. */
  async function brokersSubmission(userId: string, rawId: string) {
    const found = await repo.findSubmission(db, uuidOrNotFound(rawId));
    if (!found) throw new AppError("not_found");
    await deals.visibleDeal(userId, found.submission.dealId); // not found unless the deal is theirs to see
    return found;
  }

  /** The funder's view: a submission sent to this person's funder organization. */
  async function fundersSubmission(userId: string, rawId: string) {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    const found = await repo.findSubmission(db, uuidOrNotFound(rawId));
    if (!found || found.submission.funderOrganizationId !== membership.organization.id)
      throw new AppError("not_found");
    return found;
  }

  /** Checks the move is this side's to make from where the submission stands, then makes it at the version read. */
  async function move(
    tx: Executor,
    found: Named,
    side: SubmissionSide,
    name: SubmissionMove,
    actorId: string,
    source: DealEventSource,
    note: string | null,
    extra: Parameters<typeof repo.moveSubmission>[4] = {},
  ) {
    const s = found.submission;
    if (!canMakeMove(name, side, s.status)) throw new AppError("invalid_transition");
    const to = submissionMoves[name].to;
    // The funder's first move is its answer: its response time is measured again with it.
    const answered = side === "funder" && !s.firstResponseAt;
    const moved = await repo.moveSubmission(
      tx,
      s.id,
      s.version,
      to,
      answered ? { ...extra, firstResponseAt: new Date() } : extra,
    );
    if (!moved) throw new AppError("version_conflict");
    await repo.insertEvent(tx, {
      submissionId: s.id,
      fromStatus: s.status,
      toStatus: to,
      actorId,
      source,
      note,
    });
    if (answered) await repo.measureResponseTime(tx, s.funderOrganizationId);
    return moved;
  }

  /**
   * What funders see of their submissions, built in one pass: the submissions' events and offers
   * and their deals read once for all; the shared documents only when asked for (one submission's
   * page, not the inbox).
   */
  async function funderViews(rows: Named[], withDocuments: boolean): Promise<FunderSubmission[]> {
    const presented = await present(rows);
    const found = await deals.findMany(db, [...new Set(rows.map((r) => r.submission.dealId))]);
    const byDeal = new Map(found.map((d) => [d.deal.id, d]));
    return Promise.all(
      rows.map(async (row, i) => {
        const deal = byDeal.get(row.submission.dealId);
        if (!deal) throw new AppError("not_found");
        return {
          ...presented[i]!,
          brokerName: row.brokerName,
          deal: {
            reference: deal.deal.reference,
            product: deal.deal.product,
            amountMinor: deal.deal.amountMinor,
            currency: deal.deal.currency,
            purpose: deal.deal.purpose,
            termMonths: deal.deal.termMonths,
            monthlyRevenueMinor: deal.deal.monthlyRevenueMinor,
            existingAdvancesMinor: deal.deal.existingAdvancesMinor,
            status: deal.deal.status,
          },
          borrower: {
            legalName: deal.borrower.legalName,
            country: deal.borrower.country,
            industry: deal.borrower.industry,
            startDate: deal.borrower.startDate,
            owners: deal.borrower.owners.map((o) => ({
              name: o.name,
              ownershipBp: o.ownershipBp,
              ...(o.creditScore ? { creditScore: o.creditScore } : {}),
            })),
          },
          documents: withDocuments
            ? await documents.ofBorrower(deal.borrower.id, row.submission.sharedDocumentIds)
            : [],
        };
      }),
    );
  }

  const funderView = async (row: Named) => (await funderViews([row], true))[0]!;

  /** The documents a broker may share: the borrower's own, complete ones. */
  async function checkShared(borrowerId: string, ids: readonly string[]) {
    const found = await documents.ofBorrower(borrowerId, ids);
    if (found.length !== new Set(ids).size) {
      throw new AppError("validation_failed", {
        issues: [
          { path: "sharedDocumentIds", code: "invalidValue", message: "This value is not valid" },
        ],
      });
    }
  }

  /** The earned commission of a funded deal: its accepted offer's rate on what was funded. */
  async function earn(
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
    const base = fundedMinor ?? proposal.amountMinor;
    await repo.insertCommission(tx, {
      organizationId: accepted.submission.brokerOrganizationId,
      dealId,
      submissionId: accepted.submission.id,
      kind: "earned",
      amountMinor: commissionOn(base, proposal.brokerCommissionBp),
      currency: proposal.currency,
      rateBp: proposal.brokerCommissionBp,
      baseMinor: base,
      actorId,
    });
  }

  return {
    /** The CRM reported the deal funded: the commission is earned as when the funder says so. */
    earnOnCrmFunding: (tx: Executor, dealId: string, fundedMinor: number | undefined) =>
      earn(tx, dealId, fundedMinor, null),

    /** Before sending: which of these funders already have the business from another broker. */
    async preview(userId: string, dealId: string, input: unknown) {
      const { viewer, borrower } = await deals.visibleDeal(userId, dealId);
      const { listingIds } = parseOrThrow(submissionSendSchema, input);
      const listings = await lenders.publishedByIds(listingIds);
      const taken = await repo.sameBorrowerElsewhere(db, {
        funderIds: listings.map((l) => l.organizationId),
        brokerOrganizationId: viewer.organizationId,
        legalName: borrower.legalName,
        registrationNumber: borrower.registrationNumber,
        country: borrower.country,
      });
      const funders = new Set(taken.map((t) => t.funderOrganizationId));
      return {
        warnings: listings
          .filter((l) => funders.has(l.organizationId))
          .map((l) => ({
            listingId: l.id,
            funderName: l.funderName,
            message: `${l.funderName} already has ${borrower.legalName} from another broker`,
          })),
      };
    },

    /** Sends the deal to each listing's funder, shares the chosen documents, and dates it in the deal's history. */
    async send(userId: string, dealId: string, input: unknown, source: DealEventSource) {
      const { viewer, deal } = await deals.visibleDeal(userId, dealId);
      const { listingIds, sharedDocumentIds } = parseOrThrow(submissionSendSchema, input);
      if (!(openDealStatuses as readonly string[]).includes(deal.status))
        throw new AppError("invalid_transition");
      const listings = await lenders.publishedByIds(listingIds);
      if (listings.length !== new Set(listingIds).size) throw new AppError("not_found");
      if (new Set(listings.map((l) => l.organizationId)).size !== listings.length) {
        throw new AppError("validation_failed", {
          issues: [
            { path: "listingIds", code: "invalidValue", message: "This value is not valid" },
          ],
        });
      }
      await checkShared(deal.borrowerId, sharedDocumentIds);
      await db.transaction(async (tx) => {
        await deals.advance(tx, deal.id, ["submitted"], userId, source);
        for (const listing of listings) {
          const created = await repo
            .insertSubmission(tx, {
              dealId: deal.id,
              lenderId: listing.id,
              brokerOrganizationId: viewer.organizationId,
              funderOrganizationId: listing.organizationId,
              sharedDocumentIds: [...new Set(sharedDocumentIds)],
              sentBy: userId,
            })
            .catch((err: unknown) => {
              // Already sent to this funder (one submission per funder and deal), or sent meanwhile.
              throw isUniqueViolation(err) ? new AppError("already_sent") : err;
            });
          await repo.insertEvent(tx, {
            submissionId: created.id,
            fromStatus: null,
            toStatus: "pending",
            actorId: userId,
            source,
            note: null,
          });
          await deals.stamp(
            tx,
            deal.id,
            userId,
            source,
            `Sent to ${listing.funderName} (${listing.name})`,
          );
          // A deal left unanswered long enough counts against the funder: measured again on each sending.
          await repo.measureResponseTime(tx, listing.organizationId);
        }
      });
      matching.responseTimesChanged();
      return { items: await present(await repo.listForDeal(db, deal.id)) };
    },

    async listForDeal(userId: string, dealId: string) {
      const { deal } = await deals.visibleDeal(userId, dealId);
      return { items: await present(await repo.listForDeal(db, deal.id)) };
    },

    /** The broker answers a question (and may share more documents), accepts an offer or cancels. */
    async brokerMove(
      userId: string,
      submissionId: string,
      name: "answer" | "accept" | "cancel",
      input: unknown,
      source: DealEventSource,
    ) {
      const found = await brokersSubmission(userId, submissionId);
      const s = found.submission;
      if (name === "answer") {
        const { note, sharedDocumentIds = [] } = parseOrThrow(submissionNoteSchema, input);
        const deal = await deals.find(db, s.dealId);
        await checkShared(deal!.borrower.id, sharedDocumentIds);
        await db.transaction((tx) =>
          move(tx, found, "broker", "answer", userId, source, note, {
            sharedDocumentIds: [...new Set([...s.sharedDocumentIds, ...sharedDocumentIds])],
          }),
        );
      } else if (name === "cancel") {
        await db.transaction((tx) => move(tx, found, "broker", "cancel", userId, source, null));
      } else {
        const proposal = (await repo.latestProposals(db, [s.id])).get(s.id);
        await db.transaction(async (tx) => {
          await move(tx, found, "broker", "accept", userId, source, null);
          // The other funders: an open offer is turned down, anything still open is withdrawn.
          for (const other of await repo.listForDeal(tx, s.dealId)) {
            if (other.submission.id === s.id) continue;
            const to =
              other.submission.status === "offered"
                ? "borrower_declined"
                : ["pending", "info_requested"].includes(other.submission.status)
                  ? "cancelled"
                  : undefined;
            if (!to) continue;
            const moved = await repo.moveSubmission(
              tx,
              other.submission.id,
              other.submission.version,
              to,
            );
            if (!moved) throw new AppError("version_conflict");
            await repo.insertEvent(tx, {
              submissionId: other.submission.id,
              fromStatus: other.submission.status,
              toStatus: to,
              actorId: userId,
              source,
              note: `Accepted ${found.funderName}'s offer`,
            });
          }
          await deals.advance(
            tx,
            s.dealId,
            ["accepted"],
            userId,
            source,
            `Accepted ${found.funderName}'s offer`,
          );
          if (proposal) {
            await repo.insertCommission(tx, {
              organizationId: s.brokerOrganizationId,
              dealId: s.dealId,
              submissionId: s.id,
              kind: "expected",
              amountMinor: commissionOn(proposal.amountMinor, proposal.brokerCommissionBp),
              currency: proposal.currency,
              rateBp: proposal.brokerCommissionBp,
              baseMinor: proposal.amountMinor,
              actorId: userId,
            });
          }
        });
      }
      return (await present([(await repo.findSubmission(db, s.id))!]))[0]!;
    },

    /** A funder's inbox: the deals sent to it, newest first. */
    async inbox(userId: string) {
      const membership = await organizations.getMembership(db, userId);
      if (!membership) throw new AppError("profile_not_found");
      if (membership.organization.accountType !== "funder") throw new AppError("forbidden");
      const rows = await repo.listForFunder(db, membership.organization.id);
      const views = await funderViews(rows, false);
      return { items: views.map(({ documents: _d, events: _e, ...rest }) => rest) };
    },

    async funderGet(userId: string, submissionId: string) {
      return funderView(await fundersSubmission(userId, submissionId));
    },

    /** The funder asks for information, offers, declines or flags a duplicate; the deal moves along with it. */
    async funderMove(
      userId: string,
      submissionId: string,
      name: "request_info" | "offer" | "decline" | "duplicate",
      input: unknown,
      source: DealEventSource,
    ) {
      const found = await fundersSubmission(userId, submissionId);
      const s = found.submission;
      let note: string | null = null;
      if (name === "offer") {
        const offer = parseOrThrow(proposalInputSchema, input);
        const deal = await deals.find(db, s.dealId);
        await db.transaction(async (tx) => {
          await move(tx, found, "funder", "offer", userId, source, offer.note ?? null);
          await repo.insertProposal(tx, {
            ...offer,
            rateBp: offer.rateBp ?? null,
            factorBp: offer.factorBp ?? null,
            note: offer.note ?? null,
            currency: deal!.deal.currency,
            submissionId: s.id,
            createdBy: userId,
          });
          await deals.advance(tx, s.dealId, ["in_review", "proposals"], userId, source);
        });
      } else {
        ({ note } = parseOrThrow(submissionNoteSchema.pick({ note: true }), input));
        await db.transaction(async (tx) => {
          await move(tx, found, "funder", name, userId, source, note);
          if (name === "request_info")
            await deals.advance(tx, s.dealId, ["in_review"], userId, source);
        });
      }
      if (!s.firstResponseAt) matching.responseTimesChanged();
      await tellBroker(s.dealId, found.funderName, name, note);
      return funderView((await repo.findSubmission(db, s.id))!);
    },

    /** The funder says the money went out: the deal is funded and the commission earned. */
    async funded(userId: string, submissionId: string, input: unknown, source: DealEventSource) {
      const found = await fundersSubmission(userId, submissionId);
      const s = found.submission;
      if (s.status !== "accepted") throw new AppError("invalid_transition");
      const { amountMinor } = parseOrThrow(fundedSchema, input ?? {});
      const funded = amountMinor ?? (await repo.latestProposals(db, [s.id])).get(s.id)!.amountMinor;
      const deal = await deals.find(db, s.dealId);
      if (deal?.deal.status !== "accepted") throw new AppError("invalid_transition");
      await db.transaction(async (tx) => {
        await deals.advance(
          tx,
          s.dealId,
          ["funded"],
          userId,
          source,
          `Funded by ${found.funderName}`,
        );
        await deals.setFundedAmount(tx, s.dealId, funded);
        await earn(tx, s.dealId, funded, userId);
      });
      return funderView((await repo.findSubmission(db, s.id))!);
    },

    /** A document the broker shared with this funder. */
    async funderDocument(userId: string, submissionId: string, documentId: string) {
      const found = await fundersSubmission(userId, submissionId);
      if (!found.submission.sharedDocumentIds.includes(documentId.toLowerCase()))
        throw new AppError("not_found");
      const deal = await deals.find(db, found.submission.dealId);
      return documents.openOfBorrower(deal!.borrower.id, documentId);
    },

    /** The deal's commission ledger, for those who may see the deal. */
    async commissions(userId: string, dealId: string) {
      const { deal } = await deals.visibleDeal(userId, dealId);
      const rows = await repo.commissionsOf(db, deal.id);
      return {
        items: rows.map((r) => ({
          kind: r.kind,
          amountMinor: r.amountMinor,
          currency: r.currency,
          rateBp: r.rateBp,
          baseMinor: r.baseMinor,
          at: r.at.toISOString(),
        })),
      };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
