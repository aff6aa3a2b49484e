import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "./button";

/**
 * A form's failure, in the spec's words. "Requires recent login" offers to log in again when the
 * page says how (`onLogInAgain`), since that is the only way past it.
 */
export function FormFailure({
  message,
  onLogInAgain,
}: {
  message: MessageKey | null;
  onLogInAgain?: () => void;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-fg"
    >
      <span>{t(`messages.${message}`)}</span>
      {message === "requiresRecentLogin" && onLogInAgain && (
        <Button type="button" variant="secondary" onClick={onLogInAgain}>
          {t("ui.logInAgain")}
        </Button>
      )}
    </div>
  );
}
