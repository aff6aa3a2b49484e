import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, PageTitle } from "../../components/ui/page";
import { applyTheme, readTheme, themes, type Theme } from "../../lib/theme";

export function Component() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readTheme);
  return (
    <>
      <PageTitle title={t("ui.pages.appearance")} />
      <Card>
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
                onChange={() => {
                  setTheme(value);
                  applyTheme(value);
                }}
              />
              {t(`ui.theme.${value}`)}
            </label>
          ))}
        </fieldset>
      </Card>
    </>
  );
}
