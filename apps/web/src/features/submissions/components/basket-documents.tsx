import "../i18n";
import { useTranslation } from "react-i18next";
import { withReferences } from "@/components/ui/reference";
import type { Document } from "@portal/contract/documents/document-schemas";
import { SharedDocuments } from "./shared-documents";

/** One deal of the basket with its documents, once its send preview has answered. */
export interface BasketDealDocuments {
  id: string;
  reference: string;
  /** Undefined while the deal's send preview is on its way. */
  documents: Document[] | undefined;
  shared: string[];
}

/**
 * The basket's documents step: for each deal, the documents its funders will see, ticked as the
 * send preview suggests for the funders chosen (decision 047) until the broker changes a box.
 */
export function BasketDocuments({
  deals,
  onChange,
}: {
  deals: readonly BasketDealDocuments[];
  onChange: (dealId: string, documentId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("ui.submissions.basket.documents")} className="flex flex-col gap-3">
      <h3 className="font-semibold">{t("ui.submissions.basket.documents")}</h3>
      {deals.map((deal) =>
        deal.documents ? (
          <SharedDocuments
            key={deal.id}
            legend={t("ui.submissions.basket.documentsOf", { reference: deal.reference })}
            documents={deal.documents}
            shared={deal.shared}
            onChange={(id, on) => onChange(deal.id, id, on)}
          />
        ) : (
          <p key={deal.id} className="text-fg-muted">
            {withReferences(
              t("ui.submissions.basket.loadingDocuments", { reference: deal.reference }),
              [deal.reference],
            )}
          </p>
        ),
      )}
    </section>
  );
}
