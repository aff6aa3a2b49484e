import { api } from "@/lib/api-client";
import { clearIdToken } from "./identity-api";

// Each of these replaces the identity session, so the cached ID token (which names it) is dropped.

/** Starts enrolment: the authenticator URI (for the QR code) and the one-time backup codes. */
export async function startTwoFactor(password: string) {
  const body = await api<{ totpURI: string; backupCodes: string[] }>("/auth/two-factor/enable", {
    method: "POST",
    body: { password },
    public: true,
  });
  return { totpURI: body.totpURI, backupCodes: body.backupCodes };
}

/** Finishes enrolment with a first code from the app: two-factor is on from now. */
export async function confirmTwoFactor(code: string) {
  await api("/auth/two-factor/verify-totp", {
    method: "POST",
    body: { code: code.trim() },
    public: true,
  });
  clearIdToken();
}

/** Turns two-factor off: the password and a current (or backup) code. */
export async function disableTwoFactor(password: string, code: string) {
  await api("/auth/two-factor/disable", {
    method: "POST",
    body: { password, code: code.trim() },
    public: true,
  });
  clearIdToken();
}

/** The setup key inside an otpauth:// URI, for people who type it instead of scanning. */
export function setupKeyOf(totpURI: string): string {
  return (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})/g, "$1 ").trim();
}
