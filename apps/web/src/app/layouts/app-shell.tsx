import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
// One module per icon: nothing else of the icon set is parsed or shipped.
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Inbox from "lucide-react/icons/inbox";
import Landmark from "lucide-react/icons/landmark";
import ListChecks from "lucide-react/icons/list-checks";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import Newspaper from "lucide-react/icons/newspaper";
import PanelLeftClose from "lucide-react/icons/panel-left-close";
import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import Settings from "lucide-react/icons/settings";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import ShieldCheck from "lucide-react/icons/shield-check";
import X from "lucide-react/icons/x";
import { Avatar } from "@/components/ui/avatar";
import { Logo } from "@/components/ui/logo";
import { Tooltip } from "@/components/ui/tooltip";
// Every signed-in page can show a refusal worded there (decision 005: not on the log-in page).
import "@/lib/i18n/field-messages";
import "../nav-i18n";
import { paths } from "@/config/paths";
import { takePendingInvitation } from "@/features/team/pending-invitation";
import { activeView } from "@/lib/view-as";
import { useSession } from "../session-provider";
import { ViewOnlyOutlet } from "./view-only-outlet";

// Loaded only during a view as a member (docs/decisions/033).
const ViewBanner = lazy(() => import("@/features/team/components/view-banner"));
// The bell and the tab's live updates (docs/decisions/038): a chunk of their own, after sign-in.
const NotificationBell = lazy(
  () => import("@/features/notifications/components/notification-bell"),
);
// The trial's last days or read-only (docs/decisions/041), after sign-in. It comes with the Billing
// page's chunk: a chunk of its own (sharing the page's strings and queries) would add an entry to
// the log-in page's preload map, which has no room for it (docs/decisions/005).
const InvitationOffers = lazy(() =>
  import("../routes/invite").then((m) => ({ default: m.InvitationOffers })),
);
const BillingBanner = lazy(() =>
  import("../routes/billing").then((m) => ({ default: m.BillingBanner })),
);

const news = { to: paths.news, label: "ui.pages.news", icon: Newspaper } as const;
/** Team management: for broker organizations (a solo broker has no team to manage) and funders. */
const team = { to: paths.team, label: "ui.pages.team", icon: Users } as const;

/**
 * Brokers work on deals; funders on the deals sent to them and their listings. Everyone reads the
 * news (decision 036: platform posts reach every signed-in person).
 */
const brokerNav = (withTeam: boolean) =>
  [
    { to: paths.dashboard, label: "ui.pages.dashboard", icon: LayoutDashboard },
    { to: paths.deals, label: "ui.pages.deals", icon: Briefcase },
    { to: paths.leads, label: "ui.pages.leads", icon: Target },
    { to: paths.lenders, label: "ui.pages.lenders", icon: Landmark },
    { to: paths.investments, label: "ui.pages.investments", icon: TrendingUp },
    { to: paths.wallet, label: "ui.pages.wallet", icon: Wallet },
    { to: paths.learn, label: "ui.pages.learn", icon: BookOpen },
    news,
    ...(withTeam ? [team] : []),
    { to: paths.settings, label: "ui.pages.settings", icon: Settings },
  ] as const;
const funderNav = [
  { to: paths.dashboard, label: "ui.pages.dashboard", icon: LayoutDashboard },
  { to: paths.inbox, label: "ui.pages.inbox", icon: Inbox },
  { to: paths.listings, label: "ui.pages.listings", icon: ListChecks },
  { to: paths.investments, label: "ui.pages.investments", icon: TrendingUp },
  news,
  // The underwriting team: who holds what, members, invitations (issue 35).
  team,
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

type NavItem =
  ReturnType<typeof brokerNav>[number] | (typeof funderNav)[number] | typeof operatorNav;

function NavLinks({
  items,
  collapsed = false,
}: {
  items: readonly NavItem[];
  collapsed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // Collapsed, a link is its icon: its name shows beside it on hover and on keyboard focus.
  const end = i18n.dir(i18n.language) === "rtl" ? "left" : "right";
  return (
    <nav aria-label={t("ui.mainNavigation")} className="flex flex-col gap-1 px-2">
      {items.map(({ to, label, icon: Icon }) => {
        const link = (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${isActive ? "bg-primary-soft font-medium text-primary" : "text-fg hover:bg-muted"}`
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className={collapsed ? "sr-only" : ""}>{t(label)}</span>
          </NavLink>
        );
        return collapsed ? (
          <Tooltip key={to} content={t(label)} side={end}>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </nav>
  );
}

/**
 * Below a tablet width (md, 768 px) the sidebar is a drawer: a modal <dialog> opened by the menu
 * button, so focus stays inside it, Escape closes it and the page behind is inert. It closes when
 * a page is chosen.
 */
function NavDrawer({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  useEffect(() => drawer.current?.close(), [pathname]);
  return (
    <>
      <button
        type="button"
        onClick={() => drawer.current?.showModal()}
        aria-label={t("ui.openMenu")}
        aria-haspopup="dialog"
        className="rounded-md p-2 hover:bg-muted md:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <dialog
        ref={drawer}
        aria-label={t("ui.mainNavigation")}
        // A click on the backdrop lands on the dialog itself: it closes the drawer.
        onClick={(event) => event.target === drawer.current && drawer.current.close()}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-e border-line bg-surface p-0 text-fg backdrop:bg-black/40 md:hidden"
      >
        <div className="flex items-center justify-between gap-2 p-3">
          <Logo name={t("ui.appName")} />
          <button
            type="button"
            onClick={() => drawer.current?.close()}
            aria-label={t("ui.closeMenu")}
            className="rounded-md p-2 hover:bg-muted"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <NavLinks items={items} />
      </dialog>
    </>
  );
}

export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // An invitation opened before logging in or registering is taken up once in.
  useEffect(() => {
    const pending = takePendingInvitation();
    if (pending) void navigate(pending, { replace: true });
  }, [navigate]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(prefetchNavPages);
  }, []);
  const { state, toggleSidebar, logOut } = useSession();
  // Starting or ending a view loads the page again: reading it once is enough.
  const [view] = useState(activeView);
  const collapsed = state.isCollapsed;
  const profile = state.user?.profile;
  const accountType = state.user?.organization?.accountType;
  const nav = [
    ...(accountType === "funder" ? funderNav : brokerNav(accountType === "organization")),
    ...(state.user?.operator ? [operatorNav] : []),
  ];
  return (
    <div className="flex min-h-screen bg-canvas text-fg">
      <aside
        className={`hidden shrink-0 flex-col border-e border-line bg-surface transition-[width] md:flex ${collapsed ? "w-16" : "w-60"}`}
      >
        <div
          className={`flex items-center gap-2 p-3 ${collapsed ? "flex-col" : "justify-between"}`}
        >
          <Logo name={t("ui.appName")} compact={collapsed} />
          <button
            type="button"
            onClick={toggleSidebar}
            aria-label={collapsed ? t("ui.expandSidebar") : t("ui.collapseSidebar")}
            aria-expanded={!collapsed}
            className="rounded-md p-2 hover:bg-muted"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5 rtl:-scale-x-100" aria-hidden />
            ) : (
              <PanelLeftClose className="size-5 rtl:-scale-x-100" aria-hidden />
            )}
          </button>
        </div>
        <NavLinks items={nav} collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 md:gap-4 md:px-6 md:py-3">
          <NavDrawer items={nav} />
          <span className="min-w-0 md:hidden">
            <Logo name={t("ui.appName")} />
          </span>
          <span className="flex-1" />
          {/* A member's notifications are theirs alone: not shown in a view (decision 052). */}
          {profile && !view && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          {profile && (
            <span className="inline-flex min-w-0 items-center gap-2" data-testid="header-user">
              <Avatar
                name={`${profile.firstName} ${profile.lastName}`}
                url={state.user?.avatarUrl}
                size={32}
              />
              <span className="hidden truncate text-sm text-fg sm:inline">
                {profile.firstName} {profile.lastName}
              </span>
            </span>
          )}
          <button
            type="button"
            onClick={() => void logOut()}
            aria-label={t("ui.logOut")}
            className="inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-muted"
          >
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
            <span className="hidden sm:inline">{t("ui.logOut")}</span>
          </button>
        </header>
        {view && (
          <Suspense fallback={null}>
            <ViewBanner view={view} />
          </Suspense>
        )}
        {profile && (
          <Suspense fallback={null}>
            <BillingBanner />
          </Suspense>
        )}
        {profile && !view && (
          <Suspense fallback={null}>
            <InvitationOffers />
          </Suspense>
        )}
        {state.needsEmailVerification && (
          <p
            role="note"
            className="border-b border-warning bg-warning-soft px-4 py-2 text-sm md:px-6"
          >
            {t("ui.verifyEmailBanner")}{" "}
            <NavLink to={paths.verify} className="underline">
              {t("ui.verifyEmailLink")}
            </NavLink>
          </p>
        )}
        <main className="mx-auto w-full max-w-6xl min-w-0 flex-1 p-4 md:p-6">
          {view ? <ViewOnlyOutlet /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
