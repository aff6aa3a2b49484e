import "../funder-links-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  linkCodeLength,
  linkCodeRequestSchema,
  linkVerifySchema,
  type LinkState,
} from "@portal/contract/funder-links/funder-link-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card, PageTitle } from "@/components/ui/page";
import { ApiError } from "@/lib/api-client";
import { useContractForm } from "@/lib/contract-form";
import { useRequestLinkCode, useVerifyLinkCode } from "../api/link-api";

type CodeRequired = Extract<LinkState, { state: "code_required" }>;

/**
 * Before the deal: who sent it and to which addresses (masked), the visitor's address, "Email me
 * a code", then the six digits. A wrong code is said at its field; too many tries say how long to
 * wait. Nothing of the deal is on this page.
 */
export function LinkCode({ token, state }: { token: string; state: CodeRequired }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const broker = { broker: state.brokerName, interpolation: { escapeValue: false } };
  return (
    <>
      <PageTitle title={t("ui.funderLinks.page.title", broker)} />
      <Card className="max-w-xl">
        <div className="flex flex-col gap-4 text-sm">
          <p>{t("ui.funderLinks.code.intro", broker)}</p>
          {state.maskedEmails.length > 0 && (
            <div>
              <p className="font-medium">{t("ui.funderLinks.code.sentTo")}</p>
              <ul className="ms-5 list-disc">
                {state.maskedEmails.map((masked) => (
                  <li key={masked} dir="ltr" className="text-start">
                    {masked}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {email === null ? (
            <EmailForm token={token} onSent={setEmail} />
          ) : (
            <CodeForm token={token} email={email} onOtherAddress={() => setEmail(null)} />
          )}
        </div>
      </Card>
    </>
  );
}

/** "Too many tries. Wait 3 minutes": the server's Retry-After, in whole minutes. */
function useWait() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.code === "rate_limited"
      ? t("ui.funderLinks.code.wait", {
          count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)),
        })
      : null;
}

function EmailForm({ token, onSent }: { token: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestLinkCode(token);
  const wait = useWait();
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useContractForm(linkCodeRequestSchema, {
    defaultValues: { email: "" },
    onSubmit: async ({ email }) => {
      setWaiting(null);
      try {
        await request.mutateAsync(email);
        onSent(email);
      } catch (error) {
        const said = wait(error);
        if (!said) throw error;
        setWaiting(said);
      }
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-3">
      <FormFailure message={form.failure} />
      {waiting && <Waiting text={waiting} />}
      <TextField
        label={t("ui.funderLinks.code.email")}
        hint={t("ui.funderLinks.code.emailHint")}
        type="email"
        autoComplete="email"
        dir="ltr"
        {...form.field("email")}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.funderLinks.code.send")}
      </Button>
    </form>
  );
}

function CodeForm({
  token,
  email,
  onOtherAddress,
}: {
  token: string;
  email: string;
  onOtherAddress: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyLinkCode(token);
  const request = useRequestLinkCode(token);
  const wait = useWait();
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useContractForm(linkVerifySchema, {
    defaultValues: { email, code: "" },
    onSubmit: async (input) => {
      setWaiting(null);
      try {
        await verify.mutateAsync(input);
      } catch (error) {
        const said = wait(error);
        if (said) return setWaiting(said);
        if (error instanceof ApiError && error.code === "link_code_wrong") {
          form.setError(
            "code",
            { type: "server", message: "linkCodeWrong" },
            { shouldFocus: true },
          );
          return;
        }
        throw error;
      }
    },
  });

  async function again() {
    setWaiting(null);
    form.setFailure(null);
    try {
      await request.mutateAsync(email);
      form.reset({ email, code: "" });
    } catch (error) {
      setWaiting(wait(error) ?? t("messages.unknownError"));
    }
  }

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-3">
      <p role="status">
        {t("ui.funderLinks.code.sent", { email, interpolation: { escapeValue: false } })}
      </p>
      <FormFailure message={form.failure} />
      {waiting && <Waiting text={waiting} />}
      <TextField
        label={t("ui.funderLinks.code.code")}
        hint={t("ui.funderLinks.code.codeHint")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={linkCodeLength}
        dir="ltr"
        className="w-40 rounded-md border border-line bg-surface px-3 py-2 text-lg tracking-widest text-fg tabular-nums focus-visible:outline-2 focus-visible:outline-focus aria-[invalid=true]:border-danger"
        // A fresh form shows the field at once: the code is what the visitor came back with.
        autoFocus
        {...form.field("code")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.funderLinks.code.open")}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={request.isPending}
          onClick={() => void again()}
        >
          {t("ui.funderLinks.code.again")}
        </Button>
        <Button type="button" variant="ghost" onClick={onOtherAddress}>
          {t("ui.funderLinks.code.otherAddress")}
        </Button>
      </div>
    </form>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg"
    >
      {text}
    </p>
  );
}
