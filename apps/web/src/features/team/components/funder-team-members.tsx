import "../funder-team-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { Member, TeamOverview } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmailAddress } from "@/components/ui/email-address";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { useFunderTeamRefresh } from "../api/funder-team-api";
import { useRemove } from "../api/team-api";
import { failureOf } from "../errors";

/**
 * The funder's members with their role (Manager or Underwriter); a manager removes anyone but
 * themselves and the owner, after saying that their deals go back to the team.
 */
export function FunderMembers({
  team,
  userId,
  manager,
}: {
  team: TeamOverview;
  userId: string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemove();
  const refresh = useFunderTeamRefresh();
  const [asking, setAsking] = useState<Member | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const label = (key: string) => t(`ui.funderTeam.members.${key}`);

  async function confirm(member: Member) {
    setFailure(null);
    try {
      await remove.mutateAsync({ userIds: [member.userId], invitationIds: [] });
      await refresh();
      toast("success", t("ui.funderTeam.members.removed", { name: member.name }));
    } catch (error) {
      setFailure(failureOf(error));
    }
    setAsking(null);
  }

  const columns: DataColumn<Member>[] = [
    {
      id: "name",
      header: label("name"),
      rowHeader: true,
      className: "font-medium [overflow-wrap:anywhere]",
      sortValue: (m) => m.name,
      cell: (m) =>
        m.userId === userId ? t("ui.funderTeam.members.you", { name: m.name }) : m.name,
    },
    { id: "email", header: label("email"), cell: (m) => <EmailAddress email={m.email} /> },
    { id: "role", header: label("role"), cell: (m) => t(`ui.funderTeam.roles.${m.role}`) },
  ];
  if (manager)
    columns.push({
      id: "actions",
      header: label("actions"),
      hideHeader: true,
      align: "end",
      cell: (m) =>
        m.role !== "owner" &&
        m.userId !== userId && (
          <Button
            variant="secondary"
            aria-label={t("ui.funderTeam.members.removeLabel", { name: m.name })}
            onClick={() => setAsking(m)}
          >
            {label("remove")}
          </Button>
        ),
    });

  return (
    <section aria-labelledby="funder-members" className="flex flex-col gap-3">
      <h2 id="funder-members" className="text-lg font-semibold">
        {label("title")}
      </h2>
      <FormFailure message={failure} />
      <DataTable
        label={label("label")}
        columns={columns}
        rows={team.members.filter((m) => !m.disabled)}
        rowId={(m) => m.userId}
        density="compact"
      />
      <ConfirmDialog
        open={asking !== null}
        title={t("ui.funderTeam.members.confirmTitle", { name: asking?.name ?? "" })}
        confirm={label("confirm")}
        cancel={label("cancel")}
        busy={remove.isPending}
        onConfirm={() => asking && void confirm(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{label("confirmBody")}</p>
      </ConfirmDialog>
    </section>
  );
}
