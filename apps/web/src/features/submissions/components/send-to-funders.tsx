import "../i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { listDocuments } from "@/features/documents/api/documents-api";
import { previewSend, sendDeal } from "../api/submissions-api";

/**
 * Sends the deal to the funders picked in the matches (`listingIds`), sharing the documents ticked
 * here. Before sending it asks the server whether a funder already has this business from another
 * broker, and says so before a second click sends anyway.
 */
export function SendToFunders({
  dealId,
  listingIds,
  onSent,
}: {
  dealId: string;
  listingIds: string[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [documents, setDocuments] = useState<Document[]>([]);
  const [shared, setShared] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    listDocuments(dealId).then(
      (page) => setDocuments(page.items),
      (error: unknown) => setFailure(errorMessageKey(error)),
    );
  }, [dealId]);
  useEffect(() => setWarnings(null), [listingIds.join(",")]);

  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      if (warnings === null) {
        const preview = await previewSend(dealId, listingIds);
        if (preview.warnings.length) {
          setWarnings(preview.warnings.map((w) => w.message));
          return;
        }
      }
      const result = await sendDeal(dealId, listingIds, shared);
      toast("success", t("ui.submissions.send.sent", { count: listingIds.length }));
      setWarnings(null);
      onSent();
      return result;
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("ui.submissions.send.title")}>
      <div className="flex flex-col gap-3 text-sm">
        {listingIds.length === 0 && (
          <p className="text-fg-muted">{t("ui.submissions.send.pick")}</p>
        )}
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{t("ui.submissions.send.share")}</legend>
          {documents.length === 0 && (
            <p className="text-fg-muted">{t("ui.submissions.send.none")}</p>
          )}
          {documents.map((d) => (
            <label key={d.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={shared.includes(d.id)}
                onChange={() =>
                  setShared((all) =>
                    all.includes(d.id) ? all.filter((x) => x !== d.id) : [...all, d.id],
                  )
                }
              />
              {d.fileName}
            </label>
          ))}
        </fieldset>
        {warnings && (
          <ul role="alert" className="rounded-md border border-warning bg-warning-soft px-3 py-2">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
        <FormFailure message={failure} />
        <div>
          <Button disabled={busy || listingIds.length === 0} onClick={() => void send()}>
            {warnings
              ? t("ui.submissions.send.anyway")
              : t("ui.submissions.send.check", { count: listingIds.length })}
          </Button>
        </div>
      </div>
    </Card>
  );
}
