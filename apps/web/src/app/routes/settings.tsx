import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { SettingsMenu } from "@/features/settings/components/settings-menu";
import { lazy, Suspense } from "react";
import { useSession } from "../session-provider";

const WalletSettingsCard = lazy(() =>
  import("@/features/wallet/components/wallet-settings").then((m) => ({
    default: m.WalletSettingsCard,
  })),
);
const InboxSettingsCard = lazy(() =>
  import("@/features/submissions/components/inbox-settings").then((m) => ({
    default: m.InboxSettingsCard,
  })),
);

export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  const organization = state.user?.organization;
  // The commission rules are a brokerage's (funders have no wallet); the response target a funder's.
  const broker = organization && organization.accountType !== "funder";
  const funder = organization?.accountType === "funder";
  return (
    <>
      <PageTitle title={t("ui.pages.settings")} />
      <SettingsMenu />
      {broker && (
        <Suspense fallback={null}>
          <WalletSettingsCard />
        </Suspense>
      )}
      {funder && (
        <Suspense fallback={null}>
          <InboxSettingsCard
            mayChange={organization.role === "owner" || organization.role === "admin"}
          />
        </Suspense>
      )}
    </>
  );
}
