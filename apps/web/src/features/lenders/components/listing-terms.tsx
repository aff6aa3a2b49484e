import "../i18n";
import { useTranslation } from "react-i18next";
import { Controller } from "react-hook-form";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import type { ContractForm } from "@/lib/contract-form";
import type { listingFormSchema } from "./listing-values";

export type ListingContractForm = ContractForm<typeof listingFormSchema>;
type ListingPath = Parameters<ListingContractForm["field"]>[0];

/**
 * Where a listing's fields sit in the form: at its top (the listing form), or under `listing.` (a
 * funder contact's criteria, funder-contact-values.ts: the same fields, the names prefixed).
 */
export type ListingAt = "" | "listing.";
export const fieldAt =
  (at: ListingAt) =>
  <Name extends ListingPath>(name: Name) =>
    `${at}${name}` as Name;

/**
 * The listing's terms: its name, currency, rates or factors, commission and promised answer. Under
 * a funder contact (`at`), no name: the company names it.
 */
export function ListingTerms({ form, at = "" }: { form: ListingContractForm; at?: ListingAt }) {
  const { t } = useTranslation();
  const path = fieldAt(at);
  const label = (name: string) => t(`ui.lenders.form.${name}`);
  const optional = { hint: t("ui.optional") };
  const decimal = { ...optional, inputMode: "decimal" } as const;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{label("terms")}</legend>
      {!at && <TextField label={label("name")} {...form.field("name")} />}
      <Controller
        control={form.control}
        name={path("currency")}
        render={({ field }) => (
          <CurrencyPicker
            label={label("currency")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={form.errorOf(path("currency"))}
          />
        )}
      />
      <TextField label={label("rateMin")} {...decimal} {...form.field(path("rateMinBp"))} />
      <TextField label={label("rateMax")} {...decimal} {...form.field(path("rateMaxBp"))} />
      <TextField label={label("factorMin")} {...decimal} {...form.field(path("factorMinBp"))} />
      <TextField label={label("factorMax")} {...decimal} {...form.field(path("factorMaxBp"))} />
      <TextField
        label={label("commission")}
        {...decimal}
        {...form.field(path("brokerCommissionBp"))}
      />
      <TextField
        label={label("response")}
        {...optional}
        inputMode="numeric"
        {...form.field(path("promisedResponseHours"))}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label={label("description")}
          {...optional}
          {...form.field(path("description"))}
        />
      </div>
    </fieldset>
  );
}
