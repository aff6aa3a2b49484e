import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { downloadDocument, useDeleteDocument, useDocuments } from "../api/documents-api";
import { DocumentsTable } from "./documents-table";
import { DocumentUpload } from "./document-upload";

/**
 * The deal's documents (its borrower's vault): upload by choosing or dropping files, each with
 * its own progress bar; the list with expiry badges, download and delete.
 */
export function DocumentsPanel({ dealId }: { dealId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const documents = useDocuments(dealId);
  const deletion = useDeleteDocument(dealId);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function remove(document: Document) {
    try {
      await deletion.mutateAsync(document.id);
      toast("success", t("ui.documents.deleted", { name: document.fileName }));
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    } finally {
      setConfirming(null);
    }
  }

  async function download(document: Document) {
    try {
      await downloadDocument(dealId, document);
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    }
  }

  return (
    <Card title={t("ui.documents.title")}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t("ui.documents.vault")}</p>
        <DocumentUpload dealId={dealId} />

        <QueryState
          query={documents}
          isEmpty={(items) => items.length === 0}
          empty={t("ui.documents.empty")}
        >
          {(documents) => (
            <DocumentsTable
              documents={documents}
              confirming={confirming}
              onConfirm={setConfirming}
              onDownload={(d) => void download(d)}
              onRemove={(d) => void remove(d)}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
