import "../i18n";
import "../inbox-i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { Button, buttonClass } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Combobox } from "@/components/ui/combobox";
import { SelectField, type SelectOption } from "@/components/ui/select";
import { useFold } from "@/components/ui/fold";
import { countryOptions } from "@/lib/display-names";
import { InboxChips, type InboxChoices } from "./inbox-chips";
import { inboxFiltersOn, type InboxFilters } from "./inbox-params";
import { TypedFilter } from "./inbox-typed-filter";

const major = (minor: number | undefined) => (minor === undefined ? "" : String(minor / 100));
/** A typed amount in minor units; undefined for blank or not a number (no filter). */
const minorOf = (text: string) =>
  /^\d{1,13}([.,]\d{1,2})?$/.test(text.trim())
    ? Math.round(Number(text.trim().replace(",", ".")) * 100)
    : undefined;
const daysOf = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The inbox's filters, kept in the URL by the inbox, folded behind one "Filters (n on)" button as
 * the deals board's are; the filters on show as removable chips beside it. A pick applies at once,
 * a number once typing pauses. The brokers offered are every one that ever sent to the funder (with
 * how many items), the listings those items came through.
 */
export function InboxFiltersForm({
  filters,
  onChange,
  choices,
  leading,
}: {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
  choices: InboxChoices;
  /** What shares the row before the button (the search). */
  leading?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const fold = useFold();
  const set = (patch: Partial<InboxFilters>) => {
    const next: Record<string, unknown> = { ...filters, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    onChange(next as InboxFilters);
  };
  const on = inboxFiltersOn(filters);
  const any = t("ui.inbox.filter.any");
  const pick = (name: "product" | "listingId", label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      placeholder={any}
      options={options}
      value={filters[name] ?? ""}
      onValueChange={(value) => set({ [name]: value || undefined })}
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {leading}
        <button type="button" className={buttonClass("secondary")} {...fold.button}>
          {t("ui.inbox.filters", { count: on })}
        </button>
        {on > 0 && (
          <InboxChips
            filters={filters}
            choices={choices}
            onChange={(next) => {
              onChange(next);
              fold.focusButton();
            }}
          />
        )}
      </div>
      <div
        {...fold.panel}
        role="group"
        aria-label={t("ui.inbox.filter.label")}
        className={`${fold.open ? "grid" : "hidden"} items-end gap-3 rounded-md border border-line bg-surface p-3 sm:grid-cols-3 lg:grid-cols-4`}
      >
        {pick(
          "product",
          t("ui.inbox.filter.product"),
          dealProducts.map((p) => ({ value: p, label: t(`ui.submissions.products.${p}`) })),
        )}
        <Combobox
          label={t("ui.inbox.filter.country")}
          options={countryOptions(i18n.language)}
          noMatches={t("ui.inbox.filter.noMatches")}
          value={filters.country ?? ""}
          onChange={(value) => set({ country: value || undefined })}
        />
        <TypedFilter
          name="minAmountMinor"
          label={t("ui.inbox.filter.minAmount")}
          value={major(filters.minAmountMinor as number | undefined)}
          read={minorOf}
          onValue={set}
        />
        <TypedFilter
          name="maxAmountMinor"
          label={t("ui.inbox.filter.maxAmount")}
          value={major(filters.maxAmountMinor as number | undefined)}
          read={minorOf}
          onValue={set}
        />
        {/* Every broker that ever sent: maybe many, so a list to type in. */}
        <Combobox
          label={t("ui.inbox.filter.broker")}
          options={choices.brokerOptions}
          noMatches={t("ui.inbox.filter.noMatches")}
          value={filters.brokerId ?? ""}
          onChange={(value) => set({ brokerId: value || undefined })}
        />
        {pick("listingId", t("ui.inbox.filter.listing"), choices.listings)}
        <TypedFilter
          name="minAgeDays"
          label={t("ui.inbox.filter.minAge")}
          value={filters.minAgeDays === undefined ? "" : String(filters.minAgeDays)}
          read={daysOf}
          onValue={set}
          numeric
        />
        <CheckboxField
          label={t("ui.inbox.filter.mine")}
          checked={filters.assignee === "me"}
          onChange={(e) => set({ assignee: e.target.checked ? "me" : undefined })}
        />
        <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-full">
          {on > 0 && (
            <Button variant="ghost" onClick={() => onChange({})}>
              {t("ui.inbox.filter.clear")}
            </Button>
          )}
          <Button variant="secondary" onClick={fold.close}>
            {t("ui.inbox.filter.done")}
          </Button>
        </div>
      </div>
    </div>
  );
}
