import "../inbox-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "@portal/contract/submissions/inbox-schemas";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatList } from "@/lib/format";
import { useBulkDecline } from "../api/inbox-api";
import { DeclineDialog } from "./decline-dialog";

/**
 * "Decline selected (n)": the picked deals declined with one reason, then a toast naming how many
 * were declined and which were refused (already decided, or changed meanwhile).
 */
export function InboxDecline({
  rows,
  selected,
  onDone,
}: {
  rows: readonly InboxItem[];
  selected: readonly string[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const decline = useBulkDecline();
  const [open, setOpen] = useState(false);
  const count = selected.length;
  const referenceOf = (id: string) => rows.find((r) => r.id === id)?.reference ?? id;
  // Offered once something is picked: a disabled red button on every visit says nothing.
  if (count === 0 && !open) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="danger" disabled={count === 0} onClick={() => setOpen(true)}>
        {t("ui.inbox.declineSelected", { count })}
      </Button>
      <DeclineDialog
        open={open}
        onOpenChange={setOpen}
        title={t("ui.inbox.decline.titleMany", { count })}
        onDecline={async (input) => {
          const result = await decline.mutateAsync({ ...input, ids: [...selected] });
          setOpen(false);
          onDone();
          const declined = t("ui.inbox.decline.declined", { count: result.declined.length });
          const refused = result.refused.length
            ? ` ${t("ui.inbox.decline.refused", {
                references: formatList(
                  result.refused.map((r) => referenceOf(r.id)),
                  i18n.language,
                ),
              })}`
            : "";
          toast(result.refused.length ? "warning" : "success", `${declined}${refused}`);
        }}
      />
    </div>
  );
}
