import { z } from "zod";
import {
  funderContactInputSchema,
  type FunderContact,
  type FunderContactInput,
} from "@portal/contract/lenders/funder-contact-schemas";
import { fromListing, listingDraftSchema, toInput } from "./listing-values";

// A funder contact as typed in its form (My funders, issue 39): the contract's fields under their
// own names, so the form's check and the server's refusals land on the same fields
// (`people.1.email`, `listing.criteria.amountMinMinor`). Its criteria are a listing's, typed in the
// listing form's fields (listing-values.ts) under `listing.`; the listing's name is the company's.

const text = z.string();
const personDraft = z.object({ name: text, email: text, phone: text });
const contactDraftSchema = z.object({
  company: text,
  people: z.array(personDraft),
  products: z.array(z.string()),
  notes: text,
  /** Whether criteria are entered (the contract's `listing` is null otherwise). */
  withCriteria: z.boolean(),
  listing: listingDraftSchema,
});
export type ContactValues = z.input<typeof contactDraftSchema>;

export const emptyPerson = { name: "", email: "", phone: "" };

/** The form's values for a contact (one empty person and no criteria for a new one). */
export function fromContact(c?: FunderContact): ContactValues {
  return {
    company: c?.company ?? "",
    people: c?.people.map((p) => ({ ...p, phone: p.phone ?? "" })) ?? [{ ...emptyPerson }],
    products: [...(c?.products ?? [])],
    notes: c?.notes ?? "",
    withCriteria: !!c?.listing,
    listing: fromListing(c?.listing ?? undefined),
  };
}

/**
 * The values as the contract checks them. The criteria and terms go through the listing form's
 * own conversion (money in minor units of its currency, rates in basis points), without a name.
 */
function toContactInput(v: ContactValues): FunderContactInput {
  const { name: _name, ...listing } = toInput(v.listing);
  return {
    company: v.company,
    people: v.people.map((p) => ({ name: p.name, email: p.email, phone: p.phone })),
    products: v.products as FunderContactInput["products"],
    ...(v.notes.trim() ? { notes: v.notes } : {}),
    listing: v.withCriteria ? listing : null,
  };
}

/** The contact form's schema: what was typed, checked as the contract's contact. */
export const contactFormSchema = contactDraftSchema
  .transform(toContactInput)
  .pipe(funderContactInputSchema);
