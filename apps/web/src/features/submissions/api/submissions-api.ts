import type { Document } from "@portal/contract/documents/document-schemas";
import type {
  FunderSubmission,
  ProposalInput,
  Submission,
} from "@portal/contract/submissions/submission-schemas";
import { api, downloadFile } from "@/lib/api-client";

const deal = (id: string) => `/v1/user/deal/${encodeURIComponent(id)}`;
const mine = (id: string) => `/v1/user/submission/${encodeURIComponent(id)}`;
const theirs = (id: string) => `/v1/funder/submission/${encodeURIComponent(id)}`;

export const previewSend = (dealId: string, listingIds: string[]) =>
  api<{ warnings: { listingId: string; funderName: string; message: string }[] }>(
    `${deal(dealId)}/submissions/preview`,
    { method: "POST", body: { listingIds } },
  );
export const sendDeal = (dealId: string, listingIds: string[], sharedDocumentIds: string[]) =>
  api<{ items: Submission[] }>(`${deal(dealId)}/submissions`, {
    method: "POST",
    body: { listingIds, sharedDocumentIds },
  });
export const listSubmissions = (dealId: string) =>
  api<{ items: Submission[] }>(`${deal(dealId)}/submissions`);
export const listCommissions = (dealId: string) =>
  api<{
    items: {
      kind: "expected" | "earned" | "paid" | "clawed_back";
      amountMinor: number;
      currency: string;
      rateBp: number;
      baseMinor: number;
      at: string;
    }[];
  }>(`${deal(dealId)}/commissions`);
export const acceptOffer = (id: string) =>
  api<Submission>(`${mine(id)}/accept`, { method: "POST", body: {} });
export const cancelSubmission = (id: string) =>
  api<Submission>(`${mine(id)}/cancel`, { method: "POST", body: {} });
export const answerFunder = (id: string, note: string, sharedDocumentIds: string[]) =>
  api<Submission>(`${mine(id)}/answer`, { method: "POST", body: { note, sharedDocumentIds } });

export const funderInbox = () =>
  api<{ items: Omit<FunderSubmission, "documents" | "events">[] }>("/v1/funder/submissions");
export const funderSubmission = (id: string) => api<FunderSubmission>(theirs(id));
export const funderNote = (
  id: string,
  move: "request-info" | "decline" | "duplicate",
  note: string,
) => api<FunderSubmission>(`${theirs(id)}/${move}`, { method: "POST", body: { note } });
export const funderOffer = (id: string, offer: ProposalInput) =>
  api<FunderSubmission>(`${theirs(id)}/offer`, { method: "POST", body: offer });
export const funderFunded = (id: string, amountMinor?: number) =>
  api<FunderSubmission>(`${theirs(id)}/funded`, {
    method: "POST",
    body: amountMinor ? { amountMinor } : {},
  });
export const downloadShared = (id: string, document: Document) =>
  downloadFile(`${theirs(id)}/documents/${encodeURIComponent(document.id)}`, document.fileName);
