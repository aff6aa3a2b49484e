import { tokenRefreshLeadMs } from "@portal/contract/identity/identity-constants";
import { api, setTokenProvider } from "@/lib/api-client";
import type { IdentityUser } from "../session-state";

interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

const toIdentity = (u: AuthUser): IdentityUser => ({
  uid: u.id,
  email: u.email,
  emailVerified: u.emailVerified,
  twoFactorEnabled: u.twoFactorEnabled === true,
});

/** A password sign-in either opens a session or asks for the second factor first. */
export type SignInResult = { user: IdentityUser } | { twoFactorRequired: true };

// The identity service (/auth) works with the session cookie; it never takes authorizationkey.
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const body = await api<{ user: AuthUser } | { twoFactorRedirect: true }>("/auth/sign-in/email", {
    method: "POST",
    body: { email, password },
    public: true,
  });
  clearIdToken();
  return "user" in body ? { user: toIdentity(body.user) } : { twoFactorRequired: true };
}

/** Completes a sign-in that asked for the second factor: a code from the app, or a backup code. */
export async function verifySecondFactor(
  code: string,
  kind: "totp" | "backupCode",
): Promise<IdentityUser> {
  const path =
    kind === "totp" ? "/auth/two-factor/verify-totp" : "/auth/two-factor/verify-backup-code";
  const body = await api<{ user: AuthUser }>(path, {
    method: "POST",
    body: { code: code.trim() },
    public: true,
  });
  clearIdToken();
  return toIdentity(body.user);
}

/**
 * Registers. The identity service answers alike whether or not the address already has an account
 * and signs nobody in (docs/decisions/022-sign-up-enumeration.md): a new person continues from
 * the emailed verification link, the owner of a taken address is mailed how to log in instead.
 */
export async function signUp(email: string, password: string): Promise<void> {
  const name = email.split("@")[0] ?? email;
  await api("/auth/sign-up/email", {
    method: "POST",
    body: { email, password, name, callbackURL: "/verify?verified=1" },
    public: true,
  });
}

export async function signOut(): Promise<void> {
  clearIdToken();
  await api("/auth/sign-out", { method: "POST", body: {}, public: true });
}

/** Reloads the current identity session; null when signed out. */
export async function getSession(): Promise<IdentityUser | null> {
  const body = await api<{ user: AuthUser } | null>("/auth/get-session", { public: true });
  return body?.user ? toIdentity(body.user) : null;
}

// The ID token for `authorizationkey`, refreshed 5 minutes before it expires (spec §9).
let idToken: { token: string; expiresAt: number } | undefined;
let pending: Promise<string | undefined> | undefined;

export function clearIdToken() {
  idToken = undefined;
  pending = undefined;
}

/** `exp` of a JWT, read without verifying (the API verifies). */
export function tokenExpiry(token: string): number {
  const payload = token.split(".")[1] ?? "";
  const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
  return (JSON.parse(json) as { exp: number }).exp * 1000;
}

export async function getIdToken(now = Date.now()): Promise<string | undefined> {
  if (idToken && idToken.expiresAt - tokenRefreshLeadMs > now) return idToken.token;
  pending ??= api<{ token: string }>("/auth/token", { public: true })
    .then(({ token }) => {
      idToken = { token, expiresAt: tokenExpiry(token) };
      return token;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

setTokenProvider(() => getIdToken());
