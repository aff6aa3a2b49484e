import "../i18n";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  documentAccept,
  documentTypes,
  documentUploadFieldsSchema,
} from "@portal/contract/documents/document-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormDateField } from "@/components/ui/date-field";
import { FormSelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { applyServerIssues, useContractForm } from "@/lib/contract-form";
import { formatPercent } from "@/lib/format";
import { useUploadDocument } from "../api/documents-api";

interface Upload {
  key: number;
  name: string;
  progress: number;
  failure?: MessageKey;
}

/** What each file is sent with, as the upload's fields (the contract's); no expiry is "". */
const shape = documentUploadFieldsSchema.shape;
const uploadSchema = z.object({
  type: shape.type,
  expiresOn: z.union([z.literal(""), shape.expiresOn.unwrap()]),
});
const isField = (path: string) => path === "type" || path === "expiresOn";

/**
 * Uploads to the deal's documents by choosing or dropping files, each with its own progress bar.
 * The type and expiry they go with are checked first, at their fields (a date that is no date is
 * refused there, and nothing is sent); the server's refusal of them shows there too.
 */
export function DocumentUpload({ dealId }: { dealId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadDocument(dealId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const inFlight = useRef(new Set<AbortController>());
  const chosen = useRef<File[]>([]);
  const form = useContractForm(uploadSchema, {
    defaultValues: { type: "bank_statement", expiresOn: "" },
    onSubmit: ({ type, expiresOn }) => {
      for (const file of chosen.current) send(file, type, expiresOn || undefined);
    },
  });

  // Leaving the page cancels what is still uploading (the server keeps nothing partial).
  useEffect(() => () => inFlight.current.forEach((c) => c.abort()), []);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function send(file: File, type: z.output<typeof uploadSchema>["type"], expiresOn?: string) {
    const key = nextKey.current++;
    const controller = new AbortController();
    inFlight.current.add(controller);
    setUploads((all) => [...all, { key, name: file.name, progress: 0 }]);
    upload
      .mutateAsync({
        file,
        type,
        expiresOn,
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
          const rest = applyServerIssues(error, form.setError, isField);
          patch(key, { failure: rest ?? "invalidValue" });
        },
      )
      .finally(() => inFlight.current.delete(controller));
  }

  /** Checks the type and expiry, then sends each file with them. */
  function addFiles(files: Iterable<File>) {
    chosen.current = [...files];
    void form.submit();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelectField
          label={t("ui.documents.type")}
          control={form.control}
          name="type"
          error={form.errorOf("type")}
          options={documentTypes.map((value) => ({
            value,
            label: t(`ui.documents.types.${value}`),
          }))}
        />
        <FormDateField
          label={t("ui.documents.expiresOn")}
          control={form.control}
          name="expiresOn"
          error={form.errorOf("expiresOn")}
        />
      </div>
      <FormFailure message={form.failure} />
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
      <UploadList
        uploads={uploads}
        onDismiss={(key) => setUploads((all) => all.filter((x) => x.key !== key))}
      />
    </>
  );
}

/** Each file on its way: its progress, or why it was refused. */
function UploadList({
  uploads,
  onDismiss,
}: {
  uploads: Upload[];
  onDismiss: (key: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t("ui.documents.title")}>
      {uploads.map((u) => (
        <li key={u.key} className="flex flex-col gap-1 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate">{u.name}</span>
            {u.failure ? (
              <Button variant="ghost" onClick={() => onDismiss(u.key)}>
                {t("ui.documents.dismiss")}
              </Button>
            ) : (
              <span className="text-fg-muted">{formatPercent(u.progress, i18n.language, 0)}</span>
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
  );
}
