import { api } from "@/lib/api-client";
import { clearIdToken } from "./identity-api";

/** Spec §7: JSON, no authorizationkey. Always accepted; a link is mailed if the address has an account. */
export const requestPasswordReset = (email: string) =>
  api<{ status: "accepted" }>("/v1/user/reset-password", {
    method: "POST",
    body: { email },
    public: true,
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>("/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
    public: true,
  });

export const resendVerification = (email: string) =>
  api<{ status: boolean }>("/auth/send-verification-email", {
    method: "POST",
    body: { email, callbackURL: verifyCallbackUrl },
    public: true,
  });

/** Where the emailed verification link returns; the verify page reads `verified` and `error`. */
export const verifyCallbackUrl = "/verify?verified=1";

/**
 * Changes the password (the identity service checks the current one and the new one's
 * strength), then tells the API so every other session ends (spec §7 password-changed).
 */
export async function changePassword(currentPassword: string, newPassword: string) {
  await api("/auth/change-password", {
    method: "POST",
    body: { currentPassword, newPassword },
    public: true,
  });
  // The session was renewed: the next token must name the new one.
  clearIdToken();
  await api<{ endedSessions: number }>("/v1/user/password-changed", { method: "POST" });
}
