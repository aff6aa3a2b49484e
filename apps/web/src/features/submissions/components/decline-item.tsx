import "../i18n";
import "../inbox-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { DeclineInput } from "@portal/contract/submissions/inbox-schemas";
import { DeclineDialog } from "./decline-dialog";

/** "Decline…" on one deal: the reason dialog, then `onDeclined` with the words for the reason. */
export function DeclineItem({
  reference,
  decline,
  onDeclined,
}: {
  reference: string;
  /** Sends the decline (the inbox's route, or a secure link's); a refusal stays in the dialog. */
  decline: (input: DeclineInput) => Promise<unknown>;
  onDeclined: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("ui.inbox.decline.open")}
      </Button>
      <DeclineDialog
        open={open}
        onOpenChange={setOpen}
        title={t("ui.inbox.decline.titleOne", { reference })}
        onDecline={async (input) => {
          await decline(input);
          setOpen(false);
          onDeclined(
            t("ui.inbox.decline.done", {
              reason: t(`ui.submissions.declineReasons.${input.reason}`),
            }),
          );
        }}
      />
    </>
  );
}
