import { z } from "zod";
import { toMinor } from "@portal/contract/deals/money";
import { clawbackReasons } from "@portal/contract/wallet/wallet-options";
import {
  clawbackInputSchema,
  correctionInputSchema,
  payoutInputSchema,
  receivedInputSchema,
} from "@portal/contract/wallet/wallet-schemas";

export const recordActions = ["received", "paid", "clawback", "correction"] as const;
export type RecordAction = (typeof recordActions)[number];

/**
 * A typed amount in minor units; a correction may take away ("-50.00"). Nothing typed is
 * undefined; what is no amount is NaN, which the contract refuses as no amount ("walletAmount").
 */
function minorOf(text: string, currency: string, signed: boolean) {
  const typed = text.trim();
  if (!typed) return undefined;
  const negative = signed && typed.startsWith("-");
  const minor = toMinor(typed.replace(/^-/, ""), currency);
  return minor === undefined ? Number.NaN : negative ? -minor : minor;
}

/**
 * The record form as typed, each field named as the contract names it (so the server's issues
 * land at it too): the amount as typed under `amountMinor`, the deal for what is received or
 * clawed back, the entry a correction corrects.
 */
export const recordFieldsSchema = z.object({
  action: z.enum(recordActions),
  dealId: z.string(),
  correctsId: z.string(),
  beneficiaryId: z.string(),
  currency: z.string(),
  reason: z.enum(clawbackReasons),
  amountMinor: z.string(),
  note: z.string(),
});
export type RecordFields = z.input<typeof recordFieldsSchema>;

/** The call each kind makes, its body built from what was typed (not yet checked). */
function callOf(v: z.output<typeof recordFieldsSchema>) {
  const minor = minorOf(v.amountMinor, v.currency, v.action === "correction");
  const note = v.note.trim() || undefined;
  switch (v.action) {
    case "received":
      return { action: v.action, dealId: v.dealId, body: { amountMinor: minor ?? 0, note } };
    case "clawback":
      return {
        action: v.action,
        dealId: v.dealId,
        body: { reason: v.reason, amountMinor: minor, note },
      };
    case "paid":
      return {
        action: v.action,
        body: {
          beneficiaryId: v.beneficiaryId,
          amountMinor: minor ?? 0,
          currency: v.currency,
          note,
        },
      };
    case "correction":
      return {
        action: v.action,
        body: { correctsId: v.correctsId.trim(), amountMinor: minor ?? 0, note: v.note.trim() },
      };
  }
}

const bodySchemas = {
  received: receivedInputSchema,
  clawback: clawbackInputSchema,
  paid: payoutInputSchema,
  correction: correctionInputSchema,
};

/** What was typed, checked by the contract's schema of the kind chosen; its issues at their fields. */
export const recordFormSchema = recordFieldsSchema.transform((typed, ctx) => {
  const call = callOf(typed);
  if ((call.action === "received" || call.action === "clawback") && !call.dealId) {
    ctx.addIssue({ code: "custom", path: ["dealId"], message: "invalidValue" });
    return z.NEVER;
  }
  const checked = bodySchemas[call.action].safeParse(call.body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return call;
});
export type RecordCall = z.output<typeof recordFormSchema>;
