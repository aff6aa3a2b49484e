import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { en } from "./en";

void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

// The layout uses logical properties, so the direction on <html> is all that flips for Arabic.
i18next.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
});

/**
 * Shows the portal in `language` and remembers it on this device (public/theme-init.js applies it
 * before the next first paint). English is built in; the Arabic strings and font are a chunk of
 * their own, fetched only when Arabic is chosen (docs/decisions/045-arabic-right-to-left.md).
 */
export async function applyLanguage(language: string) {
  const next = language === "ar" ? "ar" : "en";
  if (next === "ar" && !i18next.hasResourceBundle(next, "translation"))
    i18next.addResourceBundle(next, "translation", (await import("./ar")).ar);
  localStorage.setItem("language", next);
  await i18next.changeLanguage(next);
}

/** Settles when the language this device last showed is ready (main.tsx renders then). */
export const languageReady =
  // Arabic last time (theme-init.js set <html lang="ar">): its strings load before the first render.
  document.documentElement.lang === "ar"
    ? applyLanguage("ar").catch(() => (document.documentElement.dir = "ltr"))
    : Promise.resolve();

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
