import "../inbox-i18n";
import { useTranslation } from "react-i18next";
import type { SelectOption } from "@/components/ui/select";
import { countryOptions } from "@/lib/display-names";
import { formatNumber } from "@/lib/format";
import type { InboxFilterKey, InboxFilters } from "./inbox-params";

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
    <ul aria-label={label("on")} className="flex flex-wrap items-center gap-2">
      {chips.map(({ key, text }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 ps-3 pe-1 text-sm text-fg"
        >
          <span>{text}</span>
          <button
            type="button"
            aria-label={t("ui.inbox.filter.remove", { filter: text })}
            className="inline-flex size-6 items-center justify-center rounded-full text-fg-muted hover:bg-line hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => {
              const next = { ...filters };
              delete next[key];
              onChange(next);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
