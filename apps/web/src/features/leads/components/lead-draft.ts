import { z } from "zod";
import { toMinor } from "@portal/contract/deals/money";
import { honeypotField } from "@portal/contract/leads/lead-options";
import {
  leadCreateSchema,
  leadUpdateSchema,
  publicLeadSchema,
  type LeadCreateInput,
  type LeadUpdateInput,
  type PublicLeadInput,
} from "@portal/contract/leads/lead-schemas";
import { fromMinor } from "@/lib/format";

/**
 * What the lead forms hold, as typed, each field named as the contract names it so that its
 * issues and the server's land at it: the amount as typed is `amountMinor`.
 */
export const leadDraftSchema = z.object({
  contactName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  amountMinor: z.string(),
  currency: z.string(),
  product: z.string(),
  purpose: z.string(),
  /** Only in the broker's forms (the client's has none): ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type LeadDraft = z.input<typeof leadDraftSchema>;

export const emptyDraft: LeadDraft = {
  contactName: "",
  companyName: "",
  email: "",
  phone: "",
  amountMinor: "",
  currency: "GBP",
  product: "",
  purpose: "",
  country: "",
};

/** The amount typed in minor units; what is no amount is -1, which the contract refuses. */
const minorOf = (draft: LeadDraft) => toMinor(draft.amountMinor, draft.currency) ?? -1;

/** The draft as a new lead: empty fields left out, the amount in minor units with its currency. */
function createInput(draft: LeadDraft) {
  const { amountMinor, ...rest } = draft;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v.trim() !== ""));
  if (!amountMinor.trim()) return { ...fields, currency: undefined };
  return { ...fields, amountMinor: minorOf(draft) };
}

/** `POST /v1/leads` from the broker's new lead form. */
export const leadCreateFormSchema = leadDraftSchema
  .transform((draft) => createInput(draft) as LeadCreateInput)
  .pipe(leadCreateSchema);

/**
 * `POST /v1/leads/{id}` but its version (the page keeps it): every field, an emptied one as ""
 * (the API clears it; one left out would be kept), the currency cleared with the amount.
 */
export const leadEditFormSchema = leadDraftSchema
  .transform((draft) => {
    const { amountMinor, ...rest } = draft;
    const fields = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.trim()]));
    if (!amountMinor.trim()) return { ...fields, amountMinor: "", currency: "" };
    return { ...fields, amountMinor: minorOf(draft) } as Omit<LeadUpdateInput, "version">;
  })
  .pipe(leadUpdateSchema.omit({ version: true }));

/**
 * The client's quick application, with the form's token and the hidden trap field: the currency
 * is always sent (the select shows one, and the amount is asked for).
 */
export const publicFormSchema = (extras: { formToken: string; trap: string }) =>
  leadDraftSchema
    .transform(
      (draft) =>
        ({
          ...createInput(draft),
          currency: draft.currency,
          formToken: extras.formToken,
          [honeypotField]: extras.trap,
        }) as PublicLeadInput,
    )
    .pipe(publicLeadSchema);

/** A lead's stored fields as the form holds them (for editing). */
export function draftOf(lead: {
  contactName: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  amountMinor: number | null;
  currency: string | null;
  product: string | null;
  purpose: string | null;
  country: string | null;
}): LeadDraft {
  return {
    contactName: lead.contactName,
    companyName: lead.companyName ?? "",
    email: lead.email ?? "",
    phone: lead.phone ?? "",
    amountMinor:
      lead.amountMinor !== null && lead.currency ? fromMinor(lead.amountMinor, lead.currency) : "",
    currency: lead.currency ?? emptyDraft.currency,
    product: lead.product ?? "",
    purpose: lead.purpose ?? "",
    country: lead.country ?? "",
  };
}
