// Leads (docs/decisions/044-leads.md): the states, sources and limits, without zod, so the web's
// list can load them without the schemas.

/** new -> contacted -> qualified -> converted, or lost (with a reason) from any open state. */
export const leadStatuses = ["new", "contacted", "qualified", "converted", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Where a lead came from. */
export const leadSources = ["manual", "csv", "public_link", "crm"] as const;
export type LeadSource = (typeof leadSources)[number];

/**
 * The moves a person may make by hand, one step at a time; converting has its own request (it
 * makes the deal). Converted and lost are ends.
 */
export const leadMoves: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "lost"],
  contacted: ["qualified", "lost"],
  qualified: ["lost"],
  converted: [],
  lost: [],
};

/** Whether `from -> to` is a move a person may make with a status change. */
export const mayMoveLead = (from: LeadStatus, to: LeadStatus) => leadMoves[from].includes(to);

/** Only a qualified lead is converted into a borrower and a draft deal. */
export const convertibleFrom: readonly LeadStatus[] = ["qualified"];

/** CSV import: at most this many bytes and data rows per file. */
export const leadCsvMaxBytes = 512 * 1024;
export const leadCsvMaxRows = 1000;

/** The public quick-application form: submitted no sooner than this after it was shown... */
export const publicLeadMinFillMs = 3000;
/** ...and no later than this (the form's token expires). */
export const publicLeadMaxAgeMs = 24 * 60 * 60 * 1000;
/** At most this many leads a day through one broker's link; more are dropped quietly. */
export const publicLeadDailyCap = 50;
/** The honeypot field: hidden from people, filled by bots. */
export const honeypotField = "website";

/** The CSV columns the import reads (header names, any case; aliases in lead-csv.ts). */
export const leadCsvColumns = [
  "contact_name",
  "company_name",
  "email",
  "phone",
  "amount",
  "currency",
  "product",
  "purpose",
  "country",
] as const;
