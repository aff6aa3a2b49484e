import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { claimInvitation } from "@/features/team/api/team-api";
import { keepPendingInvitation, takePendingInvitation } from "@/features/team/pending-invitation";
import { OnboardingForm } from "@/features/user/components/onboarding-form";
import { useSession } from "../session-provider";

/**
 * Registration done with an invitation link kept (opened signed out, then "Register to accept" or
 * "Log in to accept", by password, Google or Apple): the invitation is claimed, then the dashboard
 * (spec section 4). Should claiming fail, the link is kept again and the app shell opens it, where
 * the invitation page says why.
 */
async function claimKeptInvitation() {
  const link = takePendingInvitation();
  if (!link) return;
  const url = new URL(link, window.location.origin);
  try {
    await claimInvitation(
      decodeURIComponent(url.pathname.slice("/invite/".length)),
      url.searchParams.get("secret") ?? "",
    );
  } catch {
    keepPendingInvitation(link);
  }
}

export function Component() {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.onboarding")}>{t("ui.onboarding.intro")}</PageTitle>
      <OnboardingForm
        onDone={async () => {
          await claimKeptInvitation();
          await refreshProfile();
        }}
      />
    </>
  );
}
