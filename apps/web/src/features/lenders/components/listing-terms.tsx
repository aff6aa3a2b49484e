import "../i18n";
import { useTranslation } from "react-i18next";
import { Controller } from "react-hook-form";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import type { ContractForm } from "@/lib/contract-form";
import type { listingFormSchema } from "./listing-values";

export type ListingContractForm = ContractForm<typeof listingFormSchema>;

/** The listing's terms: its name, currency, rates or factors, commission and promised answer. */
export function ListingTerms({ form }: { form: ListingContractForm }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`ui.lenders.form.${name}`);
  const optional = { hint: t("ui.optional") };
  const decimal = { ...optional, inputMode: "decimal" } as const;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{label("terms")}</legend>
      <TextField label={label("name")} {...form.field("name")} />
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <CurrencyPicker
            label={label("currency")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={form.errorOf("currency")}
          />
        )}
      />
      <TextField label={label("rateMin")} {...decimal} {...form.field("rateMinBp")} />
      <TextField label={label("rateMax")} {...decimal} {...form.field("rateMaxBp")} />
      <TextField label={label("factorMin")} {...decimal} {...form.field("factorMinBp")} />
      <TextField label={label("factorMax")} {...decimal} {...form.field("factorMaxBp")} />
      <TextField label={label("commission")} {...decimal} {...form.field("brokerCommissionBp")} />
      <TextField
        label={label("response")}
        {...optional}
        inputMode="numeric"
        {...form.field("promisedResponseHours")}
      />
      <div className="sm:col-span-2">
        <TextAreaField label={label("description")} {...optional} {...form.field("description")} />
      </div>
    </fieldset>
  );
}
