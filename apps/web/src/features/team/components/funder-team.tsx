import "../funder-team-i18n";
import { useTranslation } from "react-i18next";
import { QueryState } from "@/components/ui/query-state";
import { useFunderTeam } from "../api/funder-team-api";
import { useTeam } from "../api/team-api";
import { FunderHoldings } from "./funder-team-holdings";
import { FunderInvitations } from "./funder-team-invitations";
import { FunderInvite } from "./funder-team-invite";
import { FunderMembers } from "./funder-team-members";

/**
 * The funder's team page (issue 35): who holds what, the members with their role (managers and
 * underwriters), the invitations out and, for a manager, inviting someone. A funder has no sales
 * hierarchy: no regions, teams or sales roles.
 */
export function FunderTeamPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const holdings = useFunderTeam();
  const overview = useTeam("", "");
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-fg-muted">{t("ui.funderTeam.intro")}</p>
      <QueryState query={holdings}>
        {(team) => (
          <>
            <FunderHoldings team={team} />
            <QueryState query={overview}>
              {(people) => (
                <>
                  <FunderMembers team={people} userId={userId} manager={team.manager} />
                  <FunderInvitations invitations={people.invitations} manager={team.manager} />
                </>
              )}
            </QueryState>
            {team.manager && <FunderInvite />}
          </>
        )}
      </QueryState>
    </div>
  );
}
