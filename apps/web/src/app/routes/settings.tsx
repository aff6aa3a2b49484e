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

export function Component() {
  const { t } = useTranslation();
  const { state } = useSession();
  // The commission rules are a brokerage's (funders have no wallet).
  const broker = state.user?.organization && state.user.organization.accountType !== "funder";
  return (
    <>
      <PageTitle title={t("ui.pages.settings")} />
      <SettingsMenu />
      {broker && (
        <Suspense fallback={null}>
          <WalletSettingsCard />
        </Suspense>
      )}
    </>
  );
}
