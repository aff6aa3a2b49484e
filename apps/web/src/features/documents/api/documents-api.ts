import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { Document, DocumentType } from "@portal/contract/documents/document-schemas";
import { api, uploadForm } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";
import { queryRoots } from "@/lib/query-keys";
import { documentKeys } from "./keys";

const base = (dealId: string) => `/v1/user/deal/${encodeURIComponent(dealId)}/documents`;

// GET /v1/user/deal/{id}/documents
export const listDocuments = (dealId: string, signal?: AbortSignal) =>
  api<{ items: Document[] }>(base(dealId), { signal });
export const documentsQuery = (dealId: string) =>
  queryOptions({
    queryKey: documentKeys.list(dealId),
    queryFn: ({ signal }) => listDocuments(dealId, signal),
    select: (page) => page.items,
  });
/** The deal's documents: its panel, "Send to funders" and the answers to funders share one copy. */
export const useDocuments = (dealId: string) => useQuery(documentsQuery(dealId));

/**
 * The borrower's documents changed: every list that shows them (this deal's, and its other deals',
 * the vault being the borrower's) and the matches (some criteria read the documents).
 */
function documentsChanged(client: QueryClient, dealId: string) {
  void client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === queryRoots.deal(dealId)[0] &&
      (queryKey[2] === "documents" || (queryKey[1] === dealId && queryKey[2] === "matches")),
  });
}

export interface UploadInput {
  file: File;
  type: DocumentType;
  expiresOn?: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

// POST /v1/user/deal/{id}/documents
/** Fields first, then the file: the order the server reads them in. */
export function uploadDocument(dealId: string, input: UploadInput) {
  const form = new FormData();
  form.append("type", input.type);
  if (input.expiresOn) form.append("expiresOn", input.expiresOn);
  form.append("file", input.file, input.file.name);
  return uploadForm<Document>(base(dealId), form, input.onProgress, input.signal);
}
export function useUploadDocument(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadDocument(dealId, input),
    onSuccess: (document) => {
      // Shown at once, before the lists come back from the server.
      client.setQueryData(documentKeys.list(dealId), (page: { items: Document[] } | undefined) =>
        page && !page.items.some((d) => d.id === document.id)
          ? { items: [document, ...page.items] }
          : page,
      );
      documentsChanged(client, dealId);
    },
  });
}

// DELETE /v1/user/deal/{id}/documents/{documentId}
export const deleteDocument = (dealId: string, documentId: string) =>
  api<null>(`${base(dealId)}/${encodeURIComponent(documentId)}`, { method: "DELETE" });
export function useDeleteDocument(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(dealId, documentId),
    onSuccess: (_none, documentId) => {
      client.setQueryData(
        documentKeys.list(dealId),
        (page: { items: Document[] } | undefined) =>
          page && { items: page.items.filter((d) => d.id !== documentId) },
      );
      documentsChanged(client, dealId);
    },
  });
}

// GET /v1/user/deal/{id}/documents/{documentId}: a file, saved by the browser (nothing to cache).
export const downloadDocument = (dealId: string, document: Document) =>
  downloadFile(`${base(dealId)}/${encodeURIComponent(document.id)}`, document.fileName);
