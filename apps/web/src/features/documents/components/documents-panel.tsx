import "../i18n";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "@/lib/format";
import {
  documentAccept,
  documentTypes,
  type Document,
  type DocumentType,
} from "@portal/contract/documents/document-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import {
  downloadDocument,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from "../api/documents-api";
import { DocumentsTable } from "./documents-table";

interface Upload {
  key: number;
  name: string;
  progress: number;
  failure?: MessageKey;
}

/**
 * The deal's documents (its borrower's vault): upload by choosing or dropping files, each with
 * its own progress bar; the list with expiry badges, download and delete.
 */
export function DocumentsPanel({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const documents = useDocuments(dealId);
  const upload = useUploadDocument(dealId);
  const deletion = useDeleteDocument(dealId);
  const [type, setType] = useState<DocumentType>("bank_statement");
  const [expiresOn, setExpiresOn] = useState("");
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const nextKey = useRef(0);
  const inFlight = useRef(new Set<AbortController>());

  // Leaving the page cancels what is still uploading (the server keeps nothing partial).
  useEffect(() => () => inFlight.current.forEach((c) => c.abort()), []);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function addFiles(files: Iterable<File>) {
    for (const file of files) {
      const key = nextKey.current++;
      const controller = new AbortController();
      inFlight.current.add(controller);
      setUploads((all) => [...all, { key, name: file.name, progress: 0 }]);
      upload
        .mutateAsync({
          file,
          type,
          expiresOn: expiresOn || undefined,
          onProgress: (progress) => patch(key, { progress }),
          signal: controller.signal,
        })
        .then(
          (document) => {
            setUploads((all) => all.filter((u) => u.key !== key));
            toast("success", t("ui.documents.uploaded", { name: document.fileName }));
          },
          (error: unknown) => {
            if (error instanceof DOMException && error.name === "AbortError") return;
            patch(key, { failure: errorMessageKey(error) });
          },
        )
        .finally(() => inFlight.current.delete(controller));
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

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
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t("ui.documents.type")}
            value={type}
            onValueChange={(value) => setType(value as DocumentType)}
            options={documentTypes.map((value) => ({
              value,
              label: t(`ui.documents.types.${value}`),
            }))}
          />
          <DateField
            label={t("ui.documents.expiresOn")}
            value={expiresOn}
            onValueChange={setExpiresOn}
          />
        </div>
        <label
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging || undefined}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed p-6 text-center text-sm focus-within:outline-2 focus-within:outline-focus ${dragging ? "border-primary bg-primary-soft" : "border-line"}`}
        >
          <span className="font-medium text-primary">{t("ui.documents.drop")}</span>
          <span className="text-fg-muted">{t("ui.documents.dropHint")}</span>
          <input
            type="file"
            multiple
            accept={documentAccept}
            className="sr-only"
            onChange={(e) => {
              if (e.target.files) addFiles([...e.target.files]);
              e.target.value = "";
            }}
          />
        </label>

        {uploads.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t("ui.documents.title")}>
            {uploads.map((u) => (
              <li key={u.key} className="flex flex-col gap-1 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate">{u.name}</span>
                  {u.failure ? (
                    <Button
                      variant="ghost"
                      onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
                    >
                      {t("ui.documents.dismiss")}
                    </Button>
                  ) : (
                    <span className="text-fg-muted">
                      {formatPercent(u.progress, i18n.language, 0)}
                    </span>
                  )}
                </div>
                {u.failure ? (
                  <FormFailure message={u.failure} />
                ) : (
                  <progress
                    className="h-2 w-full"
                    max={1}
                    value={u.progress}
                    aria-label={t("ui.documents.uploading", { name: u.name })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}

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
