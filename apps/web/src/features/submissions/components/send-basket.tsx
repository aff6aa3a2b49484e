import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { withReferences } from "@/components/ui/reference";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { TrainingRequiredNotice } from "@/components/training-required";
import { errorMessageKey } from "@/lib/errors";
import { trainingRequiredOf } from "@/lib/training";
import { useSendBasket, useSendPreviews } from "../api/submissions-api";
import { BasketDocuments } from "./basket-documents";
import { useSharedDocuments } from "./shared-documents";
import { formatList } from "@/lib/format";

/**
 * Sends every deal of the proposal basket to the funders ticked (`listingIds`), one request per
 * deal, each with the documents ticked for it (suggested per deal as on a deal's page, decision
 * 047; sending a deal with none is warned of first). Then says for each deal what was sent or why
 * not (the server's message, e.g. already sent; for the training gate, the course to pass), and
 * hands the deals sent to `onSent` (they leave the basket; the report stays).
 */
export function SendBasket({
  deals,
  listingIds,
  onSent,
}: {
  deals: readonly { id: string; reference: string }[];
  listingIds: string[];
  onSent: (dealIds: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const sending = useSendBasket();
  const ticks = useSharedDocuments();
  const previews = useSendPreviews(
    deals.map((d) => d.id),
    listingIds,
  );
  const withDocuments = deals.map((d, i) => {
    const preview = previews[i]?.data;
    const documents = preview?.documents;
    const shared = ticks.shared(d.id, documents ?? [], preview?.suggestedDocumentIds ?? []);
    return { ...d, documents, shared };
  });
  // The deals that would go without a document: said once for this choice, then sent anyway.
  const bare = withDocuments.filter((d) => d.shared.length === 0).map((d) => d.reference);
  const choice = `${listingIds.join(",")}|${bare.join(",")}`;
  const [warned, setWarned] = useState<string | null>(null);
  const ready =
    listingIds.length > 0 && deals.length > 0 && withDocuments.every((d) => d.documents);
  const referenceOf = (id: string) =>
    sending.variables?.deals.find((d) => d.dealId === id)?.reference ?? id;
  // The first refusal by the training gate, with the course to take (one course covers a product).
  const gate = sending.data
    ?.map((r) => ("error" in r ? trainingRequiredOf(r.error) : null))
    .find((g) => g !== null);

  function send() {
    if (bare.length > 0 && warned !== choice) {
      setWarned(choice);
      return;
    }
    setWarned(null); // said and answered: the report takes its place
    const input = withDocuments.map((d) => ({
      dealId: d.id,
      reference: d.reference,
      sharedDocumentIds: d.shared,
    }));
    sending.mutate(
      { deals: input, listingIds },
      { onSuccess: (results) => onSent(results.flatMap((r) => ("error" in r ? [] : [r.dealId]))) },
    );
  }

  return (
    <Card title={t("ui.submissions.send.title")}>
      <div className="flex flex-col gap-3 text-sm">
        {deals.length > 0 && listingIds.length === 0 && (
          <p className="text-fg-muted">{t("ui.submissions.basket.pick")}</p>
        )}
        {deals.length > 0 && listingIds.length > 0 && (
          <BasketDocuments deals={withDocuments} onChange={ticks.set} />
        )}
        {warned === choice && bare.length > 0 && (
          <p role="alert" className="rounded-md border border-warning bg-warning-soft px-3 py-2">
            {t("ui.submissions.basket.noDocuments", {
              deals: formatList(bare, i18n.language),
            })}
          </p>
        )}
        {deals.length > 0 && (
          <div>
            <Button disabled={sending.isPending || !ready} onClick={send}>
              {warned === choice && bare.length > 0
                ? t("ui.submissions.send.anyway")
                : t("ui.submissions.basket.send", {
                    count: deals.length,
                    funders: t("ui.submissions.basket.funders", { count: listingIds.length }),
                  })}
            </Button>
          </div>
        )}
        {sending.data && (
          <ul role="status" aria-label={t("ui.submissions.basket.results")}>
            {sending.data.map((r) => (
              <li key={r.dealId} className={"error" in r ? "text-danger" : undefined}>
                {withReferences(
                  "error" in r
                    ? t("ui.submissions.basket.failed", {
                        reference: referenceOf(r.dealId),
                        // The training gate's reason is the notice below, with its course.
                        reason: trainingRequiredOf(r.error)
                          ? ""
                          : t(`messages.${errorMessageKey(r.error)}`),
                      })
                    : t("ui.submissions.basket.sent", {
                        reference: referenceOf(r.dealId),
                        // Sent to every funder chosen (a send is whole or refused); the answer
                        // lists every funder the deal has, those of earlier sends too.
                        count: sending.variables?.listingIds.length ?? r.items.length,
                      }),
                  [referenceOf(r.dealId)],
                )}
              </li>
            ))}
          </ul>
        )}
        {gate && <TrainingRequiredNotice training={gate} />}
      </div>
    </Card>
  );
}
