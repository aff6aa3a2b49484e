import "../i18n";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Ellipsis from "lucide-react/icons/ellipsis";
import type { Invitation, Member } from "@portal/contract/team/team-schemas";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmailAddress } from "@/components/ui/email-address";
import { formatDate } from "@/lib/format";
import { MemberActions } from "./member-actions";

/** Rows chosen for removal (members or invitations); the viewer cannot choose themselves. */
export interface Choosing {
  ids: string[];
  onChange: (ids: string[]) => void;
  userId: string;
}

const fullName = (m: Member) => `${m.name} (${m.email})`;

/** The members, one row each (a card on a phone): who, their roles and place, edit and more. */
export function MembersTable({
  members,
  placeOf,
  nameOf,
  canEdit,
  canDisable,
  canView,
  userId,
  choosing,
  onEdit,
  onDone,
}: {
  members: Member[];
  placeOf: (m: Member) => string;
  nameOf: (userId: string | null) => string;
  canEdit: boolean;
  canDisable: boolean;
  canView: boolean;
  userId: string;
  choosing?: Choosing;
  onEdit: (m: Member) => void;
  onDone: (said: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const header = (c: string) => t(`ui.team.columns.${c}`);
  const columns: DataColumn<Member>[] = [
    {
      id: "name",
      header: header("name"),
      sortValue: (m) => m.name,
      cell: (m) => (
        <span className="inline-flex min-w-0 items-start gap-2 align-top">
          <Avatar name={m.name} url={m.avatarUrl} size={32} />
          <span className="min-w-0">
            <span className="block font-medium">{m.name}</span>
            <span className="block text-fg-muted">
              <EmailAddress email={m.email} />
            </span>
          </span>
        </span>
      ),
    },
    { id: "role", header: header("role"), cell: (m) => t(`ui.team.roles.${m.role}`) },
    {
      id: "salesRole",
      header: header("salesRole"),
      cell: (m) => t(`ui.team.salesRoles.${m.salesRole}`),
    },
    { id: "place", header: header("place"), sortValue: placeOf, cell: placeOf },
    { id: "manager", header: header("manager"), cell: (m) => nameOf(m.managerId) },
    {
      id: "status",
      header: header("status"),
      cell: (m) => (
        <Badge tone={m.disabled ? "danger" : "success"}>
          {t(`ui.team.status.${m.disabled ? "disabled" : "active"}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: header("actions"),
      hideHeader: true,
      align: "end",
      cell: (m) => (
        <div className="flex flex-col items-end gap-2">
          <span className="flex gap-1">
            {canEdit && (
              <Button
                variant="secondary"
                aria-label={t("ui.team.edit", { name: fullName(m) })}
                onClick={() => onEdit(m)}
              >
                {t("ui.team.editShort")}
              </Button>
            )}
            {canEdit && m.role !== "owner" && m.userId !== userId && (
              <Button
                variant="ghost"
                className="px-2"
                aria-label={t("ui.team.more", { name: fullName(m) })}
                aria-expanded={open === m.userId}
                onClick={() => setOpen(open === m.userId ? null : m.userId)}
              >
                <Ellipsis className="size-5" aria-hidden />
              </Button>
            )}
          </span>
          {open === m.userId && (
            <MemberActions member={m} canDisable={canDisable} canView={canView} onDone={onDone} />
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={t("ui.team.members")}
      columns={columns}
      rows={members}
      rowId={(m) => m.userId}
      selection={
        choosing && {
          selected: choosing.ids,
          onChange: choosing.onChange,
          rowLabel: (m) => t("ui.team.select", { name: fullName(m) }),
          allLabel: t("ui.team.selectMembers"),
          canSelect: (m) => m.role !== "owner" && m.userId !== choosing.userId,
        }
      }
    />
  );
}

/** Pending invitations: the address, the role offered, its state and expiry, resend or revoke. */
export function InvitationsTable({
  invitations,
  choosing,
  actions,
}: {
  invitations: Invitation[];
  choosing?: Omit<Choosing, "userId">;
  actions?: (i: Invitation) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const header = (c: string) => t(`ui.team.columns.${c}`);
  const columns: DataColumn<Invitation>[] = [
    {
      id: "email",
      header: header("email"),
      className: "font-medium",
      sortValue: (i) => i.email,
      cell: (i) => <EmailAddress email={i.email} />,
    },
    { id: "role", header: header("role"), cell: (i) => t(`ui.team.roles.${i.role}`) },
    {
      id: "status",
      header: header("status"),
      cell: (i) => (
        <Badge tone={i.status === "pending" ? "info" : "warning"}>
          {t(`ui.team.status.${i.status}`)}
        </Badge>
      ),
    },
    {
      id: "expires",
      header: header("expires"),
      className: "whitespace-nowrap",
      sortValue: (i) => i.expiresAt,
      cell: (i) => formatDate(i.expiresAt, i18n.language),
    },
  ];
  if (actions)
    columns.push({
      id: "actions",
      header: header("actions"),
      hideHeader: true,
      align: "end",
      cell: actions,
    });
  return (
    <DataTable
      label={t("ui.team.invitations")}
      columns={columns}
      rows={invitations}
      rowId={(i) => i.id}
      selection={
        choosing && {
          selected: choosing.ids,
          onChange: choosing.onChange,
          rowLabel: (i) => t("ui.team.select", { name: i.email }),
          allLabel: t("ui.team.selectInvitations"),
        }
      }
    />
  );
}
