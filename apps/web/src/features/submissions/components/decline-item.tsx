import "../i18n";
import "../inbox-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useDecline } from "../api/inbox-api";
import { DeclineDialog } from "./decline-dialog";

/** "Decline…" on one deal: the reason dialog, then `onDeclined` with the words for the reason. */
export function DeclineItem({
  id,
  reference,
  onDeclined,
}: {
  id: string;
  reference: string;
  onDeclined: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decline = useDecline(id);
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
          await decline.mutateAsync(input);
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
