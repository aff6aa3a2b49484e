import { api } from "../../../lib/api-client";

/** Spec §7: JSON, no authorizationkey. Always accepted; a link is mailed if the address has an account. */
export const requestPasswordReset = (email: string) =>
  api<{ status: "accepted" }>("/v1/user/reset-password", { method: "POST", body: { email }, public: true });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>("/auth/reset-password", { method: "POST", body: { token, newPassword }, public: true });

export const resendVerification = (email: string) =>
  api<{ status: boolean }>("/auth/send-verification-email", { method: "POST", body: { email, callbackURL: verifyCallbackUrl }, public: true });

/** Where the emailed verification link returns; the verify page reads `verified` and `error`. */
export const verifyCallbackUrl = "/verify?verified=1";
