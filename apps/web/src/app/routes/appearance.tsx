import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import type { Language } from "@portal/contract/user/user-options";
import { Card, PageTitle } from "@/components/ui/page";
import { ConsentSetting } from "@/features/analytics/components/consent-setting";
import { useToast } from "@/components/ui/toast";
import { LanguagePicker } from "@/features/settings/components/language-picker";
import { ThemePicker } from "@/features/settings/components/theme-picker";
import "@/features/user/i18n";
import { updateUser } from "@/features/user/api/user-api";
import { applyLanguage } from "@/lib/i18n";
import { errorMessageKey } from "@/lib/errors";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const { refreshProfile } = useSession();
  // Shown at once on this device, then stored with the person (their profile's language), which
  // every other device and session follows after sign-in.
  const chooseLanguage = async (language: Language) => {
    try {
      await applyLanguage(language);
      await updateUser({ language: language as Language });
      await refreshProfile();
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    }
  };
  return (
    <>
      <PageTitle title={t("ui.pages.appearance")} />
      <Card className="flex flex-col gap-6">
        <ThemePicker />
        <LanguagePicker onChange={(language) => void chooseLanguage(language)} />
        <ConsentSetting />
      </Card>
    </>
  );
}
