import "../funder-team-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { inviteInputSchema, type InviteOutcome } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { FormSelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";
import { useInvite } from "../api/team-api";

/** One address and its role, sent as the contract's invitations; the contract's words at the address. */
const funderInviteSchema = z
  .object({ email: z.string(), role: z.enum(["admin", "member"]) })
  .transform((typed, ctx) => {
    const checked = inviteInputSchema.safeParse({
      invitations: [{ email: typed.email.trim(), role: typed.role }],
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", path: ["email"], message: issue.message });
    return z.NEVER;
  });

/**
 * A manager invites someone by email as a Manager (admin) or an Underwriter (member); the mail's
 * link lets them join (decision 046), and the page says what became of the address.
 */
export function FunderInvite() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [result, setResult] = useState<{ email: string; outcome: InviteOutcome } | null>(null);
  const form = useContractForm(funderInviteSchema, {
    defaultValues: { email: "", role: "member" },
    onSubmit: async (values) => {
      setResult(null);
      const [answer] = (await invite.mutateAsync(values)).results;
      if (!answer) return;
      setResult(answer);
      if (answer.outcome !== "invalid") form.reset({ email: "", role: form.getValues("role") });
    },
  });
  return (
    <form
      onSubmit={(e) => void form.submit(e)}
      noValidate
      aria-labelledby="funder-invite"
      className="flex flex-col gap-3"
    >
      <h2 id="funder-invite" className="text-lg font-semibold">
        {t("ui.funderTeam.invite.title")}
      </h2>
      <FormFailure message={form.failure} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            type="email"
            autoComplete="off"
            label={t("ui.funderTeam.invite.email")}
            {...form.field("email")}
          />
        </div>
        <div className="min-w-40">
          <FormSelectField
            control={form.control}
            name="role"
            label={t("ui.funderTeam.invite.role")}
            error={form.errorOf("role")}
            options={(["member", "admin"] as const).map((r) => ({
              value: r,
              label: t(`ui.funderTeam.roles.${r}`),
            }))}
          />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.funderTeam.invite.send")}
        </Button>
      </div>
      {result && (
        <p
          role="status"
          className={`text-sm [overflow-wrap:anywhere] ${result.outcome === "invited" ? "text-success" : "text-fg-muted"}`}
        >
          {t(`ui.funderTeam.invite.outcomes.${result.outcome}`, { email: result.email })}
        </p>
      )}
    </form>
  );
}
