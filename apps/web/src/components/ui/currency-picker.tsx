import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryCurrency } from "@portal/contract/user/country-currencies";
import { currencies as allCurrencies } from "@portal/contract/user/user-options";
import "@/lib/i18n/pickers";
import { usePersonCurrencies } from "@/lib/person-currencies";
import { Combobox, type ComboboxProps } from "./combobox";
import type { ComboOption } from "./combobox-search";

type Props = Omit<
  Extract<ComboboxProps, { multiple?: false }>,
  "options" | "noMatches" | "more" | "multiple"
> & {
  /** The currencies the form's API accepts; every ISO 4217 currency when not given. */
  currencies?: readonly string[];
  /** More codes to offer first (onboarding: the currency of the country just chosen). */
  first?: readonly (string | undefined)[];
};

const namers = new Map<string, Intl.DisplayNames | null>();
/** A currency's name in `language` ("British Pound"), from the browser; the code without one. */
function currencyName(code: string, language: string) {
  if (!namers.has(language)) {
    try {
      namers.set(language, new Intl.DisplayNames([language], { type: "currency" }));
    } catch {
      namers.set(language, null);
    }
  }
  return namers.get(language)?.of(code) ?? code;
}

/**
 * The currencies as options, "GBP · British Pound" in the person's language, found by code and by
 * name in English and Arabic ("pound", "جنيه"); `first` before the rest, in their order.
 */
export function currencyOptions(
  codes: readonly string[],
  language: string,
  first: readonly string[],
): ComboOption[] {
  const option = (code: string, isFirst: boolean): ComboOption => ({
    value: code,
    label: `${code} · ${currencyName(code, language)}`,
    keywords: [currencyName(code, "en"), currencyName(code, "ar")],
    first: isFirst || undefined,
  });
  const top = [...new Set(first)].filter((c) => codes.includes(c));
  return [
    ...top.map((c) => option(c, true)),
    ...codes.filter((c) => !top.includes(c)).map((c) => option(c, false)),
  ];
}

/**
 * The one currency picker: searchable by code and name, the person's display currency and their
 * country's currency first, then the rest. Controlled (`value`, `onChange`), for `Controller`.
 */
export function CurrencyPicker({ currencies = allCurrencies, first = [], ...props }: Props) {
  const { t, i18n } = useTranslation();
  const person = usePersonCurrencies();
  const preferred = [person.displayCurrency, countryCurrency(person.country), ...first];
  const key = preferred.join();
  const options = useMemo(
    () =>
      currencyOptions(
        currencies,
        i18n.language,
        key.split(",").filter((c) => c),
      ),
    [currencies, i18n.language, key],
  );
  return (
    <Combobox
      {...props}
      options={options}
      noMatches={t("ui.pickers.noMatches")}
      more={(count) => t("ui.pickers.more", { count })}
    />
  );
}
