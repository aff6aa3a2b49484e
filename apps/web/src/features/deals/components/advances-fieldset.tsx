import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { paymentFrequencies } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormSelectField } from "@/components/ui/select";
import { advancesKnown, emptyAdvance, type DealFormApi } from "./deal-form-values";

const most = 20;

/**
 * The business's existing advances (positions), one row each: funders count them and add up what
 * is still owed. "None" says there are none; "Not known yet" leaves the criteria that need them unknown.
 */
export function AdvancesFieldset({ form }: { form: DealFormApi }) {
  const { t } = useTranslation();
  const advances = useFieldArray({ control: form.control, name: "existingAdvances" });
  const known = form.watch("advancesKnown");
  const choice = form.register("advancesKnown");
  const error = form.errorOf("existingAdvances");
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{t("ui.deals.form.advances")}</legend>
      <div role="radiogroup" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {advancesKnown.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...choice}
              onChange={(event) => {
                void choice.onChange(event);
                if (value === "listed" && advances.fields.length === 0)
                  advances.append({ ...emptyAdvance }, { shouldFocus: false });
              }}
            />
            {t(`ui.deals.form.advancesKnown.${value}`)}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-danger">{error}</p>}
      {known === "listed" && (
        <>
          {advances.fields.map((advance, i) => (
            <div
              key={advance.id}
              role="group"
              aria-label={t("ui.deals.form.advance", { n: i + 1 })}
              className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-4"
            >
              <TextField
                label={t("ui.deals.form.advanceFunder")}
                {...form.field(`existingAdvances.${i}.funder`)}
              />
              <TextField
                label={t("ui.deals.form.advanceBalance")}
                inputMode="decimal"
                {...form.field(`existingAdvances.${i}.balanceMinor`)}
              />
              <TextField
                label={t("ui.deals.form.advancePayment")}
                hint={t("ui.optional")}
                inputMode="decimal"
                {...form.field(`existingAdvances.${i}.paymentMinor`)}
              />
              <FormSelectField
                label={t("ui.deals.form.advanceFrequency")}
                placeholder={t("ui.select")}
                options={paymentFrequencies.map((f) => ({
                  value: f,
                  label: t(`ui.deals.form.frequencies.${f}`),
                }))}
                control={form.control}
                name={`existingAdvances.${i}.paymentFrequency`}
                error={form.errorOf(`existingAdvances.${i}.paymentFrequency`)}
              />
              <Button
                variant="ghost"
                className="self-start sm:col-span-4"
                onClick={() => {
                  advances.remove(i);
                  // The last one removed: there are none.
                  if (advances.fields.length === 1) form.setValue("advancesKnown", "none");
                }}
              >
                {t("ui.deals.form.removeAdvance", { n: i + 1 })}
              </Button>
            </div>
          ))}
          {advances.fields.length < most && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => advances.append({ ...emptyAdvance }, { shouldFocus: false })}
            >
              {t("ui.deals.form.addAdvance")}
            </Button>
          )}
        </>
      )}
    </fieldset>
  );
}
