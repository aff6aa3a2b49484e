import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormDateField } from "@/components/ui/date-field";
import { emptyOwner, type DealFormApi } from "./deal-form-values";

const most = 20;

/** The borrower's owners, one row each (none is allowed). */
export function OwnersStep({ form }: { form: DealFormApi }) {
  const { t } = useTranslation();
  const owners = useFieldArray({ control: form.control, name: "borrower.owners" });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.owners")}</legend>
      {owners.fields.length === 0 && (
        <p className="text-sm text-fg-muted">{t("ui.deals.form.noOwners")}</p>
      )}
      {owners.fields.map((owner, i) => (
        <div
          key={owner.id}
          role="group"
          aria-label={t("ui.deals.form.owner", { n: i + 1 })}
          className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-4"
        >
          <TextField
            label={t("ui.deals.form.ownerName")}
            {...form.field(`borrower.owners.${i}.name`)}
          />
          <TextField
            label={t("ui.deals.form.ownership")}
            inputMode="decimal"
            {...form.field(`borrower.owners.${i}.ownershipBp`)}
          />
          <TextField
            label={t("ui.deals.form.creditScore")}
            hint={t("ui.optional")}
            inputMode="numeric"
            {...form.field(`borrower.owners.${i}.creditScore`)}
          />
          <FormDateField
            label={t("ui.deals.form.dateOfBirth")}
            hint={t("ui.optional")}
            control={form.control}
            name={`borrower.owners.${i}.dateOfBirth`}
            error={form.errorOf(`borrower.owners.${i}.dateOfBirth`)}
          />
          <Button
            variant="ghost"
            className="self-start sm:col-span-4"
            onClick={() => owners.remove(i)}
          >
            {t("ui.deals.form.removeOwner", { n: i + 1 })}
          </Button>
        </div>
      ))}
      {owners.fields.length < most && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => owners.append({ ...emptyOwner }, { shouldFocus: false })}
        >
          {t("ui.deals.form.addOwner")}
        </Button>
      )}
    </fieldset>
  );
}
