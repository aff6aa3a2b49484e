import { useEffect } from "react";
import { NavLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
// One module per icon: nothing else of the icon set is parsed or shipped.
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Inbox from "lucide-react/icons/inbox";
import ListChecks from "lucide-react/icons/list-checks";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import PanelLeftClose from "lucide-react/icons/panel-left-close";
import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import Settings from "lucide-react/icons/settings";
import ShieldCheck from "lucide-react/icons/shield-check";
import { paths } from "@/config/paths";
import { useSession } from "../session-provider";

/** Brokers work on deals; funders on the deals sent to them and their listings. */
const brokerNav = [
  { to: paths.dashboard, label: "ui.pages.dashboard", icon: LayoutDashboard },
  { to: paths.deals, label: "ui.pages.deals", icon: Briefcase },
  { to: paths.learn, label: "ui.pages.learn", icon: BookOpen },
  { to: paths.settings, label: "ui.pages.settings", icon: Settings },
] as const;
const funderNav = [
  { to: paths.dashboard, label: "ui.pages.dashboard", icon: LayoutDashboard },
  { to: paths.inbox, label: "ui.pages.inbox", icon: Inbox },
  { to: paths.listings, label: "ui.pages.listings", icon: ListChecks },
  { to: paths.settings, label: "ui.pages.settings", icon: Settings },
] as const;
/** Operators (platform staff) also vet funders. */
const operatorNav = {
  to: paths.operatorFunders,
  label: "ui.pages.funders",
  icon: ShieldCheck,
} as const;

// The sidebar's pages load once the shell is idle, so moving between them never waits on the
// network (and still works after the connection drops).
function prefetchNavPages() {
  void Promise.all([
    import("../routes/deals"),
    import("../routes/learn"),
    import("../routes/settings"),
    import("../routes/dashboard"),
  ]).catch(() => {});
}

export function AppShell() {
  const { t } = useTranslation();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(prefetchNavPages);
  }, []);
  const { state, toggleSidebar, logOut } = useSession();
  const collapsed = state.isCollapsed;
  const profile = state.user?.profile;
  const nav = [
    ...(state.user?.organization?.accountType === "funder" ? funderNav : brokerNav),
    ...(state.user?.operator ? [operatorNav] : []),
  ];
  return (
    <div className="flex min-h-screen bg-canvas text-fg">
      <aside
        className={`flex shrink-0 flex-col border-e border-line bg-surface transition-[width] ${collapsed ? "w-16" : "w-60"}`}
      >
        <div className="flex items-center justify-between gap-2 p-3">
          {!collapsed && (
            <span className="truncate font-semibold text-primary">{t("ui.appName")}</span>
          )}
          <button
            type="button"
            onClick={toggleSidebar}
            aria-label={collapsed ? t("ui.expandSidebar") : t("ui.collapseSidebar")}
            aria-expanded={!collapsed}
            className="rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5 rtl:-scale-x-100" aria-hidden />
            ) : (
              <PanelLeftClose className="size-5 rtl:-scale-x-100" aria-hidden />
            )}
          </button>
        </div>
        <nav aria-label={t("ui.mainNavigation")} className="flex flex-col gap-1 px-2">
          {nav.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              title={collapsed ? t(label) : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${isActive ? "bg-primary-soft font-medium text-primary" : "text-fg hover:bg-muted"}`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              <span className={collapsed ? "sr-only" : ""}>{t(label)}</span>
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-line bg-surface px-6 py-3">
          {profile && (
            <span className="text-sm text-fg">
              {profile.firstName} {profile.lastName}
            </span>
          )}
          <button
            type="button"
            onClick={() => void logOut()}
            className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus"
          >
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
            {t("ui.logOut")}
          </button>
        </header>
        {state.needsEmailVerification && (
          <p role="note" className="border-b border-warning bg-warning-soft px-6 py-2 text-sm">
            {t("ui.verifyEmailBanner")}{" "}
            <NavLink to={paths.verify} className="underline">
              {t("ui.verifyEmailLink")}
            </NavLink>
          </p>
        )}
        <main className="mx-auto w-full max-w-6xl flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
