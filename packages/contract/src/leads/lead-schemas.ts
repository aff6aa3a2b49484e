import { z } from "zod";
import type { MessageKey } from "../messages";
import { borrowerInputSchema, dealProducts, entityTypes } from "../deals/deal-schemas";
import { industries } from "../deals/industries";
import { currencies } from "../user/user-options";
import { honeypotField, leadCsvMaxBytes, leadSources, leadStatuses } from "./lead-options";

// Leads (docs/decisions/044-leads.md): prospects before they are deals.

const text = (max: number) =>
  z.string({ error: "invalidValue" }).trim().max(max, { error: "tooLong" });
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const required = (max: number, error: MessageKey) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: "tooLong" });

/** A phone number as typed: digits, spaces and + ( ) - . only, 6 to 20 digits. */
export const phone = z
  .string({ error: "invalidPhoneNumber" })
  .trim()
  .max(32, { error: "invalidPhoneNumber" })
  .refine((v) => v === "" || (/^[+()\-.\s\d]+$/.test(v) && /^(\D*\d){6,20}\D*$/.test(v)), {
    error: "invalidPhoneNumber",
  })
  .optional()
  .transform((v) => (v ? v : undefined));
const email = z
  .string({ error: "invalidEmailAddress" })
  .trim()
  .max(320, { error: "invalidEmailAddress" })
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: "invalidEmailAddress" })
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));
// A currency in use (ISO 4217, as deals take), not any three letters: "XXX" is "no currency".
const currency = z.enum(currencies, { error: "currencyRequired" });
const amount = z.coerce
  .number({ error: "amountNumber" })
  .int({ error: "amountNumber" })
  .min(1, { error: "amountNumber" })
  .max(1e15, { error: "amountNumber" });

/** What a lead holds: who, which business, how to reach them, and what they asked for. */
export const leadFields = {
  contactName: required(200, "leadNameRequired"),
  companyName: optionalText(200),
  email,
  phone,
  amountMinor: amount.optional(),
  currency: currency.optional(),
  product: z.enum(dealProducts, { error: "productRequired" }).optional(),
  purpose: optionalText(2000),
  /** ISO 3166-1 alpha-2, the business's country. */
  country: z
    .string({ error: "countryRequired" })
    .regex(/^[A-Z]{2}$/, { error: "countryRequired" })
    .optional(),
};

/** A lead needs a way to reach the person, and an amount needs its currency. */
function reachable<
  T extends { email?: string; phone?: string; amountMinor?: number; currency?: string },
>(v: T, ctx: z.RefinementCtx) {
  if (!v.email && !v.phone)
    ctx.addIssue({ code: "custom", path: ["email"], message: "leadContactRequired" });
  if (v.amountMinor !== undefined && !v.currency)
    ctx.addIssue({ code: "custom", path: ["currency"], message: "currencyRequired" });
}

/**
 * Runs `reachable` even when a field is already refused, so a form says at once that it needs an
 * email or a phone (it came only after every other field was fixed).
 */
const evenWithOtherIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** `POST /v1/leads`: a lead typed in by a broker, optionally assigned to someone they manage. */
export const leadCreateSchema = z
  .strictObject({ ...leadFields, assigneeId: z.string().max(100).optional() })
  .superRefine(reachable, evenWithOtherIssues);
export type LeadCreateInput = z.input<typeof leadCreateSchema>;

/** A field an edit may clear: "" is "no value" (left out, it is kept as it was). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/**
 * `POST /v1/leads/{id}`: any of its fields, with the version read. A field sent empty is cleared
 * (the chosen ones too: amount, currency, product, country); one left out is kept.
 */
export const leadUpdateSchema = z.strictObject({
  ...leadFields,
  contactName: leadFields.contactName.optional(),
  amountMinor: clearable(amount),
  currency: clearable(currency),
  product: clearable(z.enum(dealProducts, { error: "productRequired" })),
  country: clearable(leadFields.country.unwrap()),
  version: z.coerce.number().int().min(1),
});
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** `POST /v1/leads/{id}/status`: a move by hand; lost needs a reason. */
export const leadStatusChangeSchema = z
  .strictObject({
    to: z.enum(leadStatuses, { error: "invalidValue" }),
    reason: text(1000).optional(),
    version: z.coerce.number().int().min(1),
  })
  .refine((v) => v.to !== "lost" || !!v.reason, { path: ["reason"], error: "reasonRequired" });
export type LeadStatusChange = z.input<typeof leadStatusChangeSchema>;

/** `POST /v1/leads/{id}/assign`. */
export const leadAssignSchema = z.strictObject({
  assigneeId: z.string({ error: "managerChoice" }).min(1, { error: "managerChoice" }).max(100),
  version: z.coerce.number().int().min(1),
});

/** `POST /v1/leads/{id}/notes`. */
export const leadNoteSchema = z.strictObject({ body: required(2000, "noteRequired") });

/**
 * `POST /v1/leads/{id}/convert`: the borrower's facts the lead does not hold (or corrections of
 * those it does), or an existing borrower of the organization; the deal's where the lead lacks them.
 */
export const leadConvertSchema = z.strictObject({
  version: z.coerce.number().int().min(1),
  borrowerId: z.uuid({ error: "invalidValue" }).optional(),
  borrower: borrowerInputSchema
    .partial()
    .extend({
      entityType: z.enum(entityTypes, { error: "entityTypeRequired" }).optional(),
      industry: z.enum(industries, { error: "chooseIndustry" }).optional(),
    })
    .optional(),
  deal: z
    .strictObject({
      product: z.enum(dealProducts, { error: "productRequired" }).optional(),
      amountMinor: amount.optional(),
      currency: currency.optional(),
      purpose: optionalText(2000),
    })
    .optional(),
});
export type LeadConvertInput = z.input<typeof leadConvertSchema>;

export const leadListQuerySchema = z.strictObject({
  status: z.enum(leadStatuses, { error: "invalidValue" }).optional(),
  source: z.enum(leadSources, { error: "invalidValue" }).optional(),
  assignee: z.string().max(100).optional(),
  q: text(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
/** `GET /v1/leads/export`: the list's filters, every page. */
export const leadExportQuerySchema = leadListQuerySchema.omit({ page: true, pageSize: true });

/** Something of the organization that looks like the same client. */
export const leadDuplicateSchema = z.object({
  kind: z.enum(["borrower", "lead"]),
  /** Null when the viewer may not open it (another member's): the warning stands without a link. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  matchedOn: z.array(z.enum(["email", "phone", "company"])),
});
export type LeadDuplicate = z.infer<typeof leadDuplicateSchema>;

export const leadSchema = z.object({
  id: z.string(),
  status: z.enum(leadStatuses),
  source: z.enum(leadSources),
  version: z.number(),
  contactName: z.string(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  amountMinor: z.number().nullable(),
  currency: z.string().nullable(),
  product: z.enum(dealProducts).nullable(),
  purpose: z.string().nullable(),
  country: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  lostReason: z.string().nullable(),
  borrowerId: z.string().nullable(),
  dealId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(["created", "status", "assigned", "note", "converted"]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  body: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;

export const leadDetailSchema = leadSchema.extend({
  duplicates: z.array(leadDuplicateSchema),
  activity: z.array(leadActivitySchema),
  /** Whom the viewer may assign it to (themselves and those they manage). */
  assignable: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadPageSchema = z.object({
  items: z.array(leadSchema.extend({ duplicateCount: z.number().int() })),
  /** Counted up to a bound (as the deals list's): past it, `totalIsCapped` says there are more. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The people the viewer sees leads of (the assignee filter). */
  assignees: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

/** `POST /v1/leads/import`: the CSV's text; `dryRun` answers the preview and creates nothing. */
export const leadImportSchema = z.strictObject({
  csv: z
    .string({ error: "invalidValue" })
    .min(1, { error: "invalidValue" })
    .max(leadCsvMaxBytes, { error: "csvTooLarge", abort: true })
    // The limit is the file's size in bytes (UTF-8), not its characters: "é" is two.
    .refine((v) => new TextEncoder().encode(v).byteLength <= leadCsvMaxBytes, {
      error: "csvTooLarge",
    }),
  dryRun: z.boolean().default(true),
});
export type LeadImportInput = z.input<typeof leadImportSchema>;

export const leadImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  contactName: z.string(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  issues: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
  duplicates: z.array(leadDuplicateSchema),
});
export const leadImportResultSchema = z.object({
  rows: z.array(leadImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** How many were created (0 for a preview). */
  created: z.number().int(),
});
export type LeadImportResult = z.infer<typeof leadImportResultSchema>;

/** The broker's own quick-application link (null: none yet, or revoked). */
export const leadLinkSchema = z.object({ token: z.string().nullable() });
export type LeadLink = z.infer<typeof leadLinkSchema>;

/** `GET /v1/public/leads/{token}`: what the public form shows, and the token its answer carries. */
export const publicLeadFormSchema = z.object({
  brokerName: z.string(),
  organizationName: z.string(),
  /** Proves when the form was shown (signed): too quick an answer is a bot's. */
  formToken: z.string(),
});
export type PublicLeadForm = z.infer<typeof publicLeadFormSchema>;

/** `POST /v1/public/leads/{token}`: the client's answer. */
export const publicLeadSchema = z
  .strictObject({
    contactName: leadFields.contactName,
    companyName: required(200, "legalNameRequired"),
    email: leadFields.email,
    phone: leadFields.phone,
    amountMinor: amount,
    currency,
    product: z.enum(dealProducts, { error: "productRequired" }),
    purpose: required(2000, "purposeRequired"),
    formToken: z.string({ error: "invalidValue" }).max(300, { error: "invalidValue" }),
    [honeypotField]: z.string().max(500).optional(),
  })
  .superRefine(reachable, evenWithOtherIssues);
export type PublicLeadInput = z.input<typeof publicLeadSchema>;

/** The public form's answer: the same whatever happened (it never tells anything about others). */
export const publicLeadResultSchema = z.object({ received: z.literal(true) });

/** The CRM's lead (`POST /v1/zoho-webhook/leads`): its id, and the broker it is for by email. */
export const crmLeadSchema = z
  .strictObject({
    ...leadFields,
    externalId: required(200, "invalidValue"),
    brokerEmail: z.email({ error: "invalidEmailAddress" }).max(320),
  })
  .superRefine(reachable, evenWithOtherIssues);
export const crmLeadResultSchema = z.object({ id: z.string(), created: z.boolean() });
