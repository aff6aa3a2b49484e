import "../i18n";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { TrainingRequiredNotice } from "@/components/training-required";
import { errorMessageKey } from "@/lib/errors";
import { trainingRequiredOf } from "@/lib/training";
import { useSendBasket } from "../api/submissions-api";

/**
 * Sends every deal of the proposal basket to the funders ticked (`listingIds`), one request per
 * deal, then says for each deal what was sent or why not (the server's message, e.g. already sent;
 * for the training gate, the course to pass).
 */
export function SendBasket({
  deals,
  listingIds,
}: {
  deals: readonly { id: string; reference: string }[];
  listingIds: string[];
}) {
  const { t } = useTranslation();
  const sending = useSendBasket();
  const referenceOf = (id: string) => deals.find((d) => d.id === id)?.reference ?? id;
  // The first refusal by the training gate, with the course to take (one course covers a product).
  const gate = sending.data
    ?.map((r) => ("error" in r ? trainingRequiredOf(r.error) : null))
    .find((g) => g !== null);
  return (
    <Card title={t("ui.submissions.send.title")}>
      <div className="flex flex-col gap-3 text-sm">
        {listingIds.length === 0 && (
          <p className="text-fg-muted">{t("ui.submissions.basket.pick")}</p>
        )}
        <div>
          <Button
            disabled={sending.isPending || listingIds.length === 0}
            onClick={() => sending.mutate({ dealIds: deals.map((d) => d.id), listingIds })}
          >
            {t("ui.submissions.basket.send", {
              count: deals.length,
              funders: t("ui.submissions.basket.funders", { count: listingIds.length }),
            })}
          </Button>
        </div>
        {sending.data && (
          <ul role="status" aria-label={t("ui.submissions.basket.results")}>
            {sending.data.map((r) => (
              <li key={r.dealId} className={"error" in r ? "text-danger" : undefined}>
                {"error" in r
                  ? t("ui.submissions.basket.failed", {
                      reference: referenceOf(r.dealId),
                      // The training gate's reason is the notice below, with its course.
                      reason: trainingRequiredOf(r.error)
                        ? ""
                        : t(`messages.${errorMessageKey(r.error)}`),
                    })
                  : t("ui.submissions.basket.sent", {
                      reference: referenceOf(r.dealId),
                      count: r.items.length,
                    })}
              </li>
            ))}
          </ul>
        )}
        {gate && <TrainingRequiredNotice training={gate} />}
      </div>
    </Card>
  );
}
