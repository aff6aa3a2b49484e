import "../i18n";
import { useEffect, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BoardFilters as Filters } from "@portal/contract/deals/board-schemas";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { Button, buttonClass } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";
import { formatNumber } from "@/lib/format";
import { filtersOn } from "../hooks/board-filters";
import { filterFormSchema, filtersOfForm, formOfFilters } from "../hooks/board-filter-form";
import { FilterChips } from "@/components/ui/filter-chips";
import { useFold, type Fold } from "@/components/ui/fold";

/** Who and which teams the owner and team filters offer (team views only). */
export interface BoardPeople {
  owners: { value: string; label: string }[];
  teams: { value: string; label: string }[];
}

/** How long typing in a number must pause before the board asks again. */
export const typingDelayMs = 400;

/**
 * The board's filters (kept in the URL by the board): a pick applies at once, a number once
 * typing pauses. The owner and team filters are there in team views only. At every width they
 * fold behind one "Filters (n on)" button so the columns start near the top; the filters on are
 * chips beside it, each removable, so what narrows the board shows without opening the panel.
 * `leading` (the saved views) shares the row.
 */
export function BoardFiltersForm({
  filters,
  onChange,
  people,
  leading,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  people?: BoardPeople;
  leading?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const fold = useFold();
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
  const on = filtersOn(filters);
  return (
    <div className="flex flex-col gap-3">
      <FiltersRow
        leading={leading}
        filters={filters}
        people={people}
        onChange={onChange}
        fold={fold}
      />
      <form
        role="search"
        aria-label={t("ui.deals.board.filters.label")}
        noValidate
        onSubmit={form.submit}
      >
        <div
          {...fold.panel}
          className={`${fold.open ? "grid" : "hidden"} items-end gap-3 rounded-md border border-line bg-surface p-3 sm:grid-cols-3 lg:grid-cols-4`}
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
          <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-full">
            {on > 0 && (
              <Button variant="ghost" onClick={() => onChange({})}>
                {t("ui.deals.board.filters.clear")}
              </Button>
            )}
            <Button variant="secondary" onClick={fold.close}>
              {t("ui.deals.board.filters.done")}
            </Button>
          </div>
        </div>
        <button type="submit" className="sr-only">
          {t("ui.deals.search")}
        </button>
      </form>
    </div>
  );
}

/** The row above the board: the saved views, the button that opens the filters, the chips. */
function FiltersRow({
  leading,
  filters,
  people,
  onChange,
  fold,
}: {
  leading?: ReactNode;
  filters: Filters;
  people?: BoardPeople;
  onChange: (filters: Filters) => void;
  fold: Fold;
}) {
  const { t } = useTranslation();
  const on = filtersOn(filters);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {leading}
      <button type="button" className={buttonClass("secondary")} {...fold.button}>
        {t("ui.deals.filters", { count: on })}
      </button>
      {on > 0 && (
        <BoardFilterChips
          filters={filters}
          people={people}
          onChange={(next) => {
            onChange(next);
            fold.focusButton();
          }}
        />
      )}
    </div>
  );
}

type FilterKey = keyof Filters;

/** The filters on, as chips ("Product: Term loan ×"); × takes that one filter off. */
function BoardFilterChips({
  filters,
  people,
  onChange,
}: {
  filters: Filters;
  people?: BoardPeople;
  onChange: (filters: Filters) => void;
}) {
  const { t, i18n } = useTranslation();
  const named = (options: BoardPeople["owners"] | undefined, value: string) =>
    options?.find((o) => o.value === value)?.label ?? value;
  const amount = (minor: number) => formatNumber(minor / 100, i18n.language);
  const chips: { key: FilterKey; text: string }[] = [];
  const add = (key: FilterKey, label: string, value?: string) =>
    chips.push({ key, text: value === undefined ? label : `${label}: ${value}` });
  if (filters.ownerId)
    add("ownerId", t("ui.deals.board.filters.owner"), named(people?.owners, filters.ownerId));
  if (filters.teamId)
    add("teamId", t("ui.deals.board.filters.team"), named(people?.teams, filters.teamId));
  if (filters.product)
    add("product", t("ui.deals.product"), t(`ui.deals.products.${filters.product}`));
  if (filters.country)
    add(
      "country",
      t("ui.deals.board.filters.country"),
      named(countryOptions(i18n.language), filters.country),
    );
  if (filters.minAmountMinor !== undefined)
    add("minAmountMinor", t("ui.deals.board.filters.minAmount"), amount(filters.minAmountMinor));
  if (filters.maxAmountMinor !== undefined)
    add("maxAmountMinor", t("ui.deals.board.filters.maxAmount"), amount(filters.maxAmountMinor));
  if (filters.minDays !== undefined)
    add(
      "minDays",
      t("ui.deals.board.filters.minDays"),
      formatNumber(filters.minDays, i18n.language),
    );
  if (filters.ended) add("ended", t("ui.deals.board.filters.ended"));
  return (
    <FilterChips
      label={t("ui.deals.board.filters.on")}
      chips={chips}
      removeLabel={(text) => t("ui.deals.board.filters.remove", { filter: text })}
      onRemove={(key) => {
        const next = { ...filters };
        delete next[key];
        onChange(next);
      }}
    />
  );
}
