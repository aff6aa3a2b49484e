import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime } from "@/lib/format";
import { useFunderSubmission } from "../api/submissions-api";
import { FunderAnswers } from "./funder-answers";
import { FunderOffer } from "./funder-offer";
import { FunderRequest, isVisible, type VisibleSubmission } from "./funder-request";
import { describeChanges } from "./offer-facts";

/** A deal sent to this funder: the request, the business, the shared documents, and the funder's answers. */
export function FunderSubmissionView({ id }: { id: string }) {
  const submission = useFunderSubmission(id);
  return (
    <QueryState query={submission}>
      {(item) =>
        isVisible(item) ? (
          <FunderSubmissionDetail item={item} />
        ) : (
          <WithdrawnSubmission item={item} />
        )
      }
    </QueryState>
  );
}

/** What the funder keeps of a deal the broker withdrew: that it was sent, by whom, and when. */
function WithdrawnSubmission({ item }: { item: FunderSubmission }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("ui.submissions.funder.withdrawn")}>
        <p role="status" className="text-sm">
          {t("messages.dealWithdrawn")}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-fg-muted">{t("ui.submissions.columns.status")}</dt>
          <dd data-status={item.status}>{t(`ui.submissions.statuses.${item.status}`)}</dd>
          <dt className="text-fg-muted">{t("ui.submissions.inbox.columns.broker")}</dt>
          <dd>{item.brokerName}</dd>
        </dl>
      </Card>
      <Events item={item} />
    </div>
  );
}

function Events({ item }: { item: FunderSubmission }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.submissions.funder.events")}>
      <ol className="flex flex-col gap-1 text-sm">
        {item.events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at} className="text-fg-muted">
              {formatDateTime(e.at, i18n.language)}
            </time>{" "}
            {e.changes?.length
              ? t("ui.submissions.changes.revisedLine", {
                  changes: describeChanges(
                    e.changes,
                    item.proposal?.currency ?? "",
                    t,
                    i18n.language,
                  ),
                  interpolation: { escapeValue: false },
                })
              : t(`ui.submissions.statuses.${e.to}`)}
            {e.note ? ` — ${e.note}` : ""}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The deal sent, then the funder's offer and answers, then what happened. */
function FunderSubmissionDetail({ item }: { item: VisibleSubmission }) {
  // What the last move on the offer did, confirmed until the funder acts again.
  const [offerSent, setOfferSent] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {offerSent && (
        <p role="status" className="rounded-md border border-line bg-muted px-3 py-2 text-sm">
          {offerSent}
        </p>
      )}
      <FunderRequest item={item} />
      <FunderOffer item={item} onMoved={setOfferSent} />
      <FunderAnswers item={item} onMove={() => setOfferSent(null)} />
      <Events item={item} />
    </div>
  );
}
