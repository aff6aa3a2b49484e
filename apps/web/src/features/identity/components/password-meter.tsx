import "../account-security-i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { judgePassword, type Strength } from "../password-strength";

const tones = ["bg-danger", "bg-danger", "bg-warning", "bg-success", "bg-success"];

/**
 * How strong a new password is, as the person types: a bar of four steps, a word (weak, fair,
 * strong, very strong) and, when it is weak, why and what would help. Judged a moment after typing
 * stops; says nothing for an empty field.
 */
export function PasswordMeter({ password, email }: { password: string; email?: string }) {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<{ for: string; is: Strength } | null>(null);
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      void judgePassword(password, email).then((is) => {
        if (current) setStrength({ for: password, is });
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email]);
  if (!password || !strength || strength.for !== password) return null;
  const { score, strongEnough, warning, suggestions } = strength.is;
  const word = t(`ui.passwordMeter.scores.${score}`);
  return (
    <div className="flex flex-col gap-1 text-xs" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${score >= step ? tones[score] : "bg-muted"}`}
          />
        ))}
      </div>
      <p className={strongEnough ? "text-success" : "text-danger"}>
        {t("ui.passwordMeter.strength", { word })}
        {!strongEnough && ` ${t("ui.passwordMeter.tooWeak")}`}
      </p>
      {!strongEnough && (warning || suggestions.length > 0) && (
        <p className="text-fg-muted">{[warning, ...suggestions].filter(Boolean).join(" ")}</p>
      )}
    </div>
  );
}
