import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { DeclineInput } from "@portal/contract/submissions/inbox-schemas";
import type { FunderLink, LinkState } from "@portal/contract/funder-links/funder-link-schemas";
import type { Thread, ThreadMessageInput } from "@portal/contract/threads/thread-schemas";
import { api, ApiError } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";
import { queryRoots } from "@/lib/query-keys";
import { submissionKeys } from "./keys";
import type { FunderMove } from "./submissions-api";

// --- The outside funder's side: `/v1/link/{token}` (no account; the browser proves an address
// by a mailed code and then holds an HttpOnly cookie scoped to `/v1/link/`) ---

const link = (token: string) => `/v1/link/${encodeURIComponent(token)}`;
// Public: a signed-in visitor's token is neither needed nor sent.
const post = <T>(path: string, body: unknown = {}) =>
  api<T>(path, { method: "POST", body, public: true });

// GET /v1/link/{token}: the code to ask for, the link's end, or the deal (linkStateSchema).
export const useLinkState = (token: string) =>
  useQuery({
    queryKey: submissionKeys.link(token),
    queryFn: ({ signal }) => api<LinkState>(link(token), { signal, public: true }),
    // An unknown token is final; anything else is retried as any read is.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/**
 * Whatever a move changed (the deal, the offer, the thread) comes back with the link's state;
 * a move refused because the link ended meanwhile, or the browser's proof lapsed, shows that too.
 */
function useLinkMutation<Input>(token: string, send: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: submissionKeys.link(token) }),
  });
}

// POST /v1/link/{token}/code: 202 whether or not the address is one of the link's.
export const useRequestLinkCode = (token: string) =>
  useMutation({ mutationFn: (email: string) => post<null>(`${link(token)}/code`, { email }) });

// POST /v1/link/{token}/verify: the cookie is set, then the deal is read.
export const useVerifyLinkCode = (token: string) =>
  useLinkMutation(token, (input: { email: string; code: string }) =>
    post<null>(`${link(token)}/verify`, input),
  );

// POST /v1/link/{token}/offer, /offer/revise, /offer/withdraw, /funded: the inbox's offer and funded moves.
export const useLinkMove = (token: string) =>
  useLinkMutation(token, (input: FunderMove) => {
    switch (input.move) {
      case "offer":
        return post(`${link(token)}/offer`, input.offer);
      case "revise":
        return post(`${link(token)}/offer/revise`, input.offer);
      case "withdraw-offer":
        return post(`${link(token)}/offer/withdraw`, input.note ? { note: input.note } : {});
      case "funded":
        return post(
          `${link(token)}/funded`,
          input.amountMinor ? { amountMinor: input.amountMinor } : {},
        );
      default:
        // Questions go in the thread; a duplicate is the inbox's (an account's).
        return Promise.reject(new Error(`not a link move: ${input.move}`));
    }
  });

// POST /v1/link/{token}/decline with a reason from the list (and a note for "other").
export const useLinkDecline = (token: string) =>
  useLinkMutation(token, (input: DeclineInput) => post(`${link(token)}/decline`, input));

// POST /v1/link/{token}/messages: a question or an answer in the deal's thread.
export const useLinkMessage = (token: string) =>
  useLinkMutation(token, (input: ThreadMessageInput) =>
    post<Thread>(`${link(token)}/messages`, input),
  );

// GET /v1/link/{token}/thread?before=: an older page, read on demand (not cached).
export const olderLinkMessages = (token: string, before: string) =>
  api<Thread>(`${link(token)}/thread?before=${encodeURIComponent(before)}`, { public: true });

// POST /v1/link/{token}/account: the contact becomes a funder awaiting the operator's approval.
export const useLinkAccount = (token: string) =>
  useLinkMutation(token, (input: { name: string; password: string }) =>
    post(`${link(token)}/account`, input),
  );

// GET /v1/link/{token}/document/{documentId}: a shared document, saved by the browser.
export const downloadLinkDocument = (token: string, document: Document) =>
  downloadFile(`${link(token)}/document/${encodeURIComponent(document.id)}`, document.fileName, {
    public: true,
  });

// --- The broker's side: the link of one of the deal's submissions ---

const mine = (id: string) => `/v1/user/submission/${encodeURIComponent(id)}/link`;

// GET /v1/user/submission/{id}/link: where it went, until when, every open and download.
export const useFunderLink = (dealId: string, submissionId: string) =>
  useQuery({
    queryKey: submissionKeys.funderLink(dealId, submissionId),
    queryFn: ({ signal }) => api<FunderLink>(mine(submissionId), { signal }),
  });

// POST /v1/user/submission/{id}/link/revoke, /renew: the link, then the deal's parts, read again.
export function useFunderLinkMove(dealId: string, submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: "revoke" | "renew") =>
      api<FunderLink>(`${mine(submissionId)}/${move}`, { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.deal(dealId) }),
  });
}
