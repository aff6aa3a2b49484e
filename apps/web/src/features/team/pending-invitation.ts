// An invitation link opened while signed out: kept for this tab until the person is in, then
// taken up (the app shell opens it again). Only the link itself is kept, in this tab only.
const key = "portal.pendingInvitation";

export function keepPendingInvitation(link: string) {
  try {
    sessionStorage.setItem(key, link);
  } catch {
    // Storage refused (private mode): the person opens the emailed link again.
  }
}

/** The link kept, once: reading it forgets it. */
export function takePendingInvitation(): string | null {
  try {
    const link = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return link?.startsWith("/invite/") ? link : null;
  } catch {
    return null;
  }
}
