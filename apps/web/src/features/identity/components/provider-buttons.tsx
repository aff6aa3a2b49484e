import { Suspense, use, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { loadSignInMethods, startProviderSignIn } from "../api/providers-api";

/** "Continue with Google / Apple" for the providers this portal has set up (none: nothing shown). */
export function ProviderButtons({ returnedError }: { returnedError: MessageKey | null }) {
  const [failure, setFailure] = useState<MessageKey | null>(returnedError);
  return (
    <div className="flex flex-col gap-3">
      <FormFailure message={failure} />
      {/* Nothing in place of the buttons while the methods load: most portals have none. */}
      <Suspense fallback={null}>
        <Buttons onFailure={setFailure} />
      </Suspense>
    </div>
  );
}

function Buttons({ onFailure }: { onFailure: (failure: MessageKey | null) => void }) {
  const { t } = useTranslation();
  const { providers } = use(loadSignInMethods());
  const [busy, setBusy] = useState(false);
  return providers.map((p) => (
    <Button
      key={p.id}
      variant="secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        onFailure(null);
        startProviderSignIn(p.id).catch((error: unknown) => {
          onFailure(errorMessageKey(error));
          setBusy(false);
        });
      }}
    >
      {t("ui.providers.continueWith", { provider: p.name })}
    </Button>
  ));
}
