import { useTranslation } from "react-i18next";
import { occupancies, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { TextField } from "@/components/ui/field";
import { FormSelectField } from "@/components/ui/select";
import type { DealFormApi } from "./deal-form-values";

/** The property a secured product is secured on; its income gives the debt service coverage. */
export function PropertyStep({ form }: { form: DealFormApi }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.property")}</legend>
      <FormSelectField
        label={t("ui.deals.form.propertyType")}
        hint={t("ui.deals.form.notKnownYetHint")}
        placeholder={t("ui.select")}
        options={propertyTypes.map((p) => ({ value: p, label: t(`ui.deals.propertyTypes.${p}`) }))}
        control={form.control}
        name="borrower.property.type"
        // The server refuses a secured deal without its property as a whole.
        error={form.errorOf("borrower.property.type") ?? form.errorOf("borrower.property")}
      />
      <TextField
        label={t("ui.deals.form.propertyValue")}
        inputMode="decimal"
        {...form.field("borrower.property.valueMinor")}
      />
      <TextField
        label={t("ui.deals.form.propertyIncome")}
        hint={t("ui.deals.form.propertyIncomeHint")}
        inputMode="decimal"
        {...form.field("borrower.property.monthlyIncomeMinor")}
      />
      <FormSelectField
        label={t("ui.deals.form.occupancy")}
        placeholder={t("ui.select")}
        options={occupancies.map((o) => ({ value: o, label: t(`ui.deals.occupancies.${o}`) }))}
        control={form.control}
        name="borrower.property.occupancy"
        error={form.errorOf("borrower.property.occupancy")}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t("ui.deals.form.propertyAddress")}
          {...form.field("borrower.property.address")}
        />
      </div>
    </fieldset>
  );
}
