import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OidcProviderId } from "@portal/contract/identity/sign-in-methods";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { QueryState } from "@/components/ui/query-state";
import { startProviderLink } from "../api/providers-api";
import "../sign-in-methods-i18n";
import {
  useLinkedAccounts,
  useSignInMethods,
  useUnlinkAccount,
} from "../api/sign-in-method-queries";

/** The Security page's list of ways to sign in: the password, Google and Apple, each linked or not. */
export function SignInMethods({
  returnedError,
  onUnlinked,
  onLogInAgain,
}: {
  returnedError: MessageKey | null;
  onUnlinked: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  const linked = useLinkedAccounts();
  const unlink = useUnlinkAccount();
  const [failure, setFailure] = useState<MessageKey | null>(returnedError);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<unknown>, after?: () => void) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      after?.();
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-md flex-col gap-4">
      <FormFailure message={failure} onLogInAgain={onLogInAgain} />
      <QueryState query={linked}>
        {(accounts) => (
          <QueryState query={methods}>
            {({ providers }) => {
              const rows: { id: "credential" | OidcProviderId; name: string }[] = [
                ...(accounts.some((a) => a.providerId === "credential")
                  ? [{ id: "credential" as const, name: t("ui.providers.password") }]
                  : []),
                ...providers,
              ];
              return (
                <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
                  {rows.map((row) => {
                    const account = accounts.find((a) => a.providerId === row.id);
                    return (
                      <li
                        key={row.id}
                        className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                      >
                        <span>
                          <span className="font-medium">{row.name}</span>{" "}
                          <span className="text-fg-muted">
                            {t(account ? "ui.providers.linked" : "ui.providers.notLinked")}
                          </span>
                        </span>
                        {account ? (
                          <Button
                            variant="ghost"
                            disabled={busy}
                            aria-label={t("ui.providers.unlinkNamed", { provider: row.name })}
                            onClick={() =>
                              void act(() => unlink.mutateAsync(account.id), onUnlinked)
                            }
                          >
                            {t("ui.providers.unlink")}
                          </Button>
                        ) : (
                          row.id !== "credential" && (
                            <Button
                              variant="secondary"
                              disabled={busy}
                              onClick={() =>
                                void act(() => startProviderLink(row.id as OidcProviderId))
                              }
                            >
                              {t("ui.providers.link", { provider: row.name })}
                            </Button>
                          )
                        )}
                      </li>
                    );
                  })}
                </ul>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
