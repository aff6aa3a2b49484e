import { countries, currencies } from "@portal/contract/user/user-options";

function names(type: "region" | "currency", language: string) {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return undefined;
  }
}

export function countryOptions(language: string) {
  const display = names("region", language);
  return countries
    .map((code) => ({ value: code, label: display?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export function currencyOptions(language: string) {
  const display = names("currency", language);
  return currencies.map((code) => ({
    value: code,
    label: `${code} · ${display?.of(code) ?? code}`,
  }));
}
