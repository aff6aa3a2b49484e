import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { borrowerUpdateSchema } from "@portal/contract/deals/deal-schemas";
import type {
  commissionEntrySchema,
  FunderSubmission,
  ProposalInput,
  Submission,
  submissionPreviewSchema,
} from "@portal/contract/submissions/submission-schemas";
import type { z } from "zod";

type BorrowerUpdate = z.input<typeof borrowerUpdateSchema>;
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";
import { queryRoots } from "@/lib/query-keys";
import { submissionKeys } from "./keys";

const deal = (id: string) => `/v1/user/deal/${encodeURIComponent(id)}`;
const mine = (id: string) => `/v1/user/submission/${encodeURIComponent(id)}`;
const theirs = (id: string) => `/v1/funder/submission/${encodeURIComponent(id)}`;

/**
 * A submission moved (either side): the deal's submissions, its status and history, its ledger,
 * its matches (a funder already sent to), the deals list and the funder's inbox are read again.
 */
function submissionMoved(client: QueryClient, dealId: string) {
  void client.invalidateQueries({ queryKey: queryRoots.deal(dealId) });
  void client.invalidateQueries({ queryKey: queryRoots.dealLists });
  void client.invalidateQueries({ queryKey: queryRoots.funderInbox });
}

// --- The broker's side ---

// POST /v1/user/deal/{id}/submissions/preview: a check that changes nothing (so no invalidation).
export const previewSend = (dealId: string, listingIds: string[]) =>
  api<z.infer<typeof submissionPreviewSchema>>(`${deal(dealId)}/submissions/preview`, {
    method: "POST",
    body: { listingIds },
  });
export const usePreviewSend = (dealId: string) =>
  useMutation({ mutationFn: (listingIds: string[]) => previewSend(dealId, listingIds) });
/**
 * The same check as soon as funders are picked, for what holds whichever they are: the training
 * the sender must pass first (`training`, docs/decisions/040-training-gate.md), shown before Send,
 * and the documents to share (decision 047). Keyed under the deal's documents: a document
 * uploaded or deleted changes what is suggested, and is read again with them.
 */
const sendPreviewQuery = (dealId: string, listingIds: string[]) =>
  queryOptions({
    queryKey: [...queryRoots.dealPart(dealId, "documents"), "send-preview", listingIds.join(",")],
    queryFn: () => previewSend(dealId, listingIds),
    enabled: listingIds.length > 0,
  });
export const useSendPreview = (dealId: string, listingIds: string[]) =>
  useQuery(sendPreviewQuery(dealId, listingIds));

/**
 * The facts a sending asked for, given on the send step (decision 075): `POST /v1/borrower/{id}`
 * with those alone; the deal's page, matches and send preview are read again.
 */
export function useGiveFacts(dealId: string, borrowerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: BorrowerUpdate) =>
      api<unknown>(`/v1/borrower/${encodeURIComponent(borrowerId)}`, {
        method: "POST",
        body: changes,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryRoots.deal(dealId) });
      void client.invalidateQueries({ queryKey: queryRoots.dealLists });
    },
  });
}
/** The send preview of each deal of the proposal basket, for the same funders. */
export const useSendPreviews = (dealIds: readonly string[], listingIds: string[]) =>
  useQueries({ queries: dealIds.map((id) => sendPreviewQuery(id, listingIds)) });

// POST /v1/user/deal/{id}/submissions
export const sendDeal = (dealId: string, listingIds: string[], sharedDocumentIds: string[]) =>
  api<{ items: Submission[] }>(`${deal(dealId)}/submissions`, {
    method: "POST",
    body: { listingIds, sharedDocumentIds },
  });
export function useSendDeal(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingIds: string[]; sharedDocumentIds: string[] }) =>
      sendDeal(dealId, input.listingIds, input.sharedDocumentIds),
    onSuccess: () => submissionMoved(client, dealId),
  });
}

/** How sending one deal of the proposal basket went: its submissions, or why not. */
export type BasketSend =
  { dealId: string; items: Submission[] } | { dealId: string; error: unknown };
/** One deal of the basket to send, with the documents its funders will see. */
export interface BasketDealSend {
  dealId: string;
  /** How the report names the deal (it may have left the basket by then). */
  reference: string;
  sharedDocumentIds: string[];
}
/** Sends each deal to the same listings, one request per deal, and reports every deal. */
export function useSendBasket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { deals: BasketDealSend[]; listingIds: string[] }) => {
      const results: BasketSend[] = [];
      // One after another: the server checks each deal's funders against what was sent before.
      for (const { dealId, sharedDocumentIds } of input.deals) {
        try {
          const sent = await sendDeal(dealId, input.listingIds, sharedDocumentIds);
          results.push({ dealId, items: sent.items });
        } catch (error) {
          results.push({ dealId, error });
        }
      }
      return results;
    },
    onSuccess: (results) => results.forEach((r) => submissionMoved(client, r.dealId)),
  });
}

// GET /v1/user/deal/{id}/submissions
export const listSubmissions = (dealId: string, signal?: AbortSignal) =>
  api<{ items: Submission[] }>(`${deal(dealId)}/submissions`, { signal });
export const submissionsQuery = (dealId: string) =>
  queryOptions({
    queryKey: submissionKeys.deal(dealId),
    queryFn: ({ signal }) => listSubmissions(dealId, signal),
    select: (page) => page.items,
  });
export const useSubmissions = (dealId: string) => useQuery(submissionsQuery(dealId));

/** A line of the deal's commission ledger (`commissionEntrySchema` of the contract). */
export type Commission = z.infer<typeof commissionEntrySchema>;
// GET /v1/user/deal/{id}/commissions
export const listCommissions = (dealId: string, signal?: AbortSignal) =>
  api<{ items: Commission[] }>(`${deal(dealId)}/commissions`, { signal });
export const commissionsQuery = (dealId: string) =>
  queryOptions({
    queryKey: submissionKeys.commissions(dealId),
    queryFn: ({ signal }) => listCommissions(dealId, signal),
    select: (page) => page.items,
  });
export const useCommissions = (dealId: string) => useQuery(commissionsQuery(dealId));

// POST /v1/user/submission/{id}/accept, /cancel, /answer
/** Accepts the offer the broker read (`proposalId`): refused with `offer_changed` if it changed since. */
export const acceptOffer = (id: string, proposalId: string) =>
  api<Submission>(`${mine(id)}/accept`, { method: "POST", body: { proposalId } });
export const cancelSubmission = (id: string) =>
  api<Submission>(`${mine(id)}/cancel`, { method: "POST", body: {} });
export const answerFunder = (id: string, note: string, sharedDocumentIds: string[]) =>
  api<Submission>(`${mine(id)}/answer`, { method: "POST", body: { note, sharedDocumentIds } });
export type BrokerMove =
  | { move: "accept"; id: string; proposalId: string }
  | { move: "cancel"; id: string }
  | { move: "answer"; id: string; note: string; sharedDocumentIds: string[] };
/** The broker's moves on one of the deal's submissions (accept an offer, withdraw, answer). */
export function useBrokerMove(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BrokerMove) =>
      input.move === "accept"
        ? acceptOffer(input.id, input.proposalId)
        : input.move === "cancel"
          ? cancelSubmission(input.id)
          : answerFunder(input.id, input.note, input.sharedDocumentIds),
    // Refused too: the offer may have changed meanwhile (offer_changed), so read it again.
    onSettled: () => submissionMoved(client, dealId),
  });
}

// --- The funder's side ---

// GET /v1/funder/submission/{id}
export const funderSubmission = (id: string, signal?: AbortSignal) =>
  api<FunderSubmission>(theirs(id), { signal });
export const funderSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.funderItem(id),
    queryFn: ({ signal }) => funderSubmission(id, signal),
  });
export const useFunderSubmission = (id: string) => useQuery(funderSubmissionQuery(id));

// POST /v1/funder/submission/{id}/request-info, /duplicate, /offer, /revise, /withdraw-offer, /funded
// (a decline takes a reason: `useDecline` in inbox-api.ts)
export const funderNote = (id: string, move: "request-info" | "duplicate", note: string) =>
  api<FunderSubmission>(`${theirs(id)}/${move}`, { method: "POST", body: { note } });
export const funderOffer = (id: string, offer: ProposalInput, move: "offer" | "revise") =>
  api<FunderSubmission>(`${theirs(id)}/${move}`, { method: "POST", body: offer });
export const withdrawOffer = (id: string, note?: string) =>
  api<FunderSubmission>(`${theirs(id)}/withdraw-offer`, {
    method: "POST",
    body: note ? { note } : {},
  });
export const funderFunded = (id: string, amountMinor?: number) =>
  api<FunderSubmission>(`${theirs(id)}/funded`, {
    method: "POST",
    body: amountMinor ? { amountMinor } : {},
  });
export type FunderMove =
  | { move: "request-info" | "duplicate"; note: string }
  | { move: "offer" | "revise"; offer: ProposalInput }
  | { move: "withdraw-offer"; note?: string }
  | { move: "funded"; amountMinor?: number };
/** The funder's moves on a submission: ask, duplicate, propose (revise, withdraw), funded. */
export function useFunderMove(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunderMove) => {
      switch (input.move) {
        case "offer":
        case "revise":
          return funderOffer(id, input.offer, input.move);
        case "withdraw-offer":
          return withdrawOffer(id, input.note);
        case "funded":
          return funderFunded(id, input.amountMinor);
        default:
          return funderNote(id, input.move, input.note);
      }
    },
    onSuccess: (item) => {
      client.setQueryData(submissionKeys.funderItem(id), item);
      submissionMoved(client, item.dealId);
    },
  });
}

// GET /v1/funder/submission/{id}/documents/{documentId}: a file, saved by the browser.
export const downloadShared = (id: string, document: Document) =>
  downloadFile(`${theirs(id)}/documents/${encodeURIComponent(document.id)}`, document.fileName);
