import { z } from "zod";
import { toMinor } from "@portal/contract/deals/money";
import {
  proposalInputSchema,
  type ProposalInput,
} from "@portal/contract/submissions/submission-schemas";
import { fromMinor } from "@/lib/format";
import type { Proposal } from "./offer-facts";

// A proposal as typed in the form: each term is text under the contract's own name, so the
// form's check and the server's refusals (400 issues) land on the same fields.

/** A proposal as the contract parsed it (amounts in minor units, rate and factor in basis points). */
export type SentOffer = z.output<typeof proposalInputSchema>;

export const emptyDraft = {
  amountMinor: "",
  rateBp: "",
  factorBp: "",
  termMonths: "",
  paymentFrequency: "monthly",
  feesMinor: "",
  brokerCommissionBp: "",
  fundingDays: "",
  conditions: "",
  expiresOn: "",
  note: "",
};
export type Draft = typeof emptyDraft;

/** The terms of an offer already sent, as typed in the form (to revise them). */
export function draftOf(p: Proposal): Draft {
  const number = (bp: number | null, scale: number) => (bp === null ? "" : String(bp / scale));
  return {
    amountMinor: fromMinor(p.amountMinor, p.currency),
    rateBp: number(p.rateBp, 100),
    factorBp: number(p.factorBp, 10_000),
    termMonths: String(p.termMonths),
    paymentFrequency: p.paymentFrequency,
    feesMinor: p.feesMinor ? fromMinor(p.feesMinor, p.currency) : "",
    brokerCommissionBp: number(p.brokerCommissionBp, 100),
    fundingDays: p.fundingDays === null ? "" : String(p.fundingDays),
    conditions: p.conditions ?? "",
    expiresOn: p.expiresOn ?? "",
    note: p.note ?? "",
  };
}

/**
 * The draft as the contract checks it: amounts in minor units, rate and factor in basis points
 * (an amount that is not one is sent on as -1, which the contract refuses at its field).
 */
export const offerDraftSchema = (currency: string) =>
  z
    .object({
      amountMinor: z.string(),
      rateBp: z.string(),
      factorBp: z.string(),
      termMonths: z.string(),
      paymentFrequency: z.string(),
      feesMinor: z.string(),
      brokerCommissionBp: z.string(),
      fundingDays: z.string(),
      conditions: z.string(),
      expiresOn: z.string(),
      note: z.string(),
    })
    .transform((draft): ProposalInput => {
      const bp = (s: string, scale: number) =>
        s.trim() ? Math.round(Number(s.replace(",", ".")) * scale) : undefined;
      return {
        amountMinor: toMinor(draft.amountMinor, currency) ?? -1,
        rateBp: bp(draft.rateBp, 100),
        factorBp: bp(draft.factorBp, 10_000),
        termMonths: draft.termMonths,
        // A choice of the select; the contract checks it is one of its own.
        paymentFrequency: draft.paymentFrequency as ProposalInput["paymentFrequency"],
        feesMinor: draft.feesMinor.trim() ? (toMinor(draft.feesMinor, currency) ?? -1) : 0,
        brokerCommissionBp: bp(draft.brokerCommissionBp, 100) ?? 0,
        fundingDays: draft.fundingDays.trim() || undefined,
        conditions: draft.conditions.trim() || undefined,
        expiresOn: draft.expiresOn || undefined,
        note: draft.note.trim() || undefined,
      };
    })
    .pipe(proposalInputSchema)
    // The server says it too (the contract checks the date only): the last day is after today.
    .refine((o) => o.expiresOn === undefined || o.expiresOn > todayUtc(), {
      path: ["expiresOn"],
      error: "offerExpiryDate",
    });

/** Today in UTC (YYYY-MM-DD), the day an offer's expiry is compared with, as on the server. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Past its last day (inclusive), an offer can no longer be accepted. */
export const isExpired = (p: { expiresOn: string | null }, now = new Date()) =>
  p.expiresOn !== null && p.expiresOn < todayUtc(now);
