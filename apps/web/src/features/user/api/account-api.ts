import type { UpdateEmailInput } from "@portal/contract/user/account-schemas";
import { api } from "@/lib/api-client";
import { clearIdToken } from "@/features/identity/api/identity-api";

export const requestEmailChange = (body: UpdateEmailInput) =>
  api<{ status: "verification_sent"; email: string }>("/v1/user/updateemail", {
    method: "POST",
    body,
  });

/** Confirms the new address; the next ID token must carry it. */
export async function confirmEmailChange(token: string) {
  const result = await api<{ email: string; emailVerified: true }>("/v1/user/verifyemail", {
    method: "POST",
    body: { token },
  });
  clearIdToken();
  return result;
}

export const deleteAccount = () =>
  api<{ status: "deleted" }>("/v1/user/delete", { method: "DELETE" });
