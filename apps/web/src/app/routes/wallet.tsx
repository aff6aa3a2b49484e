import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { WalletPage } from "@/features/wallet/components/wallet-page";
import "@/features/wallet/i18n";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.wallet.page")} />
      <WalletPage />
    </>
  );
}
