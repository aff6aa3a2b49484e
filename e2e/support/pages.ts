// The pages each role sees, for journeys that walk all of them (tests/arabic-script.spec.ts: no
// Latin word in Arabic; tests/no-codes.spec.ts: no code where a name exists). Each is a path and a
// label (the label names the screenshots and the findings).
import type { Page } from "@playwright/test";

export type PageVisit = readonly [path: string, label: string];

/** What a visitor who is not signed in sees. */
export const publicPages: readonly PageVisit[] = [
  ["/", "log-in"],
  ["/register", "register"],
  ["/forgot-password", "forgot-password"],
  ["/terms", "terms"],
  ["/no-such-page", "not-found"],
];

/** A broker's pages, with `deal` (sent to a funder) and `draft` (a draft to edit). */
export function brokerPages(deal: { id: string }, draft: { id: string }): readonly PageVisit[] {
  return [
    ["/dashboard", "dashboard"],
    ["/deals", "deals-board"],
    ["/deals?view=table", "deals-table"],
    ["/deals/new", "deal-new"],
    [`/deals/${deal.id}`, "deal"],
    [`/deals/${deal.id}?tab=documents`, "deal-documents"],
    [`/deals/${deal.id}?tab=funders`, "deal-funders"],
    [`/deals/${deal.id}?tab=offers`, "deal-offers"],
    [`/deals/${deal.id}?tab=messages`, "deal-messages"],
    [`/deals/${deal.id}?tab=history`, "deal-history"],
    [`/deals/${draft.id}/edit`, "deal-edit"],
    ["/lenders", "lenders"],
    ["/lenders?tab=mine", "my-funders"],
    ["/learn", "learn"],
    ["/news", "news"],
    ["/team", "team"],
    ["/wallet", "wallet"],
    ["/leads", "leads"],
    ["/settings", "settings"],
    ["/settings/account", "account"],
    ["/settings/security", "security"],
    ["/settings/billing", "billing"],
    ["/settings/appearance", "appearance"],
  ];
}

/** Opens the Lenders directory's page of the funder `funderName` (its path is the funder's id). */
export async function openLender(page: Page, funderName: string) {
  await page.goto("/lenders");
  await page.getByRole("article", { name: funderName }).getByRole("link").first().click();
}

/** A funder's pages, with its `listing` and the `submissionId` of a deal sent to it. */
export function funderPages(listing: { id: string }, submissionId: string): readonly PageVisit[] {
  return [
    ["/dashboard", "funder-dashboard"],
    ["/listings", "listings"],
    ["/listings/new", "listing-new"],
    [`/listings/${listing.id}`, "listing"],
    ["/inbox", "inbox"],
    [`/inbox/${submissionId}`, "inbox-item"],
    ["/investments", "investments"],
    ["/team", "funder-team"],
    ["/settings/account", "funder-account"],
  ];
}

/** The operator's pages. */
export const operatorPages: readonly PageVisit[] = [
  ["/dashboard", "operator-dashboard"],
  ["/operator/funders", "operator-funders"],
  ["/learn", "operator-learn"],
  ["/news", "operator-news"],
];
