import { useTranslation } from "react-i18next";
import { Card, PageTitle } from "@/components/ui/page";
import { ThemePicker } from "@/features/settings/components/theme-picker";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.appearance")} />
      <Card>
        <ThemePicker />
      </Card>
    </>
  );
}
