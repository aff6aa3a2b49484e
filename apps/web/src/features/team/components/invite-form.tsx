import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { inviteInputSchema, type InviteOutcome } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormSelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { useInvite } from "../api/team-api";
import "../i18n";

/** Addresses typed one per line or with commas, each once. */
const addressesIn = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  ),
];

/**
 * The addresses as typed and one role, checked and sent as the contract's invitations; what the
 * contract says of the list (none, more than 25) is said at the addresses.
 */
const inviteFormSchema = z
  .object({ emails: z.string(), role: z.enum(["admin", "member"]) })
  .transform((typed, ctx) => {
    const checked = inviteInputSchema.safeParse({
      invitations: addressesIn(typed.emails).map((email) => ({ email, role: typed.role })),
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", path: ["emails"], message: issue.message });
    return z.NEVER;
  });

type Result = { email: string; outcome: InviteOutcome; link?: string };

/** Invites up to 25 people at once, all with one team role, and says what became of each. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [results, setResults] = useState<Result[]>([]);
  const form = useContractForm(inviteFormSchema, {
    defaultValues: { emails: "", role: "member" },
    onSubmit: async (values) => {
      setResults([]);
      const answer = await invite.mutateAsync(values);
      setResults(answer.results);
      // Keep only what could not be invited, to correct it.
      const invalid = answer.results.filter((r) => r.outcome === "invalid").map((r) => r.email);
      form.reset({ emails: invalid.join("\n"), role: form.getValues("role") });
    },
  });

  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{t("ui.team.invite.title")}</h3>
      <FormFailure message={form.failure} />
      <TextAreaField
        label={t("ui.team.invite.emails")}
        hint={t("ui.team.invite.emailsHint")}
        {...form.field("emails")}
        rows={3}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40">
          <FormSelectField
            control={form.control}
            name="role"
            label={t("ui.team.invite.role")}
            error={form.errorOf("role")}
            options={(["member", "admin"] as const).map((r) => ({
              value: r,
              label: t(`ui.team.roles.${r}`),
            }))}
          />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.team.invite.send")}
        </Button>
      </div>
      <Results results={results} />
    </form>
  );
}

/** What became of each address, with its link to copy when one was made. */
function Results({ results }: { results: Result[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  return (
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
