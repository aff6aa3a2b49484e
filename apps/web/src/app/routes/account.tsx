import { useTranslation } from "react-i18next";
import { Card, EmptyState, PageTitle } from "@/components/ui/page";
import { Tabs } from "@/components/ui/tabs";
import { CompanyForm, ProfileForm } from "@/features/user/components/account-forms";
import { TeamManagement } from "@/features/team/components/team-management";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const { state, refreshProfile } = useSession();
  const user = state.user;
  if (!user) return null;
  return (
    <>
      <PageTitle title={t("ui.pages.account")} />
      <Tabs
        label={t("ui.pages.account")}
        tabs={[
          {
            id: "profile",
            label: t("ui.account.profileTab"),
            panel: (
              <Card>
                <ProfileForm user={user} onSaved={refreshProfile} />
              </Card>
            ),
          },
          {
            id: "company",
            label: t("ui.account.companyTab"),
            panel: (
              <Card>
                <CompanyForm user={user} onSaved={refreshProfile} />
              </Card>
            ),
          },
          {
            id: "team",
            label: t("ui.account.teamTab"),
            panel: (
              <Card>
                {user.organization.accountType === "organization" ? (
                  <TeamManagement role={user.organization.role} userId={user.id} />
                ) : (
                  <EmptyState>{t("ui.empty.team")}</EmptyState>
                )}
              </Card>
            ),
          },
        ]}
      />
    </>
  );
}
