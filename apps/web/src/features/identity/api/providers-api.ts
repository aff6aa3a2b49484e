import { useEffect, useState } from "react";
import type { OidcProviderId, SignInMethods } from "@portal/contract/identity/sign-in-methods";
import { api } from "@/lib/api-client";

export const getSignInMethods = () => api<SignInMethods>("/v1/sign-in-methods", { public: true });

let signInMethods: Promise<SignInMethods> | undefined;
/**
 * The sign-in methods for the log-in and register pages, read once per page load (they change
 * only with the server's configuration); a failure offers the password alone. Kept out of
 * TanStack Query, which the log-in page's budget has no room for.
 */
export const loadSignInMethods = () =>
  (signInMethods ??= getSignInMethods().catch(() => ({ providers: [], freeTrial: false })));

/** Whether to say "Start with a free trial" (billing on); not until the server says so. */
export function useFreeTrial() {
  const [freeTrial, setFreeTrial] = useState(false);
  useEffect(() => void loadSignInMethods().then((m) => setFreeTrial(m.freeTrial)), []);
  return freeTrial;
}

/** Leaves for Google or Apple; they return to the dashboard, or to registration for a new person. */
export async function startProviderSignIn(provider: OidcProviderId) {
  const { url } = await api<{ url: string }>("/auth/sign-in/social", {
    method: "POST",
    body: {
      provider,
      callbackURL: "/dashboard",
      newUserCallbackURL: "/onboarding",
      errorCallbackURL: "/",
    },
    public: true,
  });
  window.location.assign(url);
}

/** Leaves to link Google or Apple to the signed-in account; comes back to the Security page. */
export async function startProviderLink(provider: OidcProviderId) {
  const { url } = await api<{ url: string }>("/auth/link-social", {
    method: "POST",
    body: {
      provider,
      callbackURL: `/settings/security?linked=${provider}`,
      errorCallbackURL: "/settings/security",
    },
    public: true,
  });
  window.location.assign(url);
}

export interface LinkedAccount {
  id: string;
  providerId: string;
}

export const listLinkedAccounts = () =>
  api<LinkedAccount[]>("/auth/list-accounts", { public: true });

export const unlinkAccount = (accountId: string) =>
  api("/auth/unlink-account", { method: "POST", body: { accountId }, public: true });
