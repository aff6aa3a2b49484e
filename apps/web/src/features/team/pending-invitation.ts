// An invitation link opened while signed out, kept for this tab as a shortcut: the same tab's
// onboarding or log-in takes it up (its secret lets someone registering with another address join).
// The invitation itself is kept on the server, bound to the invited address: a person who
// verifies in another tab or device is offered it there (GET /v1/invite/mine, decision 046).
const key = "portal.pendingInvitation";

export function keepPendingInvitation(link: string) {
  try {
    sessionStorage.setItem(key, link);
  } catch {
    // Storage refused (private mode): the server still offers it to the invited address.
  }
}

/** The link kept, if any, without forgetting it. */
export function pendingInvitation(): { link: string; id: string; secret: string } | null {
  try {
    const link = sessionStorage.getItem(key);
    if (!link?.startsWith("/invite/")) return null;
    const url = new URL(link, window.location.origin);
    return {
      link,
      id: decodeURIComponent(url.pathname.slice("/invite/".length)),
      secret: url.searchParams.get("secret") ?? "",
    };
  } catch {
    return null;
  }
}

export function forgetPendingInvitation() {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/** The link kept, once: reading it forgets it. */
export function takePendingInvitation(): string | null {
  const pending = pendingInvitation();
  forgetPendingInvitation();
  return pending?.link ?? null;
}
