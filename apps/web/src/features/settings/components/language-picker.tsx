import { useTranslation } from "react-i18next";
import { languages, type Language } from "@portal/contract/user/user-options";

/**
 * English or Arabic (right to left). The route applies the choice at once and stores it with the
 * person's profile; the language names are written in their own script, so anyone finds theirs.
 */
export function LanguagePicker({ onChange }: { onChange(language: Language): void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("ui.onboarding.language")}</legend>
      {languages.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="language"
            value={value}
            checked={i18n.language === value}
            className="accent-primary"
            onChange={() => onChange(value)}
          />
          <span lang={value}>{t(`ui.onboarding.languages.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
