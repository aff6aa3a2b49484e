import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { Deal, FactsNeeded, NeededFact } from "@portal/contract/deals/deal-schemas";
import type { MessageKey } from "@portal/contract/messages";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { TrainingRequiredNotice } from "@/components/training-required";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { trainingRequiredOf } from "@/lib/training";
import { useGiveFacts, usePreviewSend, useSendDeal, useSendPreview } from "../api/submissions-api";
import { changesOf, FactsNeededForm, factsNeededOf } from "./facts-needed";
import { SharedDocuments, useSharedDocuments } from "./shared-documents";

/**
 * Sends the deal to the funders picked in the matches (`listingIds`), sharing the documents ticked
 * here (`documents`: the deal's documents as the page holds them, so one uploaded on the page is
 * here at once). The boxes start with what the send preview suggests for those funders (the
 * documents they ask for, all valid ones when they ask for none: decision 047). Before sending it
 * asks the server whether a funder already has this business from another broker, and says so,
 * and that the funders would see no document, before a second click sends anyway. As soon as
 * funders are picked it says whether the broker must pass a product's training first (the send
 * preview's `training`), with the course to take, and Send waits for it. When the chosen funders
 * judge facts a draft does not give yet (its industry, country or property type: decision 075), it
 * asks for them right here, and "Save and send" gives them to the borrower, then sends.
 */
export function SendToFunders({
  dealId,
  borrower,
  listingIds,
  documents = [],
  onSent,
}: {
  dealId: string;
  /** The deal's borrower: its id, and its property a property type is given to. */
  borrower: Pick<Deal["borrower"], "id" | "property">;
  listingIds: string[];
  documents: Document[] | undefined;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const ticks = useSharedDocuments();
  const suggestion = useSendPreview(dealId, listingIds);
  const shared = ticks.shared(dealId, documents, suggestion.data?.suggestedDocumentIds ?? []);
  // The warnings hold for the funders and the documents they were given for: another choice is
  // checked again (sharing none is warned of, sharing some is not).
  const picked = `${listingIds.join(",")}|${shared.length > 0}`;
  const [checked, setChecked] = useState<{ picked: string; warnings: string[] } | null>(null);
  const warnings = checked?.picked === picked ? checked.warnings : null;
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [refused, setRefused] = useState<TrainingRequired | null>(null);
  const training = suggestion.data?.training ?? refused;
  const [asked, setAsked] = useState<{ picked: string; facts: FactsNeeded } | null>(null);
  const needed =
    suggestion.data?.factsNeeded ?? (asked?.picked === listingIds.join(",") ? asked.facts : null);
  const preview = usePreviewSend(dealId);
  const sending = useSendDeal(dealId);
  const giving = useGiveFacts(dealId, borrower.id);
  // Send waits for the suggestion, so that what goes is what the boxes showed.
  const busy = preview.isPending || sending.isPending || giving.isPending || suggestion.isFetching;

  async function give(given: Partial<Record<NeededFact, string>>) {
    setFailure(null);
    try {
      await giving.mutateAsync(changesOf(borrower, given));
    } catch (error) {
      setFailure(errorMessageKey(error));
      return;
    }
    setAsked(null);
    await send();
  }

  async function send() {
    setFailure(null);
    setRefused(null);
    try {
      if (warnings === null) {
        const found = await preview.mutateAsync(listingIds);
        const all = [
          ...found.warnings.map((w) => w.message),
          ...(shared.length === 0 ? [t("ui.submissions.send.noDocuments")] : []),
        ];
        if (all.length) {
          setChecked({ picked, warnings: all });
          return;
        }
      }
      await sending.mutateAsync({ listingIds, sharedDocumentIds: shared });
      toast("success", t("ui.submissions.send.sent", { count: listingIds.length }));
      setChecked(null);
      onSent();
    } catch (error) {
      setRefused(trainingRequiredOf(error));
      const facts = factsNeededOf(error);
      if (facts) setAsked({ picked: listingIds.join(","), facts });
      setFailure(facts ? null : errorMessageKey(error));
    }
  }

  return (
    <Card title={t("ui.submissions.send.title")}>
      <div className="flex flex-col gap-3 text-sm">
        {listingIds.length === 0 && (
          <p className="text-fg-muted">{t("ui.submissions.send.pick")}</p>
        )}
        <SharedDocuments
          legend={t("ui.submissions.send.share")}
          documents={documents}
          shared={shared}
          onChange={(id, on) => ticks.set(dealId, id, on)}
          loading={suggestion.isFetching}
        />
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
        {needed && !training && (
          <FactsNeededForm
            key={needed.facts.join(",")}
            needed={needed}
            busy={busy}
            onGive={(given) => void give(given)}
          />
        )}
        <div>
          <Button
            disabled={busy || !!training || !!needed || listingIds.length === 0}
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
