import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { salesRolePlace, salesRoles, type SalesRole } from "@portal/contract/team/team-options";
import type { Member, TeamOverview } from "@portal/contract/team/team-schemas";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { usePlace } from "../api/team-api";
import { failureOf } from "../errors";

/**
 * Places one member: team role (not the owner's: hand-over changes that), sales role, the team or
 * region the role needs, and who they report to. The server checks all of it again.
 */
export function MemberEditor({
  member,
  team,
  onDone,
}: {
  member: Member;
  team: TeamOverview;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const place = usePlace();
  const [role, setRole] = useState(member.role);
  const [salesRole, setSalesRole] = useState<SalesRole>(member.salesRole);
  const [teamId, setTeamId] = useState(member.teamId ?? "");
  const [regionId, setRegionId] = useState(member.teamId ? "" : (member.regionId ?? ""));
  const [managerId, setManagerId] = useState(member.managerId ?? "");
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const needs = salesRolePlace[salesRole];

  async function save() {
    setFailure(null);
    try {
      await place.mutateAsync({
        userId: member.userId,
        body: {
          ...(member.role !== "owner" && role !== "owner" ? { role } : {}),
          salesRole,
          teamId: needs === "region" ? null : teamId || null,
          regionId: needs === "region" || (!teamId && needs === "none") ? regionId || null : null,
          managerId: managerId || null,
        },
      });
      onDone(true);
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  const teamOptions = team.teams.map((x) => ({
    value: x.id,
    label: `${x.name} · ${team.regions.find((r) => r.id === x.regionId)?.name ?? ""}`,
  }));
  return (
    <ConfirmDialog
      open
      title={t("ui.team.editTitle", { name: member.name })}
      confirm={t("ui.team.save")}
      cancel={t("ui.team.cancel")}
      busy={place.isPending}
      onConfirm={() => void save()}
      onCancel={() => onDone(false)}
    >
      <FormFailure message={failure} />
      {member.role !== "owner" && (
        <SelectField
          label={t("ui.team.columns.role")}
          value={role}
          onValueChange={(value) => setRole(value as "admin" | "member")}
          options={(["admin", "member"] as const).map((r) => ({
            value: r,
            label: t(`ui.team.roles.${r}`),
          }))}
        />
      )}
      <SelectField
        label={t("ui.team.columns.salesRole")}
        value={salesRole}
        onValueChange={(value) => setSalesRole(value as SalesRole)}
        options={salesRoles.map((r) => ({ value: r, label: t(`ui.team.salesRoles.${r}`) }))}
      />
      {needs !== "region" && (
        <SelectField
          label={t("ui.team.structure.teams")}
          value={teamId}
          onValueChange={(value) => setTeamId(value)}
          placeholder={t("ui.team.none")}
          options={teamOptions}
        />
      )}
      {(needs === "region" || (needs === "none" && !teamId)) && (
        <SelectField
          label={t("ui.team.structure.region")}
          value={regionId}
          onValueChange={(value) => setRegionId(value)}
          placeholder={t("ui.team.none")}
          options={team.regions.map((r) => ({ value: r.id, label: r.name }))}
        />
      )}
      <SelectField
        label={t("ui.team.columns.manager")}
        value={managerId}
        onValueChange={(value) => setManagerId(value)}
        placeholder={t("ui.team.nobody")}
        options={team.members
          .filter((m) => m.userId !== member.userId)
          .map((m) => ({ value: m.userId, label: `${m.name} (${m.email})` }))}
      />
    </ConfirmDialog>
  );
}
