import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type {
  FunderContact,
  FunderContactInput,
  funderContactListSchema,
  funderContactSettingsSchema,
} from "@portal/contract/lenders/funder-contact-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { createOrUpdate } from "./create-or-update";
import { listingKeys } from "./keys";

// My funders (issue 39): the brokerage's own funders, sent to by secure link. Under the listings'
// key: a contact's criteria are a listing, and matching reads them.
export const funderContactKeys = {
  all: [...listingKeys.all, "funder-contacts"] as const,
  list: () => [...funderContactKeys.all, "list"] as const,
  detail: (id: string) => [...funderContactKeys.all, "detail", id] as const,
  settings: () => [...funderContactKeys.all, "settings"] as const,
};

/** `GET /v1/funder-contacts`: the list, and whether the reader may edit it. */
export type FunderContactList = z.infer<typeof funderContactListSchema>;
export type FunderContactSettings = z.output<typeof funderContactSettingsSchema>;

const one = (id: string) => `/v1/funder-contact/${encodeURIComponent(id)}`;

// GET /v1/funder-contacts
export const listFunderContacts = (signal?: AbortSignal) =>
  api<FunderContactList>("/v1/funder-contacts", { signal });
export const funderContactsQuery = () =>
  queryOptions({
    queryKey: funderContactKeys.list(),
    queryFn: ({ signal }) => listFunderContacts(signal),
  });
export const useFunderContacts = () => useQuery(funderContactsQuery());

// GET /v1/funder-contact/{id}
export const getFunderContact = (id: string, signal?: AbortSignal) =>
  api<FunderContact>(one(id), { signal });
export const useFunderContact = (id: string) =>
  useQuery({
    queryKey: funderContactKeys.detail(id),
    queryFn: ({ signal }) => getFunderContact(id, signal),
  });

/** A contact changed: its page shows the server's answer; the list and matching read again. */
function contactsChanged(client: QueryClient, contact?: FunderContact) {
  if (contact) client.setQueryData(funderContactKeys.detail(contact.id), contact);
  void client.invalidateQueries({ queryKey: funderContactKeys.list() });
  // Its criteria are a listing: every deal's matches may change (queryRoots.dealPart "matches").
  void client.invalidateQueries({
    queryKey: queryRoots.everyDeal,
    predicate: (query) => query.queryKey[2] === "matches",
  });
}

// POST /v1/funder-contacts
export const createFunderContact = (input: FunderContactInput) =>
  api<FunderContact>("/v1/funder-contacts", { method: "POST", body: input });
// PUT /v1/funder-contact/{id}
export const updateFunderContact = (id: string, input: FunderContactInput & { version: number }) =>
  api<FunderContact>(one(id), { method: "PUT", body: input });
/** Saves the contact form (createOrUpdate). */
export function useSaveFunderContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrUpdate<FunderContactInput, FunderContact>(
      createFunderContact,
      updateFunderContact,
    ),
    onSuccess: (contact) => contactsChanged(client, contact),
  });
}

// DELETE /v1/funder-contact/{id} (409 still_in_use once a deal was sent to it)
export const deleteFunderContact = (id: string) => api<unknown>(one(id), { method: "DELETE" });
export function useDeleteFunderContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFunderContact,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: funderContactKeys.detail(id) });
      contactsChanged(client);
    },
  });
}

// GET and PUT /v1/funder-contacts/settings
export const getFunderContactSettings = (signal?: AbortSignal) =>
  api<FunderContactSettings>("/v1/funder-contacts/settings", { signal });
export const useFunderContactSettings = () =>
  useQuery({
    queryKey: funderContactKeys.settings(),
    queryFn: ({ signal }) => getFunderContactSettings(signal),
  });
export function useSaveFunderContactSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: FunderContactSettings) =>
      api<FunderContactSettings>("/v1/funder-contacts/settings", {
        method: "PUT",
        body: settings,
      }),
    onSuccess: (settings) => client.setQueryData(funderContactKeys.settings(), settings),
  });
}
