// Names for the codes the contract stores (countries), in the person's language,
// from the browser's Intl.DisplayNames: loaded with the forms and pages that show them.
import { countries } from "@portal/contract/user/user-options";

function names(type: "region", language: string) {
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

/** A country's name in `language` ("United Kingdom" for GB), or the code when the browser has none. */
export function countryName(code: string, language: string) {
  return names("region", language)?.of(code) ?? code;
}

/**
 * A currency's name in `language` ("British pound", "جنيه إسترليني" for GBP), where a heading or a
 * choice names a currency without an amount: never its code (issue 36), the code when the browser
 * has no name.
 */
export function currencyName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: "currency" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
