import { lazy, Suspense, type ComponentType } from "react";
import { Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { useTranslation } from "react-i18next";
import { Direction } from "@/components/ui/direction";
import { Spinner } from "@/components/ui/page";
import { ToastProvider } from "@/components/ui/toast";
import { Anyone, NotOnboardedOnly, OnboardedOnly, SignedOutOnly } from "./layouts/guards";
import { RouteErrorBoundary } from "./routes/error-pages";
import { LogInPage } from "./routes/log-in";
import { SessionProvider } from "./session-provider";

function Root() {
  return (
    <Direction>
      <ToastProvider>
        <SessionProvider>
          <Suspense fallback={<FirstPageLoading />}>
            <Outlet />
          </Suspense>
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

/**
 * A page (or layout) loaded when first shown: its module's `Component`, behind React's `lazy`. The
 * routes are plain elements, not the data router's `lazy`: the data router (loaders, actions,
 * fetchers, none of which the portal uses) was 16 kB gz of the log-in page (decision 080).
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
}

const queryLayout = lazyPage(() => import("./layouts/query-layout"));

// The log-in page ships in the entry chunk; every other page loads when first visited
// (docs/decisions/005-log-in-page-budget.md).
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.logIn, element: <LogInPage /> },
          { path: paths.register, element: lazyPage(() => import("./routes/register")) },
          { path: paths.twoFactor, element: lazyPage(() => import("./routes/two-factor")) },
        ],
      },
      {
        element: <NotOnboardedOnly />,
        children: [
          {
            // Onboarding reads the invitations kept for the person's address (decision 046).
            element: queryLayout,
            children: [
              { path: paths.onboarding, element: lazyPage(() => import("./routes/onboarding")) },
            ],
          },
        ],
      },
      {
        element: <Anyone />,
        children: [
          {
            path: paths.forgotPassword,
            element: lazyPage(() => import("./routes/forgot-password")),
          },
          { path: paths.resetPassword, element: lazyPage(() => import("./routes/reset-password")) },
          { path: paths.verifyEmail, element: lazyPage(() => import("./routes/verify-email")) },
          {
            // The public pages that read data do it through a query cache, loaded with them
            // and not with the log-in page (decision 019).
            element: queryLayout,
            children: [
              // `/verify/{certificateId}` too: a certificate's public check (decision 040), no
              // route of its own in the log-in page's chunk.
              { path: `${paths.verify}/*`, element: lazyPage(() => import("./routes/verify")) },
              { path: paths.apply, element: lazyPage(() => import("./routes/apply")) },
              { path: paths.invite, element: lazyPage(() => import("./routes/invite")) },
              { path: paths.terms, element: lazyPage(() => import("./routes/terms")) },
            ],
          },
        ],
      },
      {
        element: <OnboardedOnly />,
        children: [
          {
            // The server-state cache (TanStack Query) comes with the first signed-in page.
            element: queryLayout,
            children: [
              { path: paths.dashboard, element: lazyPage(() => import("./routes/dashboard")) },
              { path: paths.deals, element: lazyPage(() => import("./routes/deals")) },
              { path: paths.newDeal, element: lazyPage(() => import("./routes/deal-new")) },
              { path: paths.deal, element: lazyPage(() => import("./routes/deal")) },
              { path: paths.editDeal, element: lazyPage(() => import("./routes/deal-edit")) },
              { path: paths.listings, element: lazyPage(() => import("./routes/listings")) },
              { path: paths.newListing, element: lazyPage(() => import("./routes/listing-new")) },
              { path: paths.listing, element: lazyPage(() => import("./routes/listing")) },
              { path: paths.inbox, element: lazyPage(() => import("./routes/inbox")) },
              { path: paths.inboxItem, element: lazyPage(() => import("./routes/inbox-item")) },
              {
                path: paths.operatorFunders,
                element: lazyPage(() => import("./routes/operator-funders")),
              },
              // Learn's pages (a course, a certificate, authoring) route inside its chunk.
              { path: `${paths.learn}/*`, element: lazyPage(() => import("./routes/learn")) },
              { path: paths.news, element: lazyPage(() => import("./routes/news")) },
              { path: paths.team, element: lazyPage(() => import("./routes/team")) },
              { path: paths.wallet, element: lazyPage(() => import("./routes/wallet")) },
              // A funder's page (`/lenders/{id}`) routes inside the Lenders chunk (decision 005).
              { path: `${paths.lenders}/*`, element: lazyPage(() => import("./routes/lenders")) },
              { path: paths.investments, element: lazyPage(() => import("./routes/investments")) },
              { path: `${paths.leads}/*`, element: lazyPage(() => import("./routes/leads")) },
              { path: paths.settings, element: lazyPage(() => import("./routes/settings")) },
              { path: paths.account, element: lazyPage(() => import("./routes/account")) },
              { path: paths.security, element: lazyPage(() => import("./routes/security")) },
              { path: paths.billing, element: lazyPage(() => import("./routes/billing")) },
              { path: paths.appearance, element: lazyPage(() => import("./routes/appearance")) },
            ],
          },
        ],
      },
      {
        // A secure link's page (decision 068): anyone, signed in or not, on a page of its own
        // (wider than the sign-in card), with the query cache loaded with it.
        element: queryLayout,
        children: [
          { path: paths.funderLink, element: lazyPage(() => import("./routes/funder-link")) },
        ],
      },
      { path: "*", element: lazyPage(() => import("./routes/not-found")) },
    ],
  },
];

/** The portal's pages; a page that fails (or whose chunk fails to load) shows the error page. */
export function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary location={location}>{useRoutes(routes)}</RouteErrorBoundary>;
}
