import "../funder-links-i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { defaultPasswordMinLength } from "@portal/contract/identity/identity-constants";
import { linkAccountSchema } from "@portal/contract/funder-links/funder-link-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { useContractForm } from "@/lib/contract-form";
import { useLinkAccount } from "../api/link-api";

/**
 * "Create an account to keep these deals": a name and a password for the proven address. The
 * funder's organization then awaits the operator's approval, with the deals already sent to it
 * in its inbox (decision 068); until then the page says so and where to sign in.
 */
export function LinkAccount({
  token,
  email,
  requested,
}: {
  token: string;
  email: string;
  requested: boolean;
}) {
  const { t } = useTranslation();
  const account = useLinkAccount(token);
  const form = useContractForm(linkAccountSchema, {
    defaultValues: { name: "", password: "" },
    onSubmit: (input) => account.mutateAsync(input),
  });
  const address = { email, interpolation: { escapeValue: false } };
  return (
    <Card title={t("ui.funderLinks.account.title")}>
      {requested ? (
        <div className="flex flex-col gap-3 text-sm">
          <p role="status">{t("ui.funderLinks.account.requested", address)}</p>
          <Link className="self-start text-primary underline" to={paths.logIn}>
            {t("ui.funderLinks.account.signIn")}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={form.submit} className="flex max-w-md flex-col gap-3 text-sm">
          <p>{t("ui.funderLinks.account.body")}</p>
          <p className="text-fg-muted">{t("ui.funderLinks.account.email", address)}</p>
          <FormFailure message={form.failure} />
          <TextField
            label={t("ui.funderLinks.account.name")}
            autoComplete="name"
            {...form.field("name")}
          />
          <TextField
            label={t("ui.funderLinks.account.password")}
            hint={t("ui.funderLinks.account.passwordHint", { min: defaultPasswordMinLength })}
            type="password"
            autoComplete="new-password"
            {...form.field("password")}
          />
          <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
            {t("ui.funderLinks.account.create")}
          </Button>
        </form>
      )}
    </Card>
  );
}
