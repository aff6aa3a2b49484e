import type { MessageKey } from "@portal/contract/messages";
import { proposalInputSchema } from "@portal/contract/submissions/submission-schemas";
import { ApiError } from "@/lib/api-client";
import { fromMinor } from "@/lib/format";
import { toMinor } from "@portal/contract/deals/money";
import type { Proposal } from "./offer-facts";

// A proposal as typed in the form (text), as the contract takes it, and its refusals by field.

/** A proposal as the contract parsed it (amounts in minor units, rate and factor in basis points). */
export type SentOffer = Extract<
  ReturnType<typeof proposalInputSchema.safeParse>,
  { success: true }
>["data"];

export const emptyDraft = {
  amount: "",
  rate: "",
  factor: "",
  term: "",
  paymentFrequency: "monthly",
  fees: "",
  commission: "",
  fundingDays: "",
  note: "",
};
export type Draft = typeof emptyDraft;
export type Errors = Partial<Record<keyof Draft, MessageKey>>;

/** Which field of the form each term of the contract is typed in. */
const fieldOf: Record<string, keyof Draft> = {
  amountMinor: "amount",
  rateBp: "rate",
  factorBp: "factor",
  termMonths: "term",
  paymentFrequency: "paymentFrequency",
  feesMinor: "fees",
  brokerCommissionBp: "commission",
  fundingDays: "fundingDays",
  note: "note",
};

/** Every refusal at its field, whether the form's own check or the server's (400 issues). */
export function errorsOf(issues: readonly { path: string; code: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fieldOf[issue.path.split(".")[0] ?? ""];
    if (field && !errors[field]) errors[field] = issue.code as MessageKey;
  }
  return errors;
}

export const serverIssues = (error: unknown) =>
  error instanceof ApiError
    ? ((error.body as { error?: { issues?: { path: string; code: string }[] } } | null)?.error
        ?.issues ?? [])
    : [];

/** The terms of an offer already sent, as typed in the form (to revise them). */
export function draftOf(p: Proposal): Draft {
  const number = (bp: number | null, scale: number) => (bp === null ? "" : String(bp / scale));
  return {
    amount: fromMinor(p.amountMinor, p.currency),
    rate: number(p.rateBp, 100),
    factor: number(p.factorBp, 10_000),
    term: String(p.termMonths),
    paymentFrequency: p.paymentFrequency,
    fees: p.feesMinor ? fromMinor(p.feesMinor, p.currency) : "",
    commission: number(p.brokerCommissionBp, 100),
    fundingDays: p.fundingDays === null ? "" : String(p.fundingDays),
    note: p.note ?? "",
  };
}

/** The draft as the contract checks it: amounts in minor units, rate and factor in basis points. */
export function parseDraft(draft: Draft, currency: string) {
  const bp = (s: string, scale: number) =>
    s.trim() ? Math.round(Number(s.replace(",", ".")) * scale) : undefined;
  return proposalInputSchema.safeParse({
    amountMinor: toMinor(draft.amount, currency) ?? -1,
    rateBp: bp(draft.rate, 100),
    factorBp: bp(draft.factor, 10_000),
    termMonths: draft.term,
    paymentFrequency: draft.paymentFrequency,
    feesMinor: draft.fees.trim() ? (toMinor(draft.fees, currency) ?? -1) : 0,
    brokerCommissionBp: bp(draft.commission, 100) ?? 0,
    fundingDays: draft.fundingDays.trim() || undefined,
    note: draft.note.trim() || undefined,
  });
}
