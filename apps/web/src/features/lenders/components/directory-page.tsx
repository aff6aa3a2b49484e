import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { QueryState } from "@/components/ui/query-state";
import { countryOptions } from "@/lib/display-names";
import { toMinor } from "@portal/contract/deals/money";
import { useDirectory, type DirectoryParams } from "../api/directory-api";
import { FunderCard } from "./funder-card";
import "../directory-i18n";

/** The filters kept in the address (shareable, kept on reload): amounts as typed, in major units. */
const filterNames = ["q", "product", "amount", "currency", "country"] as const;
type Filters = Partial<Record<(typeof filterNames)[number] | "page", string>>;

function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {};
  for (const name of [...filterNames, "page"] as const) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  // The address as last set, ahead of the render that shows it: two changes in a row (a product
  // picked, then an amount typed before the page drew the first) both stay.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  /** Changes the filters named in `patch` (undefined: removed), keeping the others. */
  const set = (patch: Filters) => {
    const next = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries(patch))
      if (value) next.set(name, value);
      else next.delete(name);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { filters, set };
}

/**
 * The API's query for the filters. An amount is in a currency: without one, or when it is not a
 * number, it is left out and the form says why.
 */
function apiParams(filters: Filters) {
  const { amount, currency } = filters;
  const amountMinor = amount && currency ? toMinor(amount, currency) : undefined;
  const params: DirectoryParams = {
    q: filters.q,
    product: filters.product,
    country: filters.country,
    currency,
    page: filters.page,
    ...(amountMinor !== undefined ? { amountMinor: String(amountMinor) } : {}),
  };
  return {
    params,
    badAmount: !!amount && !!currency && amountMinor === undefined,
    needsCurrency: !!amount && !currency,
  };
}

function DirectoryFilters({
  filters,
  onChange,
  badAmount,
  needsCurrency,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  badAmount: boolean;
  needsCurrency: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The name is sent once typing pauses; the other filters at once.
  const [q, setQ] = useState(filters.q ?? "");
  useEffect(() => {
    if (q === (filters.q ?? "")) return;
    const timer = window.setTimeout(() => onChange({ q, page: undefined }), 300);
    return () => window.clearTimeout(timer);
  }, [q, filters, onChange]);
  const set = (name: keyof Filters) => (value: string) =>
    onChange({ [name]: value || undefined, page: undefined });
  const any = t("ui.directory.filters.any");
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">{t("ui.directory.filters.title")}</legend>
      <TextField
        type="search"
        label={t("ui.directory.filters.search")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <SelectField
        label={t("ui.directory.filters.product")}
        value={filters.product ?? ""}
        placeholder={any}
        options={dealProducts.map((p) => ({ value: p, label: t(`ui.directory.products.${p}`) }))}
        onValueChange={set("product")}
      />
      <TextField
        label={t("ui.directory.filters.amount")}
        inputMode="decimal"
        value={filters.amount ?? ""}
        error={badAmount ? t("ui.directory.filters.badAmount") : undefined}
        onChange={(e) => set("amount")(e.target.value)}
      />
      <CurrencyPicker
        label={t("ui.directory.filters.currency")}
        value={filters.currency ?? ""}
        hint={filters.amount ? t("ui.directory.filters.amountHint") : undefined}
        error={needsCurrency ? t("ui.directory.filters.currencyFirst") : undefined}
        onChange={set("currency")}
      />
      <SelectField
        label={t("ui.directory.filters.country")}
        value={filters.country ?? ""}
        placeholder={any}
        options={countryOptions(i18n.language)}
        onValueChange={set("country")}
      />
      {filterNames.some((n) => filters[n]) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button
            variant="secondary"
            onClick={() => {
              setQ("");
              onChange(Object.fromEntries(filterNames.map((name) => [name, undefined])));
            }}
          >
            {t("ui.directory.filters.clear")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The brokers' directory: approved funders and their published listings, filtered in the address. */
export function DirectoryPage({ checkPath }: { checkPath: (funderId: string) => string }) {
  const { t } = useTranslation();
  const { filters, set } = useFilters();
  const { params, badAmount, needsCurrency } = apiParams(filters);
  const query = useDirectory(params);
  const filtered = filterNames.some((n) => filters[n]);
  return (
    <div className="flex flex-col gap-4">
      <DirectoryFilters
        filters={filters}
        onChange={set}
        badAmount={badAmount}
        needsCurrency={needsCurrency}
      />
      <QueryState
        query={query}
        isEmpty={(page) => page.items.length === 0}
        empty={filtered ? t("ui.directory.none") : t("ui.directory.empty")}
      >
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          const go = (to: number) => set({ page: to > 1 ? String(to) : undefined });
          return (
            <>
              <p role="status" className="text-sm text-fg-muted">
                {t("ui.directory.found", { count: page.total })}
              </p>
              <ul className="flex flex-col gap-4">
                {page.items.map((funder) => (
                  <li key={funder.id}>
                    <FunderCard funder={funder} checkTo={checkPath(funder.id)} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  className="flex flex-wrap items-center gap-3"
                  aria-label={t("ui.directory.pageOf", { page: page.page, pages })}
                >
                  <Button
                    variant="secondary"
                    disabled={page.page <= 1}
                    onClick={() => go(page.page - 1)}
                  >
                    {t("ui.directory.previous")}
                  </Button>
                  <span className="text-sm">
                    {t("ui.directory.pageOf", { page: page.page, pages })}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={page.page >= pages}
                    onClick={() => go(page.page + 1)}
                  >
                    {t("ui.directory.next")}
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
