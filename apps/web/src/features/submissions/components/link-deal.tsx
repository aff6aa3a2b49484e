import "../i18n";
import "../inbox-i18n";
import "../funder-links-i18n";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LinkState } from "@portal/contract/funder-links/funder-link-schemas";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { Card, PageTitle } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { downloadLinkDocument, useLinkDecline, useLinkMove } from "../api/link-api";
import { DeclineItem } from "./decline-item";
import { FitView } from "./fit-panel";
import { FundedForm } from "./funder-answers";
import { FunderOffer } from "./funder-offer";
import { FunderRequest, isVisible } from "./funder-request";
import { SubmissionEvents } from "./funder-submission";
import { InboxDocuments } from "./inbox-documents";
import { InboxHeader } from "./inbox-header";
import { LinkAccount } from "./link-account";

export type OpenLink = Extract<LinkState, { state: "open" }>;

/**
 * The deal behind a proven link, in the views of the funder's inbox item: where it stands, the
 * facts, the fit with the criteria the broker entered, the shared documents, the conversation
 * (`thread`), the offer (send, revise, withdraw, term sheet), the decline, once accepted that the
 * money went out, what happened, and
 * the way to an account of its own.
 */
export function LinkDeal({
  token,
  state,
  thread,
}: {
  token: string;
  state: OpenLink;
  thread: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const move = useLinkMove(token);
  const decline = useLinkDecline(token);
  // What the last move did (an offer sent, a decline), confirmed until the funder acts again.
  const [moved, setMoved] = useState<string | null>(null);
  const item = state.submission;
  const words = {
    broker: state.brokerName,
    email: state.email,
    date: formatDate(state.expiresAt, i18n.language, "long"),
    interpolation: { escapeValue: false },
  };
  // A withdrawn deal's link answers "withdrawn" (LinkEnded); this is a guard, not a page.
  if (!isVisible(item)) return null;
  return (
    <>
      <PageTitle title={`${item.reference} · ${item.borrower.legalName}`}>
        {t("ui.funderLinks.open.from", words)}
      </PageTitle>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t("ui.funderLinks.open.noAccount", words)}</p>
        {moved && (
          <p role="status" className="rounded-md border border-line bg-muted px-3 py-2 text-sm">
            {moved}
          </p>
        )}
        <InboxHeader item={item} assignee={() => null} />
        <FunderRequest item={item} title={t("ui.funderLinks.open.facts")} />
        <FitView fit={state.fit} title={t("ui.funderLinks.open.fit", words)} />
        <InboxDocuments
          documents={item.documents}
          download={(document) =>
            void downloadLinkDocument(token, document).catch((error: unknown) =>
              toast("danger", t(`messages.${errorMessageKey(error)}`)),
            )
          }
        />
        {thread}
        <FunderOffer
          item={item}
          move={move.mutateAsync}
          side={{ link: token }}
          onMoved={setMoved}
        />
        {canMakeMove("decline", "funder", item.status) && (
          <Card title={t("ui.submissions.funder.decline")}>
            <DeclineItem
              reference={item.reference}
              decline={decline.mutateAsync}
              onDeclined={setMoved}
            />
          </Card>
        )}
        {item.status === "accepted" && item.deal.status === "accepted" && (
          <FundedForm item={item} move={move.mutateAsync} onMove={() => setMoved(null)} />
        )}
        <SubmissionEvents item={item} />
        <LinkAccount token={token} email={state.email} requested={state.accountRequested} />
      </div>
    </>
  );
}
