import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { SettingsMenu } from "@/features/settings/components/settings-menu";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.settings")}>{t("ui.settingsIntro")}</PageTitle>
      <SettingsMenu />
    </>
  );
}
