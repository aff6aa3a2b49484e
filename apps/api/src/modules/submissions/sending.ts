import type { z } from "zod";
import { openDealStatuses, type DealEventSource } from "@portal/contract/deals/deal-states";
import type { submissionSendSchema } from "@portal/contract/submissions/submission-schemas";
import {
  neededFacts,
  type FactsNeeded,
  type NeededFact,
} from "@portal/contract/deals/deal-schemas";
import type { Executor } from "@portal/db/database";
import { isUniqueViolation } from "@portal/db/errors";
import { AppError } from "../../lib/app-error";
import * as learn from "../learn/service";
import { fieldMessages } from "@portal/contract/field-messages";
import { checkShared, type SubmissionContext } from "./context";
import { tellFunder } from "./funder-alerts";
import { issueLink } from "./link-broker";
import * as linkRepo from "./link-repo";
import { presentSubmissions } from "./present";
import * as repo from "./repo";

type Listing = Awaited<ReturnType<SubmissionContext["lenders"]["sendableByIds"]>>[number];

/**
 * The chosen listings, one per funder: published portal listings and the brokerage's own kept
 * listings whatever their status (decision 068); any other (another brokerage's kept listing, a
 * draft) is not found.
 */
async function chosenListings(
  ctx: SubmissionContext,
  organizationId: string,
  listingIds: readonly string[],
) {
  const listings = await ctx.lenders.sendableByIds(organizationId, listingIds);
  if (listings.length !== new Set(listingIds).size) throw new AppError("not_found");
  if (new Set(listings.map((l) => l.organizationId)).size !== listings.length) {
    throw new AppError("validation_failed", {
      issues: [{ path: "listingIds", code: "invalidValue", message: "This value is not valid" }],
    });
  }
  return listings;
}

/** The chosen funders that already have this business from another broker. */
const warningsOf = (listings: Listing[], funders: Set<string>, legalName: string) =>
  listings
    .filter((l) => funders.has(l.organizationId))
    .map((l) => ({
      listingId: l.id,
      funderName: l.funderName,
      message: `${l.funderName} already has ${legalName} from another broker`,
    }));

type Shareable = Awaited<ReturnType<SubmissionContext["documents"]["ofBorrower"]>>[number];

/**
 * The documents a sending shares unless the broker says otherwise: those of the types the chosen
 * listings ask for, every one not expired when none asks for any; never an expired one
 * (docs/decisions/047-documents-travel-with-the-deal.md).
 */
export function suggestedDocuments(documents: readonly Shareable[], listings: readonly Listing[]) {
  const usable = documents.filter((d) => d.expiryStatus !== "expired");
  const asked = new Set(
    listings.flatMap((l) => {
      const types = l.criteria.requiredDocumentTypes;
      return Array.isArray(types) ? (types as string[]) : [];
    }),
  );
  return (asked.size > 0 ? usable.filter((d) => asked.has(d.type)) : usable).map((d) => d.id);
}

type Found = Awaited<ReturnType<SubmissionContext["deals"]["visibleDeal"]>>;

/**
 * The fact a criterion the engine could not judge ("unknown", `not_given`) waits for, when it is
 * one a draft may leave unknown (decision 075): a region criterion waits for the country first; a
 * region not given with the country known stays "unknown" without holding the sending back.
 */
function factOf(criterion: string, borrower: Found["borrower"]): NeededFact | undefined {
  switch (criterion) {
    case "excludedIndustries":
      return borrower.industry ? undefined : "industry";
    case "countries":
    case "regions":
    case "excludedRegions":
      return borrower.country ? undefined : "country";
    case "propertyTypes":
      // A deal with no property at all is not a draft waiting for its type: "unknown" as before.
      return borrower.property && !borrower.property.type ? "propertyType" : undefined;
    default:
      return undefined;
  }
}

/**
 * The facts the chosen listings judge that the deal does not give yet, read off the matching
 * engine's checks (decision 075); null when none. Every listing the brokerage may send to is
 * judged, its own kept ones whatever their status too.
 */
async function factsNeededFor(
  ctx: SubmissionContext,
  found: Found,
  listings: readonly Pick<Listing, "id" | "funderName">[],
): Promise<FactsNeeded | null> {
  const judged = await ctx.matching.judgeRows(
    found,
    await ctx.lenders.sendableRows(
      found.viewer.organizationId,
      listings.map((l) => l.id),
    ),
  );
  const byListing = new Map(
    judged.map((j) => [
      j.listingId,
      new Set(
        j.checks
          .filter((c) => c.result === "unknown" && c.code === "not_given")
          .map((c) => factOf(c.criterion, found.borrower))
          .filter((f): f is NeededFact => f !== undefined),
      ),
    ]),
  );
  const needing = listings
    .map((l) => ({
      listingId: l.id,
      funderName: l.funderName,
      facts: neededFacts.filter((f) => byListing.get(l.id)?.has(f)),
    }))
    .filter((l) => l.facts.length > 0);
  if (!needing.length) return null;
  const all = new Set(needing.flatMap((l) => l.facts));
  return { facts: neededFacts.filter((f) => all.has(f)), listings: needing };
}

/** A deal goes to a funder once (decision 047): refused when any chosen funder already has it. */
async function refuseResend(ctx: SubmissionContext, dealId: string, listings: Listing[]) {
  const has = new Set(
    (await repo.listForDeal(ctx.db, dealId)).map((r) => r.submission.funderOrganizationId),
  );
  if (listings.some((l) => has.has(l.organizationId))) throw new AppError("already_sent");
}

interface Sending {
  dealId: string;
  brokerOrganizationId: string;
  sharedDocumentIds: string[];
  /** What an outside funder's link mail says, when any chosen funder is one. */
  link?: { brokerName: string; days: number; reference: string };
}

/**
 * One funder receives the deal: its submission, first event, a line in the deal's history; a
 * funder on the portal hears by its inbox's mail, an outside funder by its secure link.
 */
async function sendTo(
  ctx: SubmissionContext,
  tx: Executor,
  listing: Listing,
  sending: Sending,
  by: { actorId: string; source: DealEventSource },
  failedCriteria: string[],
) {
  const created = await repo
    .insertSubmission(tx, {
      dealId: sending.dealId,
      lenderId: listing.id,
      brokerOrganizationId: sending.brokerOrganizationId,
      funderOrganizationId: listing.organizationId,
      sharedDocumentIds: sending.sharedDocumentIds,
      sentBy: by.actorId,
      failedCriteria,
    })
    .catch((err: unknown) => {
      // Already sent to this funder (one submission per funder and deal), or sent meanwhile.
      throw isUniqueViolation(err) ? new AppError("already_sent") : err;
    });
  await repo.insertEvent(tx, {
    submissionId: created.id,
    fromStatus: null,
    toStatus: "pending",
    note: null,
    ...by,
  });
  await ctx.deals.stamp(tx, sending.dealId, by.actorId, by.source, {
    kind: "sent",
    funderName: listing.funderName,
    listingName: listing.name,
  });
  // A deal left unanswered long enough counts against the funder: measured again on each sending.
  await repo.measureResponseTime(tx, listing.organizationId);
  if (listing.keptByOrganizationId !== null && sending.link)
    await sendLink(ctx, tx, created, listing, by.actorId, sending.link);
  else await tellFunder(ctx, tx, created.id, "arrived");
}

/**
 * An outside funder's people get the deal by secure link (decision 068): the link made in the
 * sending's transaction and mailed to each address of the brokerage's contact.
 */
async function sendLink(
  ctx: SubmissionContext,
  tx: Executor,
  s: repo.SubmissionRow,
  listing: Listing,
  actorId: string,
  link: NonNullable<Sending["link"]>,
) {
  const contact = await ctx.lenders.contactOf(listing.organizationId, s.brokerOrganizationId, tx);
  if (!contact?.people.length)
    throw new AppError("validation_failed", {
      issues: [
        {
          path: "listingIds",
          code: "contactPeopleRequired",
          message: fieldMessages.contactPeopleRequired,
        },
      ],
    });
  await issueLink(
    ctx,
    tx,
    { submissionId: s.id, brokerOrganizationId: s.brokerOrganizationId, reference: link.reference },
    {
      emails: contact.people.map((p) => p.email),
      createdBy: actorId,
      brokerName: link.brokerName,
      days: link.days,
      documents: s.sharedDocumentIds.length,
      kind: "sent",
    },
  );
}

/** Broker sends a deal to funders: the check for business another broker already sent, the sending, and the list of where it went. */
export function createSending(ctx: SubmissionContext) {
  return {
    /** Before sending: which of these funders already have the business from another broker. */
    async preview(
      userId: string,
      dealId: string,
      { listingIds }: z.output<typeof submissionSendSchema>,
    ) {
      const found = await ctx.deals.visibleDeal(userId, dealId);
      const { viewer, borrower, deal } = found;
      const listings = await ctx.lenders.sendableByIds(viewer.organizationId, listingIds);
      const taken = await repo.sameBorrowerElsewhere(ctx.db, {
        funderIds: listings.map((l) => l.organizationId),
        brokerOrganizationId: viewer.organizationId,
        legalName: borrower.legalName,
        registrationNumber: borrower.registrationNumber,
        country: borrower.country,
      });
      const funders = new Set(taken.map((t) => t.funderOrganizationId));
      const documents = await ctx.documents.ofBorrower(deal.borrowerId);
      return {
        training: await learn.trainingRequiredFor(ctx.db, userId, deal.product),
        factsNeeded: await factsNeededFor(ctx, found, listings),
        warnings: warningsOf(listings, funders, borrower.legalName),
        documents,
        suggestedDocumentIds: suggestedDocuments(documents, listings),
      };
    },

    /** Sends the deal to each listing's funder, shares the chosen documents, and dates it in the deal's history. */
    async send(
      userId: string,
      dealId: string,
      { listingIds, sharedDocumentIds }: z.output<typeof submissionSendSchema>,
      source: DealEventSource,
    ) {
      const found = await ctx.deals.visibleDeal(userId, dealId);
      const { viewer, deal } = found;
      if (!(openDealStatuses as readonly string[]).includes(deal.status))
        throw new AppError("invalid_transition");
      await learn.requireTraining(ctx.db, userId, deal.product); // also once submitted (decision 040)
      const listings = await chosenListings(ctx, viewer.organizationId, listingIds);
      await refuseResend(ctx, deal.id, listings);
      // A draft's facts not known yet that a chosen listing judges are asked for first (decision 075).
      const needed = await factsNeededFor(ctx, found, listings);
      if (needed) throw new AppError("facts_needed", { details: needed });
      await checkShared(ctx, deal.borrowerId, sharedDocumentIds);
      // Links to outside funders name the brokerage and live its days: read once for all.
      const brokerage = listings.some((l) => l.keptByOrganizationId !== null)
        ? await linkRepo.brokerageOf(ctx.db, viewer.organizationId)
        : undefined;
      const sending: Sending = {
        dealId: deal.id,
        brokerOrganizationId: viewer.organizationId,
        sharedDocumentIds: [...new Set(sharedDocumentIds)],
        link: brokerage && {
          brokerName: brokerage.name,
          days: brokerage.days,
          reference: deal.reference,
        },
      };
      // What each listing judged `fail` at this moment: the funnel's criteria that most often fail.
      const failed = await ctx.matching.failedCriteria(
        found,
        listings.map((l) => l.id),
      );
      await ctx.db.transaction(async (tx) => {
        await ctx.deals.advance(tx, deal.id, ["submitted"], userId, source);
        for (const listing of listings) {
          const by = { actorId: userId, source };
          await sendTo(ctx, tx, listing, sending, by, failed.get(listing.id) ?? []);
        }
      });
      ctx.matching.responseTimesChanged();
      return { items: await presentSubmissions(ctx.db, await repo.listForDeal(ctx.db, deal.id)) };
    },

    async listForDeal(userId: string, dealId: string) {
      const { deal } = await ctx.deals.visibleDeal(userId, dealId);
      return { items: await presentSubmissions(ctx.db, await repo.listForDeal(ctx.db, deal.id)) };
    },
  };
}
