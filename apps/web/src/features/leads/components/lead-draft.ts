import { useState } from "react";
import { leadFields } from "@portal/contract/leads/lead-schemas";
import { useFieldErrors } from "@/lib/field-errors";
import type { LeadDraft } from "./lead-fields";

/** The contract's name (issue path) of a field the draft names `field`. */
const pathOf = (field: string) => (field === "amount" ? "amountMinor" : field);

/**
 * A lead form's draft and its fields' errors (by the contract's paths): a field's error goes as
 * soon as that field changes, and the next send checks it again.
 */
export function useLeadDraft(initial: LeadDraft | (() => LeadDraft)) {
  const [draft, setDraft] = useState<LeadDraft>(initial);
  const [errors, setErrors, clearError] = useFieldErrors<Record<string, string>>();
  const set = (change: Partial<LeadDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    clearError(...Object.keys(change).map(pathOf));
  };
  return { draft, set, errors, setErrors };
}

/**
 * Whether some refusal is said at a field the form shows: then the banner above the button does
 * not repeat it (it said the first field's error again), and says only what no field shows.
 */
export function saidAtAField(errors: Record<string, string>, withCountry: boolean) {
  const shown = Object.keys(leadFields).filter((path) => withCountry || path !== "country");
  return Object.keys(errors).some((path) => shown.includes(path));
}
