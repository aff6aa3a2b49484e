import { Controller, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormSelectField } from "@/components/ui/select";
import type { ContractForm } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";
import { productLabels } from "@/lib/i18n/products";
import type { LeadDraft } from "./lead-draft";

/** A lead form: its input is the draft as typed, whatever it sends. */
type LeadDraftForm<Out extends FieldValues> = ContractForm<z.ZodType<Out, LeadDraft>>;

/** The fields a lead is made of (the broker's form and the client's), each with its error. */
export function LeadFields<Out extends FieldValues>({
  form,
  withCountry = false,
}: {
  form: LeadDraftForm<Out>;
  /** The business's country (the broker's forms). */
  withCountry?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TextField
        label={t("ui.leads.form.contactName")}
        autoComplete="name"
        required
        {...form.field("contactName")}
      />
      <TextField
        label={t("ui.leads.form.companyName")}
        autoComplete="organization"
        {...form.field("companyName")}
      />
      <TextField
        label={t("ui.leads.form.email")}
        type="email"
        autoComplete="email"
        {...form.field("email")}
      />
      <TextField
        label={t("ui.leads.form.phone")}
        type="tel"
        autoComplete="tel"
        {...form.field("phone")}
      />
      <TextField
        label={t("ui.leads.form.amount")}
        inputMode="decimal"
        {...form.field("amountMinor")}
      />
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <CurrencyPicker
            label={t("ui.leads.form.currency")}
            {...field}
            error={form.errorOf("currency")}
          />
        )}
      />
      <FormSelectField
        control={form.control}
        name="product"
        label={t("ui.leads.form.product")}
        placeholder={t("ui.leads.form.choose")}
        options={dealProducts.map((p) => ({ value: p, label: productLabels[p] }))}
        error={form.errorOf("product")}
      />
      {withCountry && (
        <FormSelectField
          control={form.control}
          name="country"
          label={t("ui.leads.form.country")}
          autoComplete="country"
          placeholder={t("ui.leads.form.choose")}
          options={countryOptions(i18n.language)}
          error={form.errorOf("country")}
        />
      )}
      <div className="sm:col-span-2">
        <TextAreaField label={t("ui.leads.form.purpose")} rows={3} {...form.field("purpose")} />
      </div>
    </div>
  );
}
