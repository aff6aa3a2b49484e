import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import {
  twoFactorCodeSchema,
  twoFactorOffSchema,
  twoFactorStartSchema,
} from "@portal/contract/identity/two-factor-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import {
  confirmTwoFactor,
  disableTwoFactor,
  setupKeyOf,
  startTwoFactor,
} from "../api/two-factor-api";

/** Turning on, step 1: the password; the answer is the authenticator URI and the backup codes. */
export function TwoFactorStartForm({
  onStarted,
  onLogInAgain,
}: {
  onStarted: (enrolment: { totpURI: string; backupCodes: string[] }) => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(twoFactorStartSchema, {
    defaultValues: { password: "" },
    onSubmit: async ({ password }) => onStarted(await startTwoFactor(password)),
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={form.submit}>
      <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.password")}
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.twoFactor.turnOn")}
      </Button>
    </form>
  );
}

/** Turning on, step 2: the QR code, the setup key, the backup codes, and a first code. */
export function TwoFactorConfirmForm({
  totpURI,
  backupCodes,
  onConfirmed,
  onLogInAgain,
}: {
  totpURI: string;
  backupCodes: string[];
  onConfirmed: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const qr = useQrImage(totpURI);
  const form = useContractForm(twoFactorCodeSchema, {
    defaultValues: { code: "" },
    onSubmit: async ({ code }) => {
      await confirmTwoFactor(code);
      onConfirmed();
    },
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={form.submit}>
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
        {t("ui.twoFactor.setupKey")} <code className="font-mono">{setupKeyOf(totpURI)}</code>
      </p>
      <div className="flex flex-col gap-2">
        <p className="text-sm">{t("ui.twoFactor.backupCodesIntro")}</p>
        <ul
          aria-label={t("ui.twoFactor.backupCodes")}
          className="grid grid-cols-2 gap-1 font-mono text-sm"
        >
          {backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.twoFactor.codeFromApp")}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field("code")}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.twoFactor.confirm")}
      </Button>
    </form>
  );
}

/** Turning off: the password and a current (or backup) code. */
export function TwoFactorOffForm({
  onTurnedOff,
  onLogInAgain,
}: {
  onTurnedOff: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(twoFactorOffSchema, {
    defaultValues: { password: "", code: "" },
    onSubmit: async ({ password, code }) => {
      await disableTwoFactor(password, code);
      onTurnedOff();
    },
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={form.submit}>
      <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.password")}
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <TextField
        label={t("ui.twoFactor.codeOrBackup")}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field("code")}
      />
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={form.formState.isSubmitting}
      >
        {t("ui.twoFactor.turnOff")}
      </Button>
    </form>
  );
}

/** The QR image of an enrolment URI; null until drawn, and never an older URI's. */
function useQrImage(totpURI: string): string | null {
  const [drawn, setDrawn] = useState<{ uri: string; image: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(totpURI, { margin: 1, width: 192 }).then(
      (image) => live && setDrawn({ uri: totpURI, image }),
    );
    return () => {
      live = false;
    };
  }, [totpURI]);
  return drawn && drawn.uri === totpURI ? drawn.image : null;
}
