import { useTranslation } from "react-i18next";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { countryOptions } from "@/lib/display-names";
import { productLabels } from "@/lib/i18n/products";

/** What the lead forms hold, as typed. */
export interface LeadDraft {
  contactName: string;
  companyName: string;
  email: string;
  phone: string;
  amount: string;
  currency: string;
  product: string;
  purpose: string;
  /** Only in the broker's forms (the client's has none): ISO 3166-1 alpha-2. */
  country: string;
}
export const emptyDraft: LeadDraft = {
  contactName: "",
  companyName: "",
  email: "",
  phone: "",
  amount: "",
  currency: "GBP",
  product: "",
  purpose: "",
  country: "",
};
export const formCurrencies = ["GBP", "EUR", "USD", "AED", "SAR", "CAD", "AUD"];

/** The fields a lead is made of (the broker's form and the client's), with the server's errors. */
export function LeadFields({
  draft,
  set,
  errors,
  withCountry = false,
}: {
  draft: LeadDraft;
  set: (change: Partial<LeadDraft>) => void;
  errors: Record<string, string>;
  /** The business's country (the broker's forms). */
  withCountry?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TextField
        label={t("ui.leads.form.contactName")}
        value={draft.contactName}
        onChange={(e) => set({ contactName: e.target.value })}
        autoComplete="name"
        required
        error={err("contactName")}
      />
      <TextField
        label={t("ui.leads.form.companyName")}
        value={draft.companyName}
        onChange={(e) => set({ companyName: e.target.value })}
        autoComplete="organization"
        error={err("companyName")}
      />
      <TextField
        label={t("ui.leads.form.email")}
        type="email"
        value={draft.email}
        onChange={(e) => set({ email: e.target.value })}
        autoComplete="email"
        error={err("email")}
      />
      <TextField
        label={t("ui.leads.form.phone")}
        type="tel"
        value={draft.phone}
        onChange={(e) => set({ phone: e.target.value })}
        autoComplete="tel"
        error={err("phone")}
      />
      <TextField
        label={t("ui.leads.form.amount")}
        inputMode="decimal"
        value={draft.amount}
        onChange={(e) => set({ amount: e.target.value })}
        error={err("amountMinor")}
      />
      <SelectField
        label={t("ui.leads.form.currency")}
        value={draft.currency}
        onValueChange={(value) => set({ currency: value })}
        options={formCurrencies.map((c) => ({ value: c, label: c }))}
        error={err("currency")}
      />
      <SelectField
        label={t("ui.leads.form.product")}
        value={draft.product}
        onValueChange={(value) => set({ product: value })}
        placeholder={t("ui.leads.form.choose")}
        options={dealProducts.map((p) => ({ value: p, label: productLabels[p] }))}
        error={err("product")}
      />
      {withCountry && (
        <SelectField
          label={t("ui.leads.form.country")}
          value={draft.country}
          autoComplete="country"
          onValueChange={(value) => set({ country: value })}
          placeholder={t("ui.leads.form.choose")}
          options={countryOptions(i18n.language)}
          error={err("country")}
        />
      )}
      <div className="sm:col-span-2">
        <TextAreaField
          label={t("ui.leads.form.purpose")}
          value={draft.purpose}
          rows={3}
          onChange={(e) => set({ purpose: e.target.value })}
          error={err("purpose")}
        />
      </div>
    </div>
  );
}

/** The draft as the API takes it: empty fields left out, the amount in minor units. */
export function draftInput(
  draft: LeadDraft,
  toMinor: (text: string, currency: string) => number | undefined,
) {
  const { amount, ...rest } = draft;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v.trim() !== ""));
  const amountMinor = amount.trim() ? (toMinor(amount, draft.currency) ?? -1) : undefined;
  return { ...fields, ...(amountMinor !== undefined ? { amountMinor } : { currency: undefined }) };
}

/** A lead's stored fields as the form holds them (for editing). */
export function draftOf(
  lead: {
    contactName: string;
    companyName: string | null;
    email: string | null;
    phone: string | null;
    amountMinor: number | null;
    currency: string | null;
    product: string | null;
    purpose: string | null;
    country: string | null;
  },
  fromMinor: (minor: number, currency: string) => string,
): LeadDraft {
  return {
    contactName: lead.contactName,
    companyName: lead.companyName ?? "",
    email: lead.email ?? "",
    phone: lead.phone ?? "",
    amount:
      lead.amountMinor !== null && lead.currency ? fromMinor(lead.amountMinor, lead.currency) : "",
    currency: lead.currency ?? emptyDraft.currency,
    product: lead.product ?? "",
    purpose: lead.purpose ?? "",
    country: lead.country ?? "",
  };
}

/**
 * The draft as an edit sends it: every field, an emptied one as "" (the API clears it; one left
 * out would be kept), the amount in minor units and its currency cleared with it.
 */
export function editInput(
  draft: LeadDraft,
  toMinor: (text: string, currency: string) => number | undefined,
) {
  const { amount, ...rest } = draft;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.trim()]));
  if (!amount.trim()) return { ...fields, amountMinor: "", currency: "" };
  return { ...fields, amountMinor: toMinor(amount, draft.currency) ?? -1 };
}
