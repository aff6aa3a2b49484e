import "../i18n";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { may } from "@portal/contract/team/team-options";
import type { Member, TeamOverview } from "@portal/contract/team/team-schemas";
import type { MemberRole } from "@portal/contract/user/user-options";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { QueryState } from "@/components/ui/query-state";
import { useHandOver, useRemove, useResend, useRevoke, useTeam } from "../api/team-api";
import { failureOf } from "../errors";
import { InviteForm } from "./invite-form";
import { MemberEditor } from "./member-editor";
import { InvitationsTable, MembersTable } from "./team-tables";
import { ViewLog } from "./view-log";
import { StructureEditor } from "./structure-editor";

/** Account > Team management (spec §2): members, pending invitations, invite, edit, the structure. */
export function TeamManagement({ role, userId }: { role: MemberRole; userId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [roleFilter, setRoleFilter] = useState("");
  const shown = useTeam(useDeferredValue(search), roleFilter);
  const whole = useTeam("", "");
  const canEdit = may(role, "placeMember");
  const [chosen, setChosen] = useState<Chosen>({ userIds: [], invitationIds: [] });
  const choice = may(role, "removeMember") ? { chosen, setChosen, userId } : undefined;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-fg-muted">
        {t("ui.team.intro")} {!canEdit && t("ui.team.readOnly")}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            type="search"
            label={t("ui.team.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="basis-40">
          <SelectField
            label={t("ui.team.roleFilter")}
            value={roleFilter}
            onValueChange={(value) => setRoleFilter(value)}
            placeholder={t("ui.team.anyRole")}
            options={(["owner", "admin", "member"] as const).map((r) => ({
              value: r,
              label: t(`ui.team.roles.${r}`),
            }))}
          />
        </div>
      </div>
      <QueryState query={shown} isEmpty={() => false} empty="">
        {(team) => (
          <>
            {choice && (
              <RemoveChosen
                chosen={chosen}
                onDone={() => setChosen({ userIds: [], invitationIds: [] })}
              />
            )}
            <Members
              team={team}
              whole={whole.data ?? team}
              role={role}
              userId={userId}
              choice={choice}
            />
            <Invitations team={team} canEdit={canEdit} choice={choice} />
          </>
        )}
      </QueryState>
      {canEdit && <InviteForm />}
      {may(role, "handOver") && whole.data && <HandOver team={whole.data} userId={userId} />}
      {whole.data && <StructureEditor team={whole.data} canEdit={may(role, "manageStructure")} />}
      {may(role, "viewAsMember") && <ViewLog />}
    </div>
  );
}

function Members({
  team,
  whole,
  role,
  userId,
  choice,
}: {
  team: TeamOverview;
  whole: TeamOverview;
  role: MemberRole;
  userId: string;
  choice?: Choice;
}) {
  const { t } = useTranslation();
  const canEdit = may(role, "placeMember");
  const [editing, setEditing] = useState<Member | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (userId: string | null) =>
    whole.members.find((m) => m.userId === userId)?.name ?? t("ui.team.nobody");
  const placeOf = (m: Member) =>
    whole.teams.find((x) => x.id === m.teamId)?.name ??
    whole.regions.find((r) => r.id === m.regionId)?.name ??
    t("ui.team.none");
  return (
    <section aria-labelledby="team-members" className="flex flex-col gap-2">
      <h3 id="team-members" className="text-base font-semibold">
        {t("ui.team.members")} ({team.members.length})
      </h3>
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
      {team.members.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.team.noMembers")}</p>
      ) : (
        <MembersTable
          members={team.members}
          placeOf={placeOf}
          nameOf={nameOf}
          canEdit={canEdit}
          canDisable={may(role, "disableMember")}
          canView={may(role, "viewAsMember")}
          userId={userId}
          choosing={
            choice && {
              ids: choice.chosen.userIds,
              onChange: (userIds) => choice.setChosen((c) => ({ ...c, userIds })),
              userId: choice.userId,
            }
          }
          onEdit={(m) => {
            setDone(null);
            setEditing(m);
          }}
          onDone={setDone}
        />
      )}
      {editing && (
        <MemberEditor
          member={editing}
          team={whole}
          onDone={(saved) => {
            if (saved) setDone(t("ui.team.saved", { name: editing.name }));
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

function Invitations({
  team,
  canEdit,
  choice,
}: {
  team: TeamOverview;
  canEdit: boolean;
  choice?: Choice;
}) {
  const { t } = useTranslation();
  const resend = useResend();
  const revoke = useRevoke();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function act(work: () => Promise<unknown>, said: string) {
    setFailure(null);
    setDone(null);
    try {
      await work();
      setDone(said);
    } catch (error) {
      setFailure(failureOf(error));
    }
  }
  return (
    <section aria-labelledby="team-invitations" className="flex flex-col gap-2">
      <h3 id="team-invitations" className="text-base font-semibold">
        {t("ui.team.invitations")} ({team.invitations.length})
      </h3>
      <FormFailure message={failure} />
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
      {team.invitations.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.team.noInvitations")}</p>
      ) : (
        <InvitationsTable
          invitations={team.invitations}
          choosing={
            choice && {
              ids: choice.chosen.invitationIds,
              onChange: (invitationIds) => choice.setChosen((c) => ({ ...c, invitationIds })),
            }
          }
          actions={
            canEdit
              ? (i) => (
                  <span className="inline-flex gap-2">
                    <Button
                      variant="secondary"
                      disabled={resend.isPending}
                      onClick={() =>
                        void act(
                          () => resend.mutateAsync(i.id),
                          t("ui.team.resent", { email: i.email }),
                        )
                      }
                    >
                      {t("ui.team.resendShort")}
                      <span className="sr-only">{` ${i.email}`}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={revoke.isPending}
                      onClick={() =>
                        void act(
                          () => revoke.mutateAsync(i.id),
                          t("ui.team.revoked", { email: i.email }),
                        )
                      }
                    >
                      {t("ui.team.revokeShort")}
                      <span className="sr-only">{` ${i.email}`}</span>
                    </Button>
                  </span>
                )
              : undefined
          }
        />
      )}
    </section>
  );
}

interface Chosen {
  userIds: string[];
  invitationIds: string[];
}
interface Choice {
  chosen: Chosen;
  setChosen: (update: (current: Chosen) => Chosen) => void;
  /** The viewer: they cannot choose themselves. */
  userId: string;
}

/**
 * Removes the chosen members and invitations at once, after asking. The button shows only once
 * something is chosen (a red "Remove selected (0)" sat on top of the page).
 */
function RemoveChosen({ chosen, onDone }: { chosen: Chosen; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useRemove();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState(false);
  const count = chosen.userIds.length + chosen.invitationIds.length;
  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(chosen);
      setDone(true);
      onDone();
    } catch (error) {
      setFailure(failureOf(error));
    }
    setAsking(false);
  }
  if (count === 0 && !done && !failure) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {count > 0 && (
        <Button
          variant="danger"
          onClick={() => {
            setDone(false);
            setAsking(true);
          }}
        >
          {t("ui.team.removeSelected", { count })}
        </Button>
      )}
      {done && (
        <p role="status" className="text-sm text-success">
          {t("ui.team.removed")}
        </p>
      )}
      <FormFailure message={failure} />
      <ConfirmDialog
        open={asking}
        title={t("ui.team.removeTitle", { count })}
        confirm={t("ui.team.removeConfirm")}
        cancel={t("ui.team.cancel")}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t("ui.team.removeBody")}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The owner hands the organization over to an active member (and becomes an admin). */
function HandOver({ team, userId }: { team: TeamOverview; userId: string }) {
  const { t } = useTranslation();
  const handOver = useHandOver();
  const [to, setTo] = useState("");
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const candidates = team.members.filter((m) => m.userId !== userId && !m.disabled);
  const name = candidates.find((m) => m.userId === to)?.name ?? "";
  if (candidates.length === 0) return null;
  async function confirm() {
    setFailure(null);
    try {
      await handOver.mutateAsync(to);
      setDone(t("ui.team.handOver.done", { name }));
    } catch (error) {
      setFailure(failureOf(error));
    }
    setAsking(false);
  }
  return (
    <section aria-labelledby="team-hand-over" className="flex flex-col gap-3">
      <h3 id="team-hand-over" className="text-base font-semibold">
        {t("ui.team.handOver.title")}
      </h3>
      <p className="text-sm text-fg-muted">{t("ui.team.handOver.intro")}</p>
      <FormFailure message={failure} />
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 basis-64">
          <SelectField
            label={t("ui.team.handOver.to")}
            value={to}
            onValueChange={(value) => setTo(value)}
            placeholder=""
            options={candidates.map((m) => ({ value: m.userId, label: `${m.name} (${m.email})` }))}
          />
        </div>
        <Button variant="secondary" disabled={!to} onClick={() => setAsking(true)}>
          {t("ui.team.handOver.button")}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t("ui.team.handOver.confirmTitle", { name })}
        confirm={t("ui.team.handOver.button")}
        cancel={t("ui.team.cancel")}
        busy={handOver.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t("ui.team.handOver.confirmBody")}</p>
      </ConfirmDialog>
    </section>
  );
}
