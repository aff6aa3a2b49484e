import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { OnboardingForm } from "@/features/user/components/onboarding-form";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.onboarding")}>{t("ui.onboarding.intro")}</PageTitle>
      <OnboardingForm onDone={refreshProfile} />
    </>
  );
}
