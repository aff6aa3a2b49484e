import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  validateSignIn,
  type SignInErrors,
  type SignInInput,
} from "@portal/contract/identity/sign-in";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { errorMessageKey } from "@/lib/errors";

// A plain form (no form library, no schema library) keeps the log-in page inside its JavaScript
// budget; its rules live in the contract like every other form's.
export function LogInForm({ onSubmit }: { onSubmit: (values: SignInInput) => Promise<void> }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { data: values, errors: problems } = validateSignIn({
      email: data.get("email"),
      password: data.get("password"),
    });
    setFailure(null);
    setErrors(problems);
    if (!values) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (e) {
      setFailure(errorMessageKey(e));
    } finally {
      setSubmitting(false);
    }
  }

  const error = (name: keyof SignInInput) =>
    errors[name] ? t(`messages.${errors[name]}`) : undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-fg"
        >
          {t(`messages.${failure}`)}
        </p>
      )}
      <TextField
        label={t("ui.email")}
        name="email"
        type="email"
        autoComplete="email"
        error={error("email")}
      />
      <TextField
        label={t("ui.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        error={error("password")}
      />
      <Button type="submit" disabled={submitting}>
        {t("ui.logIn")}
      </Button>
    </form>
  );
}
