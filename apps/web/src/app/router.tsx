import { createBrowserRouter, Outlet } from "react-router";
import { paths } from "../config/paths";
import { ToastProvider } from "../components/ui/toast";
import { Anyone, NotOnboardedOnly, OnboardedOnly, SignedOutOnly } from "./layouts/guards";
import { ErrorPage, NotFoundPage } from "./routes/error-pages";
import { LogInPage } from "./routes/log-in";
import * as placeholders from "./routes/placeholder-pages";
import { SessionProvider } from "./session-provider";

function Root() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ToastProvider>
  );
}

// The log-in page ships in the entry chunk; every other page loads when first visited.
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.logIn, element: <LogInPage /> },
          { path: paths.register, lazy: () => import("./routes/register") },
        ],
      },
      { element: <NotOnboardedOnly />, children: [{ path: paths.onboarding, lazy: () => import("./routes/onboarding") }] },
      {
        element: <Anyone />,
        children: [
          { path: paths.forgotPassword, lazy: () => import("./routes/forgot-password") },
          { path: paths.resetPassword, lazy: () => import("./routes/reset-password") },
          { path: paths.verify, lazy: () => import("./routes/verify") },
        ],
      },
      {
        element: <OnboardedOnly />,
        children: [
          { path: paths.dashboard, lazy: () => import("./routes/dashboard") },
          { path: paths.deals, element: <placeholders.DealsPage /> },
          { path: paths.learn, element: <placeholders.LearnPage /> },
          { path: paths.settings, element: <placeholders.SettingsPage /> },
          { path: paths.account, lazy: () => import("./routes/account") },
          { path: paths.security, lazy: () => import("./routes/security") },
          { path: paths.billing, element: <placeholders.BillingPage /> },
          { path: paths.appearance, lazy: () => import("./routes/appearance") },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
