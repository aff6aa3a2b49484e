import { paths } from "@/config/paths";
import { viewKey } from "./api-client";

// A view of the portal as a member (docs/decisions/033): started by an owner or admin from the
// team page and kept for this tab only. The API client sends its id with every call; who and
// until when are kept beside it for the banner.
const aboutKey = `${viewKey}.about`;

export interface ActiveView {
  id: string;
  memberName: string;
  expiresAt: string;
}

/** The view this tab is in. */
export function activeView(): ActiveView | null {
  try {
    const id = sessionStorage.getItem(viewKey);
    const about = JSON.parse(sessionStorage.getItem(aboutKey) ?? "null") as Omit<
      ActiveView,
      "id"
    > | null;
    return id && about ? { id, ...about } : null;
  } catch {
    return null;
  }
}

/** Whether this tab is in a view as a member: pages are read-only (decision 052). */
export const inView = () => activeView() !== null;

/**
 * Pages not offered during a view (decision 052): those that only change things, and those that
 * show a person's private details (date of birth, gender, security settings). Editing a deal too,
 * which leads to the deal.
 */
export const pagesNotInView: readonly string[] = [
  paths.newDeal,
  paths.newListing,
  paths.account,
  paths.security,
];

/** Starts or forgets this tab's view, then loads `to`, so nothing cached is shown. */
export function switchView(view: ActiveView | null, to: string) {
  try {
    sessionStorage.removeItem(viewKey);
    sessionStorage.removeItem(aboutKey);
    if (view) {
      const { id, ...about } = view;
      sessionStorage.setItem(aboutKey, JSON.stringify(about));
      sessionStorage.setItem(viewKey, id);
    }
  } catch {
    // Storage refused (private mode): no view can be kept, so none starts.
  }
  window.location.assign(to);
}
