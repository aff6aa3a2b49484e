import "../inbox-i18n";
import { useTranslation } from "react-i18next";
import type { SelectOption } from "@/components/ui/select";
import { countryOptions } from "@/lib/display-names";
import { formatNumber } from "@/lib/format";
import type { InboxFilterKey, InboxFilters } from "./inbox-params";
import { FilterChips } from "@/components/ui/filter-chips";

/** The brokers and listings the filters offer, named. */
export interface InboxChoices {
  brokers: SelectOption[];
  /** The brokers as the filter offers them: each with how many items it sent. */
  brokerOptions: SelectOption[];
  listings: SelectOption[];
  /** The holders seen, to name a member the team page filtered by (`?assignee=<id>`). */
  assignees: SelectOption[];
}

/** The filters on, as chips ("Product: Term loan ×"); × takes that one filter off. */
export function InboxChips({
  filters,
  choices,
  onChange,
}: {
  filters: InboxFilters;
  choices: InboxChoices;
  onChange: (filters: InboxFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const named = (options: readonly SelectOption[], value: string) =>
    options.find((o) => o.value === value)?.label ?? value;
  const label = (key: string) => t(`ui.inbox.filter.${key}`);
  const amount = (minor: unknown) => formatNumber(Number(minor) / 100, i18n.language);
  const chips: { key: InboxFilterKey; text: string }[] = [];
  const add = (key: InboxFilterKey, text: string) => chips.push({ key, text });
  if (filters.product)
    add("product", `${label("product")}: ${t(`ui.submissions.products.${filters.product}`)}`);
  if (filters.country)
    add("country", `${label("country")}: ${named(countryOptions(i18n.language), filters.country)}`);
  if (filters.minAmountMinor !== undefined)
    add("minAmountMinor", `${label("minAmount")}: ${amount(filters.minAmountMinor)}`);
  if (filters.maxAmountMinor !== undefined)
    add("maxAmountMinor", `${label("maxAmount")}: ${amount(filters.maxAmountMinor)}`);
  if (filters.brokerId)
    add("brokerId", `${label("broker")}: ${named(choices.brokers, filters.brokerId)}`);
  if (filters.listingId)
    add("listingId", `${label("listing")}: ${named(choices.listings, filters.listingId)}`);
  if (filters.minAgeDays !== undefined)
    add(
      "minAgeDays",
      `${label("minAge")}: ${formatNumber(Number(filters.minAgeDays), i18n.language)}`,
    );
  if (filters.assignee === "me") add("assignee", label("mine"));
  else if (filters.assignee)
    add(
      "assignee",
      `${t("ui.inbox.columns.assignee")}: ${
        filters.assignee === "none"
          ? t("ui.inbox.nobody")
          : named(choices.assignees, filters.assignee)
      }`,
    );
  return (
    <FilterChips
      label={label("on")}
      chips={chips}
      removeLabel={(text) => t("ui.inbox.filter.remove", { filter: text })}
      onRemove={(key) => {
        const next = { ...filters };
        delete next[key];
        onChange(next);
      }}
    />
  );
}
