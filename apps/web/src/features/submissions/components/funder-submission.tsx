import "../i18n";
import "../inbox-i18n";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "@portal/contract/submissions/inbox-schemas";
import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime } from "@/lib/format";
import { downloadShared, useFunderMove, useFunderSubmission } from "../api/submissions-api";
import { FunderAnswers } from "./funder-answers";
import { FunderOffer } from "./funder-offer";
import { FunderRequest, isVisible, type VisibleSubmission } from "./funder-request";
import { describeChanges } from "./offer-facts";
import { FitPanel } from "./fit-panel";
import { InboxDocuments } from "./inbox-documents";
import { InboxHeader } from "./inbox-header";

/** What the page composes into the item: the conversation and who holds it (other features). */
export interface ItemSlots {
  thread: (item: VisibleSubmission) => ReactNode;
  assignee: (item: VisibleSubmission, holder: InboxItem["assignee"]) => ReactNode;
  /** What the shared bank statements say (statements), after the shared documents. */
  statements?: (item: VisibleSubmission) => ReactNode;
}

const noSlots: ItemSlots = {
  thread: () => null,
  assignee: (_item, holder) => holder?.name ?? null,
};

/**
 * A deal sent to this funder: the header (age, clock, status, holder), the facts the listing
 * judged, the fit with each listing, the shared documents and what their statements say, the conversation, the offer and the
 * decline, then what happened.
 */
export function FunderSubmissionView({ id, slots = noSlots }: { id: string; slots?: ItemSlots }) {
  const submission = useFunderSubmission(id);
  return (
    <QueryState query={submission}>
      {(item) =>
        isVisible(item) ? (
          <FunderSubmissionDetail item={item} slots={slots} />
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
          <dd data-status={item.status}>{t(`ui.inbox.statuses.${item.status}`)}</dd>
          <dt className="text-fg-muted">{t("ui.submissions.inbox.columns.broker")}</dt>
          <dd>{item.brokerName}</dd>
        </dl>
      </Card>
      <SubmissionEvents item={item} />
    </div>
  );
}

export function SubmissionEvents({ item }: { item: FunderSubmission }) {
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
              : t(`ui.inbox.statuses.${e.to}`)}
            {e.note ? ` — ${e.note}` : ""}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The deal sent and how it fits, the conversation, then the funder's moves and what happened. */
function FunderSubmissionDetail({ item, slots }: { item: VisibleSubmission; slots: ItemSlots }) {
  // What the last move did (an offer sent, a decline), confirmed until the funder acts again.
  const [moved, setMoved] = useState<string | null>(null);
  const move = useFunderMove(item.id);
  return (
    <div className="flex flex-col gap-4">
      <InboxHeader item={item} assignee={(holder) => slots.assignee(item, holder)} />
      {moved && (
        <p role="status" className="rounded-md border border-line bg-muted px-3 py-2 text-sm">
          {moved}
        </p>
      )}
      <FunderRequest item={item} />
      <FitPanel id={item.id} />
      <InboxDocuments
        documents={item.documents}
        download={(document) => void downloadShared(item.id, document)}
      />
      {slots.statements?.(item)}
      {slots.thread(item)}
      <FunderOffer item={item} move={move.mutateAsync} onMoved={setMoved} />
      <FunderAnswers item={item} onMove={setMoved} />
      <SubmissionEvents item={item} />
    </div>
  );
}
