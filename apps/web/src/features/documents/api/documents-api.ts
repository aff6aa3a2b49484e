import type { Document, DocumentType } from "@portal/contract/documents/document-schemas";
import { api, downloadFile, uploadForm } from "@/lib/api-client";

const base = (dealId: string) => `/v1/user/deal/${encodeURIComponent(dealId)}/documents`;

export const listDocuments = (dealId: string) => api<{ items: Document[] }>(base(dealId));

/** Fields first, then the file: the order the server reads them in. */
export function uploadDocument(
  dealId: string,
  input: { file: File; type: DocumentType; expiresOn?: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append("type", input.type);
  if (input.expiresOn) form.append("expiresOn", input.expiresOn);
  form.append("file", input.file, input.file.name);
  return uploadForm<Document>(base(dealId), form, onProgress, signal);
}

export const downloadDocument = (dealId: string, document: Document) =>
  downloadFile(`${base(dealId)}/${encodeURIComponent(document.id)}`, document.fileName);

export const deleteDocument = (dealId: string, documentId: string) =>
  api<null>(`${base(dealId)}/${encodeURIComponent(documentId)}`, { method: "DELETE" });
