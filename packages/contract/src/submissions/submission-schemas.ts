import { z } from "zod";
import type { MessageKey } from "../messages";
import { documentSchema } from "../documents/document-schemas";
import { dealSchema, entityTypes, factsNeededSchema, propertySchema } from "../deals/deal-schemas";
import { industries } from "../deals/industries";
import { trainingRequiredSchema } from "../learn/training-required";
import { paymentFrequencies } from "./offer-terms";
import { submissionStatuses } from "./submission-states";
import { inboxItemSchema, inboxPageSchema, type DeclineReason } from "./inbox-schemas";
// Types only: the wallet's lists stay out of the chunks that read submissions (log-in page budget).
import type { CommissionBasis, CommissionKind } from "../wallet/wallet-options";

const int = (min: number, max: number, error: MessageKey = "invalidValue") =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const note = z
  .string({ error: "noteRequired" })
  .trim()
  .min(1, { error: "noteRequired" })
  .max(2000, { error: "tooLong" });
const ids = (max: number) =>
  z.array(z.uuid({ error: "invalidValue" })).max(max, { error: "invalidValue" });

/** `POST /v1/user/deal/{id}/submissions` (and `/preview`): the listings to send to, and what documents each funder sees. */
export const submissionSendSchema = z.strictObject({
  listingIds: ids(25).min(1, { error: "invalidValue" }),
  sharedDocumentIds: ids(50).default([]),
});

/** A funder's question, a broker's answer (which may share more documents), a reason to decline. */
export const submissionNoteSchema = z.strictObject({ note, sharedDocumentIds: ids(50).optional() });

/** A funder's offer: a rate (term loans) or a factor (merchant cash advance), never neither. */
export const proposalInputSchema = z
  .strictObject({
    amountMinor: int(1, 1e15, "amountNumber"),
    rateBp: int(0, 100_000, "ratePercent").optional(),
    factorBp: int(10_000, 30_000, "factorRange").optional(),
    termMonths: int(1, 600, "termMonthsRange"),
    paymentFrequency: z
      .enum(paymentFrequencies, { error: "paymentFrequencyChoice" })
      .default("monthly"),
    feesMinor: int(0, 1e15, "moneyNumber").default(0),
    brokerCommissionBp: int(0, 10_000, "percentRange"),
    /** Working days from acceptance to the money going out, when the funder commits to it. */
    fundingDays: int(0, 365, "fundingDaysRange").optional(),
    /** What must be true before the money goes out (the term sheet lists them). */
    conditions: z
      .string({ error: "conditionsTooLong" })
      .trim()
      .max(2000, { error: "conditionsTooLong" })
      .optional(),
    /** The last day the broker may accept these terms (YYYY-MM-DD); after it, 409 `offer_expired`. */
    expiresOn: z.iso.date({ error: "offerExpiryDate" }).optional(),
    note: note.optional(),
  })
  .refine((p) => p.rateBp !== undefined || p.factorBp !== undefined, {
    path: ["rateBp"],
    error: "rateOrFactor",
    // Said with every other field's error, not only once they are right (issue 31).
    when: ({ value }) => typeof value === "object" && value !== null,
  });
export type ProposalInput = z.input<typeof proposalInputSchema>;

/** The terms of an offer a revision compares, in the order a person reads them. */
export const offerFields = [
  "amountMinor",
  "rateBp",
  "factorBp",
  "termMonths",
  "paymentFrequency",
  "feesMinor",
  "brokerCommissionBp",
  "fundingDays",
  "conditions",
  "expiresOn",
  "note",
] as const;
export type OfferField = (typeof offerFields)[number];

/** One term a revision changed: what it was and what it is now (null: not given). */
export const offerChangeSchema = z.object({
  field: z.enum(offerFields),
  from: z.union([z.number(), z.string()]).nullable(),
  to: z.union([z.number(), z.string()]).nullable(),
});
export type OfferChange = z.infer<typeof offerChangeSchema>;

/** `POST /v1/funder/submission/{id}/withdraw-offer`: why, for the broker (optional). */
export const offerWithdrawalSchema = z.strictObject({ note: note.optional() });

/**
 * `POST /v1/user/submission/{id}/accept`: the offer the broker read. When the funder revised or
 * withdrew it meanwhile, accepting is refused (409 `offer_changed`) rather than accepting terms
 * the broker has not seen (docs/decisions/048-revising-and-withdrawing-offers.md).
 */
export const acceptOfferSchema = z.strictObject({
  proposalId: z.uuid({ error: "invalidValue" }).optional(),
});

/** The funder (or the CRM) says the money went out; the amount defaults to the accepted offer's. */
export const fundedSchema = z.strictObject({ amountMinor: int(1, 1e15).optional() });

export const proposalSchema = z.object({
  id: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  rateBp: z.number().int().nullable(),
  factorBp: z.number().int().nullable(),
  termMonths: z.number().int(),
  paymentFrequency: z.enum(paymentFrequencies),
  feesMinor: z.number().int(),
  brokerCommissionBp: z.number().int(),
  fundingDays: z.number().int().nullable(),
  conditions: z.string().nullable(),
  /** YYYY-MM-DD: the last day the offer may be accepted; null when it does not expire. */
  expiresOn: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Set when these terms revise an earlier offer: when they were sent (the same as `createdAt`). */
  revisedAt: z.string().nullable(),
  /** Set once the funder withdrew the offer: it can no longer be accepted. */
  withdrawnAt: z.string().nullable(),
});

export const submissionSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  lenderId: z.string().nullable(),
  listingName: z.string().nullable(),
  /** The funder organization: a deal goes to a funder once, whichever of its listings it went through. */
  funderId: z.string(),
  funderName: z.string(),
  /** The funder is not on the portal: a brokerage keeps it (My funders); it answers by secure link. */
  outside: z.boolean(),
  status: z.enum(submissionStatuses),
  version: z.number().int(),
  sharedDocumentIds: z.array(z.string()),
  sentAt: z.string(),
  updatedAt: z.string(),
  events: z.array(
    z.object({
      from: z.enum(submissionStatuses).nullable(),
      to: z.enum(submissionStatuses),
      actorId: z.string().nullable(),
      note: z.string().nullable(),
      /** A revised offer's changed terms (the move offered -> offered); null for other moves. */
      changes: z.array(offerChangeSchema).nullable(),
      at: z.string(),
    }),
  ),
  proposal: proposalSchema.nullable(),
  /** Why the funder declined (contract `declineReasons`), kept for the broker; null otherwise. */
  declineReason: (z.string() as z.ZodType<DeclineReason>).nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.object({ items: z.array(submissionSchema) });

/** Before sending: funders that already have this borrower from another broker. */
export const submissionPreviewSchema = z.object({
  warnings: z.array(
    z.object({ listingId: z.string(), funderName: z.string(), message: z.string() }),
  ),
  /**
   * Set when sending would be refused with 409 `training_required`: the product and the course
   * the sender must pass first (docs/decisions/040-training-gate.md); null when they may send.
   */
  training: trainingRequiredSchema.nullable(),
  /**
   * Set when sending would be refused with 409 `facts_needed`: the facts the chosen listings judge
   * that the deal does not give yet (docs/decisions/075-drafts-with-unknown-facts.md); null when none.
   */
  factsNeeded: factsNeededSchema.nullable(),
  /** The borrower's documents a sending may share (complete ones; expired ones too, never suggested). */
  documents: z.array(documentSchema),
  /**
   * The documents to share unless the broker says otherwise: those of the types the chosen
   * listings ask for (`requiredDocumentTypes`), every one not expired when none asks for any
   * (docs/decisions/047-documents-travel-with-the-deal.md).
   */
  suggestedDocumentIds: z.array(z.string()),
});

/**
 * What a funder sees of a deal sent to it: the request, the business, and only the shared
 * documents. Once the broker withdraws it (status `cancelled`), only the record that it was sent
 * and withdrawn: `deal` and `borrower` are null, no documents, no notes
 * (docs/decisions/021-withdrawn-submissions.md).
 */
export const funderSubmissionSchema = submissionSchema.extend({
  brokerName: z.string(),
  /** The deal's reference: how both sides name it, kept after a withdrawal. */
  reference: z.string(),
  deal: dealSchema
    .pick({
      product: true,
      amountMinor: true,
      currency: true,
      purpose: true,
      termMonths: true,
      monthlyRevenueMinor: true,
      existingAdvancesMinor: true,
      existingAdvances: true,
      status: true,
    })
    .nullable(),
  /** The facts funders decide on; no contact details, registration number or business address. */
  borrower: z
    .object({
      legalName: z.string(),
      entityType: z.enum(entityTypes),
      /** Null while not known (decision 075): sent only to listings that do not judge it. */
      country: z.string().nullable(),
      region: z.string().nullable(),
      industry: z.enum(industries).nullable(),
      startDate: z.string().nullable(),
      owners: z.array(
        z.object({ name: z.string(), ownershipBp: z.number(), creditScore: z.number().optional() }),
      ),
      /** The property a secured deal stands on: its type, where it is, its value and income. */
      property: propertySchema.nullable(),
    })
    .nullable(),
  documents: z.array(documentSchema),
  // The item's place in the inbox, worded as the inbox's rows are: its tab, when the funder first
  // answered, since when a broker's message waits, who holds it, and the funder's response target.
  ...inboxItemSchema.pick({
    tab: true,
    firstResponseAt: true,
    awaitingReplySince: true,
    assignee: true,
  }).shape,
  responseTargetHours: inboxPageSchema.shape.responseTargetHours,
});
export type FunderSubmission = z.infer<typeof funderSubmissionSchema>;

/** Commission ledger entries of a deal (the deal page shows them; the dashboard sums them). */
export const commissionEntrySchema = z.object({
  id: z.string(),
  kind: z.string() as z.ZodType<CommissionKind>,
  /** Whose wallet the entry is in, and why (owner, split, override; docs/decisions/037). */
  beneficiaryName: z.string().nullable(),
  basis: (z.string() as z.ZodType<CommissionBasis>).nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  rateBp: z.number().int(),
  baseMinor: z.number().int(),
  at: z.string(),
});
export const commissionListSchema = z.object({ items: z.array(commissionEntrySchema) });
