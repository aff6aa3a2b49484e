import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { en } from "./en";

/** Locales written right to left; the layout uses logical properties so nothing else changes. */
const rightToLeft = new Set(["ar"]);

void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

i18next.on("languageChanged", applyDirection);
applyDirection(i18next.language);

function applyDirection(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.has(language.split("-")[0]!) ? "rtl" : "ltr";
}

/**
 * The message key to show for an error code or a schema's error text; unknown -> unknownError.
 * A form field's message counts once its form has loaded the field messages
 * (lib/i18n/field-messages.ts).
 */
export function messageKeyOf(value: string | undefined): MessageKey {
  return value && (isMessageKey(value) || i18next.exists(`messages.${value}`))
    ? (value as MessageKey)
    : "unknownError";
}

/** Translates a form error (a contract message key); unknown keys read "Unknown error". */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message ? t(`messages.${messageKeyOf(message)}`) : undefined;
}

export { i18next };
