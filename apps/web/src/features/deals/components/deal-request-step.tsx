import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormSelectField } from "@/components/ui/select";
import { AdvancesFieldset } from "./advances-fieldset";
import type { DealFormApi } from "./deal-form-values";

/** What the borrower asks for: the product, amount, term, revenue, rate, purpose and advances. */
export function RequestStep({ form }: { form: DealFormApi }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.request")}</legend>
      <FormSelectField
        label={t("ui.deals.product")}
        placeholder={t("ui.select")}
        options={dealProducts.map((p) => ({ value: p, label: t(`ui.deals.products.${p}`) }))}
        control={form.control}
        name="product"
        error={form.errorOf("product")}
      />
      <TextField
        label={t("ui.deals.form.amount")}
        inputMode="decimal"
        {...form.field("amountMinor")}
      />
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <CurrencyPicker
            label={t("ui.deals.form.currency")}
            {...field}
            error={form.errorOf("currency")}
          />
        )}
      />
      <TextField
        label={t("ui.deals.form.termMonths")}
        hint={t("ui.optional")}
        inputMode="numeric"
        {...form.field("termMonths")}
      />
      <TextField
        label={t("ui.deals.form.monthlyRevenue")}
        hint={t("ui.optional")}
        inputMode="decimal"
        {...form.field("monthlyRevenueMinor")}
      />
      <TextField
        label={t("ui.deals.form.interestRate")}
        hint={t("ui.deals.form.interestRateHint")}
        inputMode="decimal"
        {...form.field("interestRateBp")}
      />
      <div className="sm:col-span-2">
        <TextAreaField label={t("ui.deals.form.purpose")} {...form.field("purpose")} />
      </div>
      <AdvancesFieldset form={form} />
    </fieldset>
  );
}
