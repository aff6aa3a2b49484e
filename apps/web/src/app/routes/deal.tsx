import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { endStatuses } from "@portal/contract/deals/deal-states";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useDeal } from "@/features/deals/api/deals-api";
import { DealView } from "@/features/deals/components/deal-view";
import { useDocuments, useUploadDocument } from "@/features/documents/api/documents-api";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { MatchesPanel } from "@/features/matching/components/matches-panel";
import type { UploadDocument } from "@/features/submissions/components/answer-form";
import { SendToFunders } from "@/features/submissions/components/send-to-funders";
import { SubmissionsPanel } from "@/features/submissions/components/submissions-panel";

/**
 * A deal's page composes its features: the facts and moves (deals), the documents, the funders
 * that fit (matching) and where the deal went (submissions). The submissions share the documents
 * the page holds, so a document uploaded here is offered at once in "Send to funders" and in the
 * answers to funders; every change refreshes what it affects through the query cache.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const deal = useDeal(id);
  const documents = useDocuments(id);
  const upload = useUploadDocument(id);
  const uploadDocument: UploadDocument = (file, type, onProgress) =>
    upload.mutateAsync({ file, type, onProgress });
  const [selected, setSelected] = useState<string[]>([]);
  const found = deal.data;
  return (
    <>
      <PageTitle
        title={found ? `${found.reference} · ${found.borrower.legalName}` : t("ui.pages.deal")}
      >
        <Link className="text-primary underline" to={paths.deals}>
          {t("ui.deals.back")}
        </Link>
        {found && !endStatuses.includes(found.status) && (
          <>
            {" · "}
            <Link className="text-primary underline" to={paths.editDeal.replace(":id", found.id)}>
              {t("ui.deals.edit")}
            </Link>
          </>
        )}
      </PageTitle>
      <QueryState query={deal}>
        {(deal) => {
          const open = ["draft", "submitted", "in_review", "proposals"].includes(deal.status);
          return (
            <DealView
              deal={deal}
              panels={
                <>
                  <DocumentsPanel dealId={deal.id} />
                  <MatchesPanel
                    dealId={deal.id}
                    selection={
                      open
                        ? {
                            selected,
                            toggle: (listingId) =>
                              setSelected((all) =>
                                all.includes(listingId)
                                  ? all.filter((x) => x !== listingId)
                                  : [...all, listingId],
                              ),
                          }
                        : undefined
                    }
                  />
                  {open && (
                    <SendToFunders
                      dealId={deal.id}
                      listingIds={selected}
                      documents={documents.data}
                      onSent={() => setSelected([])}
                    />
                  )}
                  <SubmissionsPanel
                    dealId={deal.id}
                    documents={documents.data}
                    uploadDocument={uploadDocument}
                  />
                </>
              }
            />
          );
        }}
      </QueryState>
    </>
  );
}
