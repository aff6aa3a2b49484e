import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { InviteOutcome } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { useInvite } from "../api/team-api";
import { failureOf } from "../errors";

/** Addresses typed one per line or with commas, each once. */
const addressesIn = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  ),
];

/** Invites up to 25 people at once, all with one team role, and says what became of each. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<"admin" | "member">("member");
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [results, setResults] = useState<
    { email: string; outcome: InviteOutcome; link?: string }[]
  >([]);

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setResults([]);
    try {
      const answer = await invite.mutateAsync({
        invitations: addressesIn(emails).map((email) => ({ email, role })),
      });
      setResults(answer.results);
      // Keep only what could not be invited, to correct it.
      setEmails(
        answer.results
          .filter((r) => r.outcome === "invalid")
          .map((r) => r.email)
          .join("\n"),
      );
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{t("ui.team.invite.title")}</h3>
      <FormFailure message={failure} />
      <TextAreaField
        label={t("ui.team.invite.emails")}
        hint={t("ui.team.invite.emailsHint")}
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
        rows={3}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40">
          <SelectField
            label={t("ui.team.invite.role")}
            value={role}
            onChange={(e) => setRole(e.target.value as "admin" | "member")}
            options={(["member", "admin"] as const).map((r) => ({
              value: r,
              label: t(`ui.team.roles.${r}`),
            }))}
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {t("ui.team.invite.send")}
        </Button>
      </div>
      {results.length > 0 && (
        <ul role="status" className="flex flex-col gap-1 text-sm">
          {results.map((r, i) => (
            <li
              key={i}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${r.outcome === "invited" ? "text-success" : "text-fg-muted"}`}
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {t(`ui.team.invite.outcomes.${r.outcome}`, { email: r.email })}
              </span>
              {r.link && <CopyLink link={r.link} email={r.email} />}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/** Copies an invitation's link, to send it another way (a chat, a text message). */
function CopyLink({ link, email }: { link: string; email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast("success", t("ui.team.invite.copied", { email }));
    } catch {
      toast("danger", t("messages.copyFailed"));
    }
  }
  return (
    <Button
      variant="secondary"
      className="px-3 py-1"
      aria-label={t("ui.team.invite.copyLabel", { email })}
      onClick={() => void copy()}
    >
      {t("ui.team.invite.copy")}
    </Button>
  );
}
