import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignInMethods } from "@portal/contract/identity/sign-in-methods";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { getSignInMethods, startProviderSignIn } from "../api/providers-api";

/** "Continue with Google / Apple" for the providers this portal has set up (none: nothing shown). */
export function ProviderButtons({ returnedError }: { returnedError: MessageKey | null }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<SignInMethods["providers"]>([]);
  const [failure, setFailure] = useState<MessageKey | null>(returnedError);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getSignInMethods().then(
      (m) => setProviders(m.providers),
      () => setProviders([]),
    );
  }, []);
  return (
    <div className="flex flex-col gap-3">
      <FormFailure message={failure} />
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setFailure(null);
            startProviderSignIn(p.id).catch((error: unknown) => {
              setFailure(errorMessageKey(error));
              setBusy(false);
            });
          }}
        >
          {t("ui.providers.continueWith", { provider: p.name })}
        </Button>
      ))}
    </div>
  );
}
