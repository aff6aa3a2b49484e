import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { useSearchParams } from "react-router";
import { Card, PageTitle } from "@/components/ui/page";
import { Tabs } from "@/components/ui/tabs";
import { may } from "@portal/contract/team/team-options";
import { CompanyForm, ProfileForm } from "@/features/user/components/account-forms";
import { ImagePicker } from "@/features/user/components/image-picker";
import { useSession } from "../session-provider";
import { TeamPanel } from "./team";

export function Component() {
  const { t } = useTranslation();
  const { state, refreshProfile } = useSession();
  // The tab is kept in the URL (`?tab=team`), so links and the way back from a view open it.
  const [params, setParams] = useSearchParams();
  const user = state.user;
  if (!user) return null;
  return (
    <>
      <PageTitle title={t("ui.pages.account")} />
      <Tabs
        label={t("ui.pages.account")}
        selected={params.get("tab") ?? "profile"}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
        tabs={[
          {
            id: "profile",
            label: t("ui.account.profileTab"),
            panel: (
              <Card className="flex flex-col gap-6">
                <ImagePicker
                  target="avatar"
                  name={`${user.profile.firstName} ${user.profile.lastName}`}
                  url={user.avatarUrl}
                  onSaved={refreshProfile}
                />
                <ProfileForm user={user} onSaved={refreshProfile} />
              </Card>
            ),
          },
          {
            id: "company",
            label: t("ui.account.companyTab"),
            panel: (
              <Card className="flex flex-col gap-6">
                <ImagePicker
                  target="logo"
                  name={user.organization.name}
                  url={user.organization.logoUrl}
                  editable={may(user.organization.role, "editCompany")}
                  onSaved={refreshProfile}
                />
                <CompanyForm user={user} onSaved={refreshProfile} />
              </Card>
            ),
          },
          {
            id: "team",
            label: t("ui.account.teamTab"),
            // Also the Team page's (`/team`, in the sidebar); kept here for the links to it.
            panel: <TeamPanel user={user} />,
          },
        ]}
      />
    </>
  );
}
