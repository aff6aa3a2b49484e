import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { useTranslation } from "react-i18next";
import { Direction } from "@/components/ui/direction";
import { Spinner } from "@/components/ui/page";
import { ToastProvider } from "@/components/ui/toast";
import { Anyone, NotOnboardedOnly, OnboardedOnly, SignedOutOnly } from "./layouts/guards";
import { ErrorPage } from "./routes/error-pages";
import { LogInPage } from "./routes/log-in";
import { SessionProvider } from "./session-provider";

function Root() {
  return (
    <Direction>
      <ToastProvider>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </ToastProvider>
    </Direction>
  );
}

/** Shown while the first page opened (a deep link to a lazy page) is still loading. */
function FirstPageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t("ui.loading")} />;
}

// The log-in page ships in the entry chunk; every other page loads when first visited
// (docs/decisions/005-log-in-page-budget.md).
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FirstPageLoading />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.logIn, element: <LogInPage /> },
          { path: paths.register, lazy: () => import("./routes/register") },
          { path: paths.twoFactor, lazy: () => import("./routes/two-factor") },
        ],
      },
      {
        element: <NotOnboardedOnly />,
        children: [
          {
            // Onboarding reads the invitations kept for the person's address (decision 046).
            lazy: () => import("./layouts/query-layout"),
            children: [{ path: paths.onboarding, lazy: () => import("./routes/onboarding") }],
          },
        ],
      },
      {
        element: <Anyone />,
        children: [
          { path: paths.forgotPassword, lazy: () => import("./routes/forgot-password") },
          { path: paths.resetPassword, lazy: () => import("./routes/reset-password") },
          { path: paths.verifyEmail, lazy: () => import("./routes/verify-email") },
          {
            // The public pages that read data do it through a query cache, loaded with them
            // and not with the log-in page (decision 019).
            lazy: () => import("./layouts/query-layout"),
            children: [
              // `/verify/{certificateId}` too: a certificate's public check (decision 040), no
              // route of its own in the log-in page's chunk.
              { path: `${paths.verify}/*`, lazy: () => import("./routes/verify") },
              { path: paths.apply, lazy: () => import("./routes/apply") },
              { path: paths.invite, lazy: () => import("./routes/invite") },
              { path: paths.terms, lazy: () => import("./routes/terms") },
            ],
          },
        ],
      },
      {
        element: <OnboardedOnly />,
        children: [
          {
            // The server-state cache (TanStack Query) comes with the first signed-in page.
            lazy: () => import("./layouts/query-layout"),
            children: [
              { path: paths.dashboard, lazy: () => import("./routes/dashboard") },
              { path: paths.deals, lazy: () => import("./routes/deals") },
              { path: paths.newDeal, lazy: () => import("./routes/deal-new") },
              { path: paths.deal, lazy: () => import("./routes/deal") },
              { path: paths.editDeal, lazy: () => import("./routes/deal-edit") },
              { path: paths.listings, lazy: () => import("./routes/listings") },
              { path: paths.newListing, lazy: () => import("./routes/listing-new") },
              { path: paths.listing, lazy: () => import("./routes/listing") },
              { path: paths.inbox, lazy: () => import("./routes/inbox") },
              { path: paths.inboxItem, lazy: () => import("./routes/inbox-item") },
              { path: paths.operatorFunders, lazy: () => import("./routes/operator-funders") },
              // Learn's pages (a course, a certificate, authoring) route inside its chunk.
              { path: `${paths.learn}/*`, lazy: () => import("./routes/learn") },
              { path: paths.news, lazy: () => import("./routes/news") },
              { path: paths.team, lazy: () => import("./routes/team") },
              { path: paths.wallet, lazy: () => import("./routes/wallet") },
              // A funder's page (`/lenders/{id}`) routes inside the Lenders chunk (decision 005).
              { path: `${paths.lenders}/*`, lazy: () => import("./routes/lenders") },
              { path: paths.investments, lazy: () => import("./routes/investments") },
              { path: `${paths.leads}/*`, lazy: () => import("./routes/leads") },
              { path: paths.settings, lazy: () => import("./routes/settings") },
              { path: paths.account, lazy: () => import("./routes/account") },
              { path: paths.security, lazy: () => import("./routes/security") },
              { path: paths.billing, lazy: () => import("./routes/billing") },
              { path: paths.appearance, lazy: () => import("./routes/appearance") },
            ],
          },
        ],
      },
      {
        // A secure link's page (decision 068): anyone, signed in or not, on a page of its own
        // (wider than the sign-in card), with the query cache loaded with it.
        lazy: () => import("./layouts/query-layout"),
        children: [{ path: paths.funderLink, lazy: () => import("./routes/funder-link") }],
      },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export const router = createBrowserRouter(routes);
