import "../i18n";
import { useTranslation } from "react-i18next";
import { Controller, get } from "react-hook-form";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { fieldAt, type ListingAt, type ListingContractForm } from "./listing-terms";
import type { ListField } from "./listing-values";

/** A list criterion's error: the list's own, or the first of its codes refused. */
export function listError(form: ListingContractForm, name: ListField) {
  const at: unknown = get(form.formState.errors, name);
  if (!Array.isArray(at)) return form.errorOf(name);
  const index = at.findIndex(Boolean);
  return index < 0 ? undefined : form.errorOf(`${name}.${index}` as ListField);
}

/** A criterion of several codes, each a removable chip, found by typing its name. */
export function Chips({
  form,
  at,
  name,
  options,
  hint,
}: {
  form: ListingContractForm;
  at: ListingAt;
  name: ListField;
  options: ComboOption[];
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={fieldAt(at)(name)}
      render={({ field }) => (
        <Combobox
          multiple
          label={t(`ui.lenders.form.${name.slice("criteria.".length)}`)}
          hint={hint ?? t("ui.optional")}
          options={options}
          noMatches={t("ui.lenders.form.noMatches")}
          removeLabel={(item) => t("ui.lenders.form.remove", { name: item })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={listError(form, fieldAt(at)(name) as ListField)}
        />
      )}
    />
  );
}
