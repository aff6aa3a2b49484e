import "../i18n";
import { useTranslation } from "react-i18next";
import { themes, useTheme } from "../hooks/use-theme";

/** Light, dark or system; applied at once and remembered on this device. */
export function ThemePicker() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("ui.theme.label")}</legend>
      {themes.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={theme === value}
            className="accent-primary"
            onChange={() => setTheme(value)}
          />
          {t(`ui.theme.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
