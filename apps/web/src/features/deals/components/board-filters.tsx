import "../i18n";
import { useEffect, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BoardFilters as Filters } from "@portal/contract/deals/board-schemas";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { CheckboxField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";
import { filtersOn } from "../hooks/board-filters";
import { filterFormSchema, filtersOfForm, formOfFilters } from "../hooks/board-filter-form";

/** Who and which teams the owner and team filters offer (team views only). */
export interface BoardPeople {
  owners: { value: string; label: string }[];
  teams: { value: string; label: string }[];
}

/** How long typing in a number must pause before the board asks again. */
export const typingDelayMs = 400;

/**
 * The board's filters (kept in the URL by the board): a pick applies at once, a number once
 * typing pauses. The owner and team filters are there in team views only. On a phone they fold
 * behind one button so the cards are on the first screen.
 */
export function BoardFiltersForm({
  filters,
  onChange,
  people,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  people?: BoardPeople;
}) {
  const { t, i18n } = useTranslation();
  const foldId = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(filterFormSchema, {
    defaultValues: formOfFilters(filters),
    onSubmit: (values) => {
      const next = filtersOfForm(values);
      if (JSON.stringify(next) !== JSON.stringify(filters)) onChange(next);
    },
  });
  const shown = JSON.stringify(filters);
  useEffect(() => {
    form.reset(formOfFilters(filters));
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps -- `filters` is rebuilt from the URL each render
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = form.watch((_values, { name, type }) => {
      if (type !== "change") return;
      clearTimeout(timer);
      const typed = name === "minAmount" || name === "maxAmount" || name === "minDays";
      timer = setTimeout(() => void form.submit(), typed ? typingDelayMs : 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form]);
  const any = t("ui.deals.any");
  const pick = (
    name: "ownerId" | "teamId" | "product",
    label: string,
    options: BoardPeople["teams"],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          placeholder={any}
          options={options}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <form
      role="search"
      aria-label={t("ui.deals.board.filters.label")}
      noValidate
      onSubmit={form.submit}
      className="flex flex-col gap-3"
    >
      <Button
        variant="secondary"
        className="self-start sm:hidden"
        aria-expanded={open}
        aria-controls={foldId}
        onClick={() => setOpen((was) => !was)}
      >
        {t("ui.deals.filters", { count: filtersOn(filters) })}
      </Button>
      <div
        id={foldId}
        className={`${open ? "grid" : "hidden"} items-end gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-5`}
      >
        {people && pick("ownerId", t("ui.deals.board.filters.owner"), people.owners)}
        {people && pick("teamId", t("ui.deals.board.filters.team"), people.teams)}
        {pick(
          "product",
          t("ui.deals.product"),
          dealProducts.map((p) => ({ value: p, label: t(`ui.deals.products.${p}`) })),
        )}
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Combobox
              label={t("ui.deals.board.filters.country")}
              options={countryOptions(i18n.language)}
              noMatches={t("ui.deals.form.noMatches")}
              {...field}
            />
          )}
        />
        <TextField
          label={t("ui.deals.board.filters.minAmount")}
          inputMode="decimal"
          {...form.field("minAmount")}
        />
        <TextField
          label={t("ui.deals.board.filters.maxAmount")}
          inputMode="decimal"
          {...form.field("maxAmount")}
        />
        <TextField
          label={t("ui.deals.board.filters.minDays")}
          inputMode="numeric"
          {...form.field("minDays")}
        />
        <CheckboxField label={t("ui.deals.board.filters.ended")} {...form.register("ended")} />
        {filtersOn(filters) > 0 && (
          <Button variant="ghost" className="self-end" onClick={() => onChange({})}>
            {t("ui.deals.board.filters.clear")}
          </Button>
        )}
      </div>
      <button type="submit" className="sr-only">
        {t("ui.deals.search")}
      </button>
    </form>
  );
}
