import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  documentTypes,
  type Document,
  type DocumentType,
} from "@portal/contract/documents/document-schemas";
import {
  submissionNoteSchema,
  type Submission,
} from "@portal/contract/submissions/submission-schemas";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { errorMessageKey } from "@/lib/errors";

/**
 * Uploads a file to the deal's borrower. The documents feature owns uploads; the deal's page
 * passes its upload here, so the new document also shows in the page's other lists.
 */
export type UploadDocument = (
  file: File,
  type: DocumentType,
  onProgress: (fraction: number) => void,
) => Promise<Document>;

/**
 * The broker's answer to a funder's question: a message, and documents to share with it: the
 * borrower's documents (`documents`, undefined while they load) not shared with this funder yet,
 * or a new one uploaded here (it joins the borrower's documents and is ticked).
 */
export function AnswerForm({
  submission,
  documents,
  uploadDocument,
  busy,
  onAnswer,
}: {
  submission: Submission;
  documents: Document[] | undefined;
  uploadDocument: UploadDocument;
  busy: boolean;
  /** Sends the answer; a refusal rejects, and is shown here with what was typed kept. */
  onAnswer: (note: string, sharedDocumentIds: string[]) => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const label = t("ui.submissions.answerLabel", { funder: submission.funderName });
  const form = useContractForm(submissionNoteSchema, {
    defaultValues: { note: "", sharedDocumentIds: [] },
    onSubmit: ({ note, sharedDocumentIds }) => onAnswer(note, sharedDocumentIds ?? []),
  });
  const shared = form.watch("sharedDocumentIds") ?? [];
  const share = (ids: string[]) => form.setValue("sharedDocumentIds", ids, { shouldDirty: true });
  const [type, setType] = useState<DocumentType>("other");
  const [progress, setProgress] = useState<number | null>(null);

  const unshared = (documents ?? []).filter((d) => !submission.sharedDocumentIds.includes(d.id));
  const toggle = (id: string) =>
    share(shared.includes(id) ? shared.filter((x) => x !== id) : [...shared, id]);

  async function upload(file: File) {
    form.setFailure(null);
    setProgress(0);
    try {
      const document = await uploadDocument(file, type, setProgress);
      share([...(form.getValues("sharedDocumentIds") ?? []), document.id]);
    } catch (error) {
      form.setFailure(errorMessageKey(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="flex flex-col gap-2" aria-label={label} noValidate onSubmit={form.submit}>
      <TextAreaField label={label} required {...form.field("note")} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{t("ui.submissions.answerShare")}</legend>
        {documents && unshared.length === 0 && (
          <p className="text-fg-muted">{t("ui.submissions.answerNothingNew")}</p>
        )}
        {unshared.map((d) => (
          <label key={d.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={shared.includes(d.id)}
              onChange={() => toggle(d.id)}
            />
            {d.fileName}{" "}
            <span className="text-fg-muted">({t(`ui.submissions.documentTypes.${d.type}`)})</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t("ui.submissions.answerUploadType")}
          value={type}
          options={documentTypes.map((d) => ({
            value: d,
            label: t(`ui.submissions.documentTypes.${d}`),
          }))}
          onValueChange={(value) => setType(value as DocumentType)}
        />
        <label className="inline-flex cursor-pointer items-center rounded-md border border-line px-3 py-2 font-medium hover:bg-muted">
          {t("ui.submissions.answerUpload")}
          <input
            type="file"
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {progress !== null && (
        <progress
          className="h-2 w-full"
          max={1}
          value={progress}
          aria-label={t("ui.submissions.answerUploading")}
        />
      )}
      <FormFailure message={form.failure} />
      <Button
        type="submit"
        className="self-start"
        disabled={busy || form.formState.isSubmitting || progress !== null}
      >
        {t("ui.submissions.answer")}
      </Button>
    </form>
  );
}
