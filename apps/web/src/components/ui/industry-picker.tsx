import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { industries, type Industry } from "@portal/contract/deals/industries";
import { synonymsOf } from "@portal/contract/deals/industry-synonyms";
import "@/lib/i18n/pickers";
import "@/lib/i18n/pickers-industries";
import { Combobox, type ComboboxProps } from "./combobox";
import type { ComboOption } from "./combobox-search";

type Omitted = "options" | "noMatches" | "more" | "removeLabel";
type Props =
  | Omit<Extract<ComboboxProps, { multiple?: false }>, Omitted>
  | Omit<Extract<ComboboxProps, { multiple: true }>, Omitted>;

/** The industries by name in the person's language, "Other" last, found by everyday words too. */
function useIndustryOptions(): ComboOption[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      industries
        .map((code: Industry) => ({
          value: code,
          label: t(`ui.pickers.industries.${code}`),
          keywords: synonymsOf(code),
        }))
        .sort((a, b) =>
          a.value === "other"
            ? 1
            : b.value === "other"
              ? -1
              : a.label.localeCompare(b.label, i18n.language),
        ),
    [t, i18n.language],
  );
}

/**
 * The one industry picker: finds an industry by its name or an everyday word ("coffee", "salon",
 * "plumber", "مخبز"; contract/deals/industry-synonyms.ts). One code, or with `multiple` several
 * as chips (a listing's excluded industries). Controlled, for react-hook-form's `Controller`.
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
