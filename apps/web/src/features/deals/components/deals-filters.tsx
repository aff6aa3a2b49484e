import "../i18n";
import { useEffect, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { dealListQuerySchema, dealProducts } from "@portal/contract/deals/deal-schemas";
import { dealStatuses } from "@portal/contract/deals/deal-states";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormDateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/select";
import { useContractForm, type ContractForm } from "@/lib/contract-form";

const sorts = [
  "-createdAt",
  "createdAt",
  "-amountMinor",
  "amountMinor",
  "reference",
  "-reference",
] as const;
const newestFirst = "-createdAt";

/** How long typing must pause before the search runs (each key stroke would be a request). */
export const searchDelayMs = 300;

/** The list's query as the contract checks it; "" is a filter not set (no key in the URL). */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);
const shape = dealListQuerySchema.shape;
const filtersSchema = z.object({
  q: shape.q.unwrap(),
  status: blankOr(shape.status.unwrap()),
  product: blankOr(shape.product.unwrap()),
  from: blankOr(shape.from.unwrap()),
  to: blankOr(shape.to.unwrap()),
  sort: blankOr(shape.sort.unwrap()),
});
type Filters = z.input<typeof filtersSchema>;
const keys = ["q", "status", "product", "from", "to", "sort"] as const;

const filtersOf = (query: Record<string, string>) =>
  Object.fromEntries(keys.map((k) => [k, query[k] ?? ""])) as Filters;
/** Whether the form shows what the URL says (a search typed with a space still is). */
const same = (a: Filters, b: Filters) =>
  keys.every((k) => (k === "q" ? a.q.trim() === b.q.trim() : a[k] === b[k]));

/**
 * The deals list's search and filters. They live in the URL, so a view can be shared or reloaded:
 * a pick applies at once, the search once typing pauses (or on Enter), each checked by the
 * contract's list query first; a URL changed elsewhere (back, a link) shows here.
 */
export function DealsFilters({
  query,
  onChange,
}: {
  query: Record<string, string>;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const filtersId = useId();
  const shown = filtersOf(query);
  const form = useContractForm(filtersSchema, {
    defaultValues: shown,
    onSubmit: (values) => {
      const filters = { ...values, q: values.q.trim() };
      if (!same(filters, filtersOf(query))) onChange(filters);
    },
  });
  useApplyAsChanged(form);
  const url = JSON.stringify(shown);
  useEffect(() => {
    if (!same(form.getValues(), shown)) form.reset(shown);
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps -- `shown` is rebuilt from the URL each render
  const activeFilters = [shown.status, shown.product, shown.from, shown.to].filter(Boolean).length;
  // On a phone the filters fold behind one button, so the deals are on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pick = (
    name: "status" | "product" | "sort",
    options: readonly string[],
    label: string,
    labels: "statuses" | "products" | "sorts",
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          placeholder={name === "sort" ? undefined : t("ui.deals.any")}
          options={options.map((o) => ({
            value: o,
            label: t(`ui.deals.${labels}.${o}`),
          }))}
          name={field.name}
          ref={field.ref}
          value={name === "sort" ? field.value || newestFirst : field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
        />
      )}
    />
  );

  return (
    <form
      role="search"
      noValidate
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={form.submit}
    >
      <TextField label={t("ui.deals.search")} type="search" {...form.field("q")} />
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t("ui.deals.filters", { count: activeFilters })}
      </Button>
      <div id={filtersId} className={`${filtersOpen ? "grid" : "hidden"} gap-3 sm:contents`}>
        {pick("status", dealStatuses, t("ui.deals.status"), "statuses")}
        {pick("product", dealProducts, t("ui.deals.product"), "products")}
        <FormDateField
          label={t("ui.deals.from")}
          control={form.control}
          name="from"
          error={form.errorOf("from")}
        />
        <FormDateField
          label={t("ui.deals.to")}
          control={form.control}
          name="to"
          error={form.errorOf("to")}
        />
        {pick("sort", sorts, t("ui.deals.sort"), "sorts")}
      </div>
      <button type="submit" className="sr-only">
        {t("ui.deals.search")}
      </button>
    </form>
  );
}

/**
 * Applies the filters as the person changes them: a pick at once, the search once typing pauses
 * (each key stroke would be a request). A reset from the URL is not a change.
 */
function useApplyAsChanged(form: ContractForm<typeof filtersSchema>) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = form.watch((_values, { name, type }) => {
      if (type !== "change") return;
      clearTimeout(timer);
      // `form.submit` is the latest render's (it sends what the URL says now).
      timer = setTimeout(() => void form.submit(), name === "q" ? searchDelayMs : 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form]);
}
