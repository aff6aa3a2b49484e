import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { MessageKey } from "@portal/contract/messages";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { TrainingRequiredNotice } from "@/components/training-required";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { trainingRequiredOf } from "@/lib/training";
import { usePreviewSend, useSendDeal, useSendPreview } from "../api/submissions-api";

/**
 * Sends the deal to the funders picked in the matches (`listingIds`), sharing the documents ticked
 * here (`documents`: the deal's documents as the page holds them, so one uploaded on the page is
 * here at once). Before sending it asks the server whether a funder already has this business
 * from another broker, and says so before a second click sends anyway. As soon as funders are
 * picked it says whether the broker must pass a product's training first (the send preview's
 * `training`), with the course to take, and Send waits for it.
 */
export function SendToFunders({
  dealId,
  listingIds,
  documents = [],
  onSent,
}: {
  dealId: string;
  listingIds: string[];
  documents: Document[] | undefined;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [shared, setShared] = useState<string[]>([]);
  // The warnings hold for the funders they were given for: another choice is checked again.
  const picked = listingIds.join(",");
  const [checked, setChecked] = useState<{ picked: string; warnings: string[] } | null>(null);
  const warnings = checked?.picked === picked ? checked.warnings : null;
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [refused, setRefused] = useState<TrainingRequired | null>(null);
  const training = useSendPreview(dealId, listingIds).data?.training ?? refused;
  const preview = usePreviewSend(dealId);
  const sending = useSendDeal(dealId);
  const busy = preview.isPending || sending.isPending;

  async function send() {
    setFailure(null);
    setRefused(null);
    try {
      if (warnings === null) {
        const found = await preview.mutateAsync(listingIds);
        if (found.warnings.length) {
          setChecked({ picked, warnings: found.warnings.map((w) => w.message) });
          return;
        }
      }
      // Only documents that still exist (one may have been deleted after it was ticked).
      const sharedDocumentIds = shared.filter((id) => documents.some((d) => d.id === id));
      await sending.mutateAsync({ listingIds, sharedDocumentIds });
      toast("success", t("ui.submissions.send.sent", { count: listingIds.length }));
      setChecked(null);
      onSent();
    } catch (error) {
      setRefused(trainingRequiredOf(error));
      setFailure(errorMessageKey(error));
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
        {training ? (
          <TrainingRequiredNotice training={training} />
        ) : (
          <FormFailure message={failure} />
        )}
        <div>
          <Button
            disabled={busy || !!training || listingIds.length === 0}
            onClick={() => void send()}
          >
            {warnings
              ? t("ui.submissions.send.anyway")
              : t("ui.submissions.send.check", { count: listingIds.length })}
          </Button>
        </div>
      </div>
    </Card>
  );
}
