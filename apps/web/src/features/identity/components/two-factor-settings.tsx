import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TwoFactorConfirmForm, TwoFactorOffForm, TwoFactorStartForm } from "./two-factor-forms";

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
  const moveTo = (next: Step) => {
    setStep(next);
    if (next.kind !== "enrolling") onChanged(next.kind === "on");
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p className="text-sm">
        {t(step.kind === "on" ? "ui.twoFactor.isOn" : "ui.twoFactor.isOff")}
      </p>
      {step.kind === "off" && (
        <TwoFactorStartForm
          onStarted={(enrolment) => moveTo({ kind: "enrolling", ...enrolment })}
          onLogInAgain={onLogInAgain}
        />
      )}
      {step.kind === "enrolling" && (
        <TwoFactorConfirmForm
          totpURI={step.totpURI}
          backupCodes={step.backupCodes}
          onConfirmed={() => moveTo({ kind: "on" })}
          onLogInAgain={onLogInAgain}
        />
      )}
      {step.kind === "on" && (
        <TwoFactorOffForm onTurnedOff={() => moveTo({ kind: "off" })} onLogInAgain={onLogInAgain} />
      )}
    </div>
  );
}
