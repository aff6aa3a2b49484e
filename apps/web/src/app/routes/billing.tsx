import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { BillingPage } from "@/features/billing/components/billing-page";
import "@/features/billing/i18n";

// The shell's banner (app-shell.tsx) loads with this page's chunk.
export { default as BillingBanner } from "@/features/billing/components/billing-banner";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.billing")} />
      <BillingPage />
    </>
  );
}
