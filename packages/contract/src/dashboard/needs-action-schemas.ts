import { z } from "zod";
import { documentExpiryStatuses, documentTypes } from "../documents/document-schemas";
import { dashboardScopes } from "./dashboard-options";

// What needs a broker's action first (issue 17): offers to compare, funders' questions to answer,
// documents expiring on open deals, new funder fits. Over the dashboard's scope, open deals only.

/** How many of each the dashboard lists (the total says how many there are in all). */
export const needsActionSize = 5;

/** `GET /v1/dashboard/actions?scope=`: the scope defaults to the widest the viewer's position allows. */
export const needsActionQuerySchema = z.strictObject({
  scope: z.enum(dashboardScopes, { error: "invalidValue" }).optional(),
});
export type NeedsActionQuery = z.input<typeof needsActionQuerySchema>;

/** An open deal and how many of the things waiting on it (offers, questions, new fits). */
const dealLine = z.object({
  dealId: z.string(),
  reference: z.string(),
  /** The borrower's trading name, else its legal name. */
  borrowerName: z.string(),
  count: z.number().int(),
});

/** A document of an open deal's borrower that expires within the expiring-soon days, or has expired. */
const documentLine = z.object({
  dealId: z.string(),
  reference: z.string(),
  borrowerName: z.string(),
  documentId: z.string(),
  type: z.enum(documentTypes),
  fileName: z.string(),
  expiresOn: z.string(),
  expiryStatus: z.enum(documentExpiryStatuses),
});

/** The newest first (documents: the soonest to expire first), at most `needsActionSize`. */
const listOf = <T extends z.ZodType>(line: T) =>
  z.object({ total: z.number().int(), items: z.array(line) });

export const needsActionSchema = z.object({
  scope: z.enum(dashboardScopes),
  /** Deals with funders' offers waiting for the broker's answer. */
  offers: listOf(dealLine),
  /** Deals with a funder's question waiting for the broker's answer. */
  questions: listOf(dealLine),
  /** Documents expiring (or expired) on open deals. */
  documents: listOf(documentLine),
  /** Deals with funders' listings that fit them, not yet seen by their broker. */
  newFits: listOf(dealLine),
});
export type NeedsAction = z.infer<typeof needsActionSchema>;
