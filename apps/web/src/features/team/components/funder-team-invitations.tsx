import "../funder-team-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { Invitation } from "@portal/contract/team/team-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmailAddress } from "@/components/ui/email-address";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format";
import { useResend, useRevoke } from "../api/team-api";
import { failureOf } from "../errors";

/** The invitations out, with their role and expiry; a manager sends one again or cancels it. */
export function FunderInvitations({
  invitations,
  manager,
}: {
  invitations: Invitation[];
  manager: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const resend = useResend();
  const revoke = useRevoke();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const label = (key: string) => t(`ui.funderTeam.invitations.${key}`);
  if (invitations.length === 0) return null;

  async function act(invitation: Invitation, action: "resend" | "revoke") {
    setFailure(null);
    try {
      await (action === "resend" ? resend : revoke).mutateAsync(invitation.id);
      const done = action === "resend" ? "resent" : "revoked";
      toast("success", t(`ui.funderTeam.invitations.${done}`, { email: invitation.email }));
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  const columns: DataColumn<Invitation>[] = [
    {
      id: "email",
      header: label("email"),
      rowHeader: true,
      className: "font-medium",
      cell: (i) => <EmailAddress email={i.email} />,
    },
    { id: "role", header: label("role"), cell: (i) => t(`ui.funderTeam.roles.${i.role}`) },
    {
      id: "expires",
      header: label("expires"),
      className: "whitespace-nowrap",
      cell: (i) =>
        i.status === "expired" ? (
          <Badge tone="warning">{label("expired")}</Badge>
        ) : (
          formatDate(i.expiresAt, i18n.language)
        ),
    },
  ];
  if (manager)
    columns.push({
      id: "actions",
      header: label("actions"),
      hideHeader: true,
      align: "end",
      cell: (i) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            aria-label={t("ui.funderTeam.invitations.resendLabel", { email: i.email })}
            disabled={resend.isPending}
            onClick={() => void act(i, "resend")}
          >
            {label("resend")}
          </Button>
          <Button
            variant="ghost"
            aria-label={t("ui.funderTeam.invitations.revokeLabel", { email: i.email })}
            disabled={revoke.isPending}
            onClick={() => void act(i, "revoke")}
          >
            {label("revoke")}
          </Button>
        </span>
      ),
    });

  return (
    <section aria-labelledby="funder-invitations" className="flex flex-col gap-3">
      <h2 id="funder-invitations" className="text-lg font-semibold">
        {label("title")}
      </h2>
      <FormFailure message={failure} />
      <DataTable
        label={label("label")}
        columns={columns}
        rows={invitations}
        rowId={(i) => i.id}
        density="compact"
      />
    </section>
  );
}
