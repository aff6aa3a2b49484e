import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  industries,
  naicsNumbersOf,
  parentIndustry,
  type Industry,
} from "@portal/contract/deals/industries";
import { synonymsOf } from "@portal/contract/deals/industry-synonyms";
import "@/lib/i18n/pickers";
import "@/lib/i18n/pickers-industries";
import { Combobox, type ComboboxProps } from "./combobox";
import type { ComboOption } from "./combobox-search";

type Omitted = "options" | "noMatches" | "more" | "removeLabel";
type Props =
  | Omit<Extract<ComboboxProps, { multiple?: false }>, Omitted>
  | Omit<Extract<ComboboxProps, { multiple: true }>, Omitted>;

/**
 * The industries by name in the person's language as the tree they form: each sector (and each
 * category funders restrict by name) by name, the groups inside it indented under it, and the
 * finer industries under their group with the group's name after theirs, so a funder can exclude
 * "Bail bonds" alone or "Other services" whole. "Other" last; found by everyday words and by
 * NAICS number ("541191") too.
 */
function useIndustryOptions(): ComboOption[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const name = (code: Industry) => t(`ui.pickers.industries.${code}`);
    const byName = (a: Industry, b: Industry) =>
      a === "other" ? 1 : b === "other" ? -1 : name(a).localeCompare(name(b), i18n.language);
    const children = new Map<Industry | undefined, Industry[]>();
    for (const code of industries) {
      const parent = parentIndustry(code);
      children.set(parent, [...(children.get(parent) ?? []), code]);
    }
    const options: ComboOption[] = [];
    const add = (code: Industry, depth: number) => {
      const parent = parentIndustry(code);
      options.push({
        value: code,
        label: name(code),
        keywords: [...synonymsOf(code), ...naicsNumbersOf(code)],
        depth,
        context: depth >= 2 && parent ? name(parent) : undefined,
      });
      for (const child of (children.get(code) ?? []).sort(byName)) add(child, depth + 1);
    };
    for (const top of (children.get(undefined) ?? []).sort(byName)) add(top, 0);
    return options;
  }, [t, i18n.language]);
}

/**
 * The one industry picker: finds an industry by its name, an everyday word ("coffee", "salon",
 * "plumber", "مخبز"; contract/deals/industry-synonyms.ts) or its NAICS number. One code, or with
 * `multiple` several as chips (a listing's excluded industries). Controlled, for react-hook-form's
 * `Controller`.
 */
export function IndustryPicker(props: Props) {
  const { t } = useTranslation();
  const options = useIndustryOptions();
  const shared = {
    options,
    noMatches: t("ui.pickers.noMatches"),
    more: (count: number) => t("ui.pickers.more", { count }),
  };
  return props.multiple ? (
    <Combobox {...props} {...shared} removeLabel={(name) => t("ui.pickers.remove", { name })} />
  ) : (
    <Combobox {...props} {...shared} />
  );
}
