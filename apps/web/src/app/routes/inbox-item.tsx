import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { downloadShared, useFunderSubmission } from "@/features/submissions/api/submissions-api";
import { FunderSubmissionView } from "@/features/submissions/components/funder-submission";
import { FunderStatements } from "@/features/statements/components/statements-panel";
import { AssigneePicker } from "@/features/team/components/assignee-picker";
import { ThreadView } from "@/features/threads/components/thread-view";

/**
 * A deal sent to the funder, titled by its reference and business (the broker's, once
 * withdrawn), with the conversation (threads), who holds it (team) and what its shared bank
 * statements say (statements) composed into it. A withdrawn deal's conversation goes with its
 * details (decision 021): the view shows neither.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const item = useFunderSubmission(id).data;
  return (
    <>
      <PageTitle
        title={
          item
            ? `${item.reference} · ${item.borrower?.legalName ?? item.brokerName}`
            : t("ui.pages.inbox")
        }
      >
        <Link className="text-primary underline" to={paths.inbox}>
          {t("ui.submissions.inbox.back")}
        </Link>
      </PageTitle>
      <FunderSubmissionView
        id={id}
        slots={{
          assignee: (visible, holder) => (
            <AssigneePicker submissionId={visible.id} assignee={holder} />
          ),
          thread: (visible) => (
            <ThreadView
              scope={{ side: "funder" }}
              submissionId={visible.id}
              attachable={visible.documents.map((d) => ({ id: d.id, name: d.fileName }))}
              openDocument={({ id: documentId }) => {
                const document = visible.documents.find((d) => d.id === documentId);
                if (document) void downloadShared(visible.id, document);
              }}
            />
          ),
          statements: (visible) => <FunderStatements submissionId={visible.id} />,
        }}
      />
    </>
  );
}
