import { z } from "zod";
import type { DealStatus } from "./deal-states";

/**
 * CRM (Zoho) deal stages and the deal state each means: the one table the webhook reads.
 * Stage names are compared lower-cased with spaces, dashes and underscores ignored.
 */
export const crmStages: Readonly<Record<string, DealStatus>> = {
  submitted: "submitted",
  qualification: "submitted",
  inreview: "in_review",
  underwriting: "in_review",
  proposal: "proposals",
  proposals: "proposals",
  offers: "proposals",
  accepted: "accepted",
  contractsent: "accepted",
  funded: "funded",
  closedwon: "funded",
  closedlost: "lost",
  lost: "lost",
  declined: "declined",
  withdrawn: "withdrawn",
};

export function dealStatusForCrmStage(stage: string): DealStatus | undefined {
  const key = stage.toLowerCase().replace(/[\s_-]+/g, "");
  return Object.hasOwn(crmStages, key) ? crmStages[key] : undefined;
}

/** `POST /v1/zoho-webhook/qs` query: the deal (reference or id), its new stage, the amount when funded. */
export const crmWebhookQuerySchema = z.object({
  deal: z
    .string({ error: "invalidValue" })
    .trim()
    .min(1, { error: "invalidValue" })
    .max(64, { error: "tooLong" }),
  stage: z
    .string({ error: "invalidValue" })
    .trim()
    .min(1, { error: "invalidValue" })
    .max(64, { error: "tooLong" })
    .refine((s) => dealStatusForCrmStage(s) !== undefined, { error: "invalidValue" }),
  /** Funded amount in major units ("50000.00"), in the deal's currency. */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,3})?$/, { error: "invalidValue" })
    .optional(),
  reason: z.string().trim().max(500, { error: "tooLong" }).optional(),
  secret: z.string().optional(),
});

export const crmWebhookResultSchema = z.object({
  dealId: z.string(),
  status: z.string(),
  changed: z.boolean(),
});
