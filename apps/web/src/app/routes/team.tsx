import { useTranslation } from "react-i18next";
import type { User } from "@portal/contract/user/user-schemas";
import { Card, PageTitle } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { FunderTeamPage } from "@/features/team/components/funder-team";
import { TeamManagement } from "@/features/team/components/team-management";
import "../nav-i18n";
import { useSession } from "../session-provider";

/**
 * Team management, or why there is none (a solo broker): the Team page and the Account tab. A
 * funder organization sees its underwriting team instead (issue 35).
 */
export function TeamPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card>
      {user.organization.accountType === "funder" ? (
        <FunderTeamPage userId={user.id} />
      ) : user.organization.accountType === "organization" ? (
        <TeamManagement role={user.organization.role} userId={user.id} />
      ) : (
        <EmptyState>{t("ui.empty.team")}</EmptyState>
      )}
    </Card>
  );
}

/**
 * Team management (spec §2) at `/team`, in the sidebar for broker and funder organizations (it was
 * only a tab of Settings › Account, which still shows it for the links that open it: decision 051).
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSession().state.user;
  if (!user) return null;
  return (
    <>
      <PageTitle title={t("ui.pages.team")} />
      <TeamPanel user={user} />
    </>
  );
}
