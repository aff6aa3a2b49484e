import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import {
  confirmTwoFactor,
  disableTwoFactor,
  setupKeyOf,
  startTwoFactor,
} from "../api/two-factor-api";

type Step =
  { kind: "off" } | { kind: "enrolling"; totpURI: string; backupCodes: string[] } | { kind: "on" };

/** The Security page's two-factor card: turn on (password, QR, backup codes, first code) or off (password and code). */
export function TwoFactorSettings({
  enabled,
  onChanged,
  onLogInAgain,
}: {
  enabled: boolean;
  onChanged: (on: boolean) => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: enabled ? "on" : "off" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // The QR image drawn for an enrolment URI; shown only while that URI is the one being enrolled.
  const [drawn, setDrawn] = useState<{ uri: string; image: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const totpURI = step.kind === "enrolling" ? step.totpURI : null;
  const qr = drawn && drawn.uri === totpURI ? drawn.image : null;

  useEffect(() => {
    if (!totpURI) return;
    let live = true;
    void QRCode.toDataURL(totpURI, { margin: 1, width: 192 }).then(
      (image) => live && setDrawn({ uri: totpURI, image }),
    );
    return () => {
      live = false;
    };
  }, [totpURI]);

  async function run(event: FormEvent, action: () => Promise<Step>) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const next = await action();
      setStep(next);
      setPassword("");
      setCode("");
      if (next.kind !== "enrolling") onChanged(next.kind === "on");
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  const passwordField = (
    <TextField
      label={t("ui.password")}
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );
  const codeField = (label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={code}
      onChange={(e) => setCode(e.target.value)}
    />
  );

  return (
    <div className="flex max-w-md flex-col gap-4">
      <p className="text-sm">
        {t(step.kind === "on" ? "ui.twoFactor.isOn" : "ui.twoFactor.isOff")}
      </p>
      <FormFailure message={failure} onLogInAgain={onLogInAgain} />
      {step.kind === "off" && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) =>
            void run(e, async () => ({ kind: "enrolling", ...(await startTwoFactor(password)) }))
          }
        >
          {passwordField}
          <Button type="submit" className="self-start" disabled={busy || !password}>
            {t("ui.twoFactor.turnOn")}
          </Button>
        </form>
      )}
      {step.kind === "enrolling" && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => void run(e, async () => (await confirmTwoFactor(code), { kind: "on" }))}
        >
          <p className="text-sm">{t("ui.twoFactor.scan")}</p>
          {qr && (
            <img
              src={qr}
              width={192}
              height={192}
              alt={t("ui.twoFactor.qrAlt")}
              className="rounded-md border border-line bg-white"
            />
          )}
          <p className="text-sm">
            {t("ui.twoFactor.setupKey")}{" "}
            <code className="font-mono">{setupKeyOf(step.totpURI)}</code>
          </p>
          <div className="flex flex-col gap-2">
            <p className="text-sm">{t("ui.twoFactor.backupCodesIntro")}</p>
            <ul
              aria-label={t("ui.twoFactor.backupCodes")}
              className="grid grid-cols-2 gap-1 font-mono text-sm"
            >
              {step.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          {codeField(t("ui.twoFactor.codeFromApp"))}
          <Button type="submit" className="self-start" disabled={busy || !code}>
            {t("ui.twoFactor.confirm")}
          </Button>
        </form>
      )}
      {step.kind === "on" && (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) =>
            void run(e, async () => (await disableTwoFactor(password, code), { kind: "off" }))
          }
        >
          {passwordField}
          {codeField(t("ui.twoFactor.codeOrBackup"))}
          <Button
            type="submit"
            variant="secondary"
            className="self-start"
            disabled={busy || !password || !code}
          >
            {t("ui.twoFactor.turnOff")}
          </Button>
        </form>
      )}
    </div>
  );
}
