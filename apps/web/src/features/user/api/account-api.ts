import type { UpdateEmailInput } from "@portal/contract/user/account-schemas";
import { api } from "@/lib/api-client";

export const requestEmailChange = (body: UpdateEmailInput) =>
  api<{ status: "verification_sent"; email: string }>("/v1/user/updateemail", {
    method: "POST",
    body,
  });

/** Confirms the new address (the caller drops the ID token: the next one must carry it). */
export const confirmEmailChange = (token: string) =>
  api<{ email: string; emailVerified: true }>("/v1/user/verifyemail", {
    method: "POST",
    body: { token },
  });

export const deleteAccount = () =>
  api<{ status: "deleted" }>("/v1/user/delete", { method: "DELETE" });
