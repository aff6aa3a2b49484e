import { useTranslation } from "react-i18next";
import { Card, EmptyState, PageTitle } from "../../components/ui/page";
import { useToast } from "../../components/ui/toast";
import { ChangePasswordForm } from "../../features/identity/components/password-forms";

export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      <PageTitle title={t("ui.pages.security")} />
      <div className="flex flex-col gap-4">
        <Card title={t("ui.passwordReset.changePassword")}>
          <ChangePasswordForm onDone={() => toast("success", t("ui.passwordReset.changed"))} />
        </Card>
        <EmptyState>{t("ui.empty.security")}</EmptyState>
      </div>
    </>
  );
}
