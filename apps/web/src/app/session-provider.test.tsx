import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate, type Location } from "react-router";
import "@/lib/i18n";
import { clearIdToken } from "@/features/identity/api/identity-api";
import { dealListItem } from "@/features/deals/deal-fixture";
import { AppRoutes } from "./router";

// The session rules of spec §4 through the real routes, guards and provider, with the identity
// service and the API answered by a stubbed fetch.

const identityUser = { id: "u1", email: "ann@example.com", emailVerified: true, name: "ann" };
const profileUser = {
  id: "u1",
  email: "ann@example.com",
  emailVerified: true,
  profile: { firstName: "Ann", lastName: "Lee" },
  organization: {
    id: "o1",
    name: "Acme",
    accountType: "organization",
    role: "owner",
    company: { companyName: "Acme" },
  },
};
const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers like the identity service and the API would; `server` is changed by the tests. */
function stubServer(server: {
  session: boolean;
  profile: boolean;
  offline?: boolean;
  signIn?: "ok" | "wrong";
}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (server.offline) throw new TypeError("Failed to fetch");
    switch (url) {
      case "/auth/get-session":
        return json(200, server.session ? { session: { id: "s1" }, user: identityUser } : null);
      case "/auth/token":
        return server.session
          ? json(200, { token: idToken })
          : json(401, { code: "UNAUTHORIZED", message: "" });
      case "/auth/sign-in/email":
        if (server.signIn === "ok") {
          server.session = true;
          return json(200, { token: "t", user: identityUser });
        }
        return json(401, {
          code: "INVALID_EMAIL_OR_PASSWORD",
          message: "Invalid email or password",
        });
      case "/auth/sign-up/email":
        // The same answer for a new address and a taken one, and no session (decision 022).
        return json(200, { token: null, user: { ...identityUser, emailVerified: false } });
      case "/auth/change-password":
        // The session is too old for this: the page offers "Log in again".
        return json(401, { code: "SESSION_NOT_FRESH", message: "" });
      case "/auth/sign-out":
        server.session = false;
        return json(200, { success: true });
      case "/v1/user/":
        return server.profile
          ? json(200, profileUser)
          : json(404, {
              error: {
                code: "profile_not_found",
                message: "Finish your registration to continue.",
                requestId: "r",
              },
            });
      default:
        if (new URL(url, "http://x").pathname === "/v1/user/deals") {
          // The deals list (the board and saved views are not served: the pages say so): two
          // deals a page, four in all.
          const page = Number(new URL(url, "http://x").searchParams.get("page") ?? 1);
          const items = [1, 2].map((n) => dealListItem((page - 1) * 2 + n));
          return json(200, { items, total: 4, totalIsCapped: false, page, pageSize: 2 });
        }
        return json(404, { error: { code: "not_found", message: "Not found.", requestId: "r" } });
    }
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

/** The address the pages are at, and a way to go back, as the app's router holds them. */
type Router = { state: { location: Location }; navigate: (delta: number) => Promise<void> };

function open(path: string) {
  const router = {} as Router;
  function Probe() {
    const navigate = useNavigate();
    router.state = { location: useLocation() };
    router.navigate = (delta) =>
      act(async () => {
        await navigate(delta);
      });
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

function cacheSignedIn() {
  localStorage.setItem("signedIn", "true");
  localStorage.setItem("onboarded", "true");
  localStorage.setItem("user", JSON.stringify(profileUser));
  localStorage.setItem(
    "firebaseUser",
    JSON.stringify({ uid: "u1", email: "ann@example.com", emailVerified: true }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearIdToken();
});

describe("session provider and route guards (spec §4)", () => {
  it("sends a signed-out visitor of an app page to log in", async () => {
    stubServer({ session: false, profile: false });
    const router = open("/settings");
    await heading("Log in");
    expect(router.state.location.pathname).toBe("/");
  });

  it("logs in, then goes to the dashboard with the profile loaded", async () => {
    stubServer({ session: false, profile: true, signIn: "ok" });
    const router = open("/");
    await heading("Log in");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await heading("Dashboard");
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.getByText("Ann Lee")).toBeTruthy();
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(localStorage.getItem("onboarded")).toBe("true");
  });

  it("wrong credentials clear the session and show the spec's message", async () => {
    cacheSignedIn();
    localStorage.setItem("onboarded", "false");
    stubServer({ session: false, profile: false, signIn: "wrong" });
    const router = open("/");
    await heading("Log in");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("signedIn")).toBe("false");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("a signed-in user without a profile is sent to onboarding", async () => {
    stubServer({ session: true, profile: false });
    const router = open("/dashboard");
    await heading("Onboarding");
    expect(router.state.location.pathname).toBe("/onboarding");
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(localStorage.getItem("onboarded")).toBe("false");
  });

  it("after verifying, says where it goes: setting up the account before onboarding, else the dashboard", async () => {
    stubServer({ session: true, profile: false });
    open("/verify?verified=1");
    const setUp = await screen.findByRole("link", { name: "Continue to set up your account" });
    expect(setUp.getAttribute("href")).toBe("/onboarding");
    expect(screen.queryByRole("link", { name: "Continue to the dashboard" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    cacheSignedIn();
    stubServer({ session: true, profile: true });
    open("/verify?verified=1");
    const onward = await screen.findByRole("link", { name: "Continue to the dashboard" });
    expect(onward.getAttribute("href")).toBe("/dashboard");
  });

  it("has Team and News in the sidebar, and /team is the Team page", async () => {
    cacheSignedIn();
    stubServer({ session: true, profile: true });
    const router = open("/dashboard");
    await heading("Dashboard");
    const nav = within(screen.getAllByRole("navigation", { name: "Main navigation" })[0]!);
    expect(nav.getByRole("link", { name: "News" }).getAttribute("href")).toBe("/news");
    fireEvent.click(nav.getByRole("link", { name: "Team" }));
    await heading("Team");
    expect(router.state.location.pathname).toBe("/team");
  });

  it("registering says to check the inbox and signs nobody in", async () => {
    const calls = stubServer({ session: false, profile: false });
    const router = open("/register");
    await heading("Register");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), {
      target: { value: "correct horse battery" },
    });
    fireEvent.change(screen.getByLabelText("Confirm password"), {
      target: { value: "correct horse battery" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await heading("Verify");
    expect(router.state.location.pathname).toBe("/verify");
    expect(screen.getByRole("status").textContent).toBe(
      "Check your inbox: we sent a message to ann@example.com.",
    );
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/");
    expect(calls).toContain("POST /auth/sign-up/email");
    expect(calls).not.toContain("GET /v1/user/");
    expect(localStorage.getItem("signedIn")).not.toBe("true");
  });

  it("an onboarded user on log in or register goes to the dashboard", async () => {
    stubServer({ session: true, profile: true });
    const router = open("/register");
    await heading("Dashboard");
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("reloads the session and refetches the profile on every path change; a session that ended signs out to /", async () => {
    const server = { session: true, profile: true };
    const calls = stubServer(server);
    const router = open("/dashboard");
    await heading("Dashboard");
    await waitFor(() => expect(calls.filter((c) => c === "GET /v1/user/")).toHaveLength(1));

    fireEvent.click(screen.getByRole("link", { name: "Deals" }));
    await heading("Deals");
    await waitFor(() => expect(calls.filter((c) => c === "GET /v1/user/")).toHaveLength(2));
    expect(calls.filter((c) => c === "GET /auth/get-session")).toHaveLength(2);

    server.session = false;
    fireEvent.click(screen.getByRole("link", { name: "Settings" }));
    await heading("Log in");
    expect(router.state.location.pathname).toBe("/");
    // The server said the session is gone: nothing to end there.
    expect(calls).not.toContain("POST /auth/sign-out");
    expect(localStorage.getItem("signedIn")).toBe("false");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("shows the cached session at once, and keeps it when there is no internet", async () => {
    cacheSignedIn();
    const calls = stubServer({ session: true, profile: true, offline: true });
    open("/dashboard");
    await heading("Dashboard");
    fireEvent.click(screen.getByRole("link", { name: "Deals" }));
    await heading("Deals");
    await waitFor(() => expect(calls.filter((c) => c === "GET /auth/get-session")).toHaveLength(2));
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(localStorage.getItem("onboarded")).toBe("true");
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(profileUser);
  });

  it("logs out from the top bar", async () => {
    const calls = stubServer({ session: true, profile: true });
    const router = open("/dashboard");
    await heading("Dashboard");
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await heading("Log in");
    expect(router.state.location.pathname).toBe("/");
    expect(calls).toContain("POST /auth/sign-out");
    expect(localStorage.getItem("signedIn")).toBe("false");
  });

  it("collapses and expands the sidebar, remembered under sidebarCollapsed", async () => {
    stubServer({ session: true, profile: true });
    open("/dashboard");
    await heading("Dashboard");
    fireEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeTruthy();
    expect(localStorage.getItem("sidebarCollapsed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(localStorage.getItem("sidebarCollapsed")).toBe("false");
  });

  it("keeps the deals ticked on every page of the list in the proposal basket, across navigation and a reload", async () => {
    cacheSignedIn();
    const calls = stubServer({ session: true, profile: true });
    const router = open("/deals?view=table");
    const tick = async (reference: string) =>
      fireEvent.click(
        await screen.findByRole("checkbox", { name: `Add ${reference} to the proposal basket` }),
      );
    await tick("D-000001");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await tick("D-000003");
    await waitFor(() => expect(calls.filter((c) => c === "GET /v1/user/")).toHaveLength(1));
    // Away and back: the session reloads (and is written to storage) on the way.
    fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    await heading("Dashboard");
    await waitFor(() => expect(calls.filter((c) => c === "GET /v1/user/")).toHaveLength(2));
    await router.navigate(-1);
    await tick("D-000004");
    await waitFor(() => expect(calls.filter((c) => c === "GET /v1/user/")).toHaveLength(3));
    const ticked = [1, 3, 4].map((n) => dealListItem(n).id);
    expect(localStorage.getItem("proposalPropertyIds")).toBe(ticked.join(","));

    // A reload: the page is drawn again from storage.
    cleanup();
    open("/deals?page=1");
    const basket = await screen.findByRole("region", { name: "Proposal basket (3)" });
    for (const reference of ["D-000001", "D-000003", "D-000004"])
      expect(within(basket).getByRole("link", { name: reference })).toBeTruthy();
    expect(
      (
        await screen.findByRole("checkbox", { name: "Add D-000001 to the proposal basket" })
      ).closest("input")!.checked,
    ).toBe(true);
  });

  it("shows Page not found for an unknown path", async () => {
    stubServer({ session: false, profile: false });
    open("/no/such/page");
    await heading("Page not found");
  });

  it('"Log in again" after the recent-sign-in check returns to the page it was asked on', async () => {
    cacheSignedIn();
    const calls = stubServer({ session: true, profile: true, signIn: "ok" });
    const router = open("/settings/security");
    await heading("Security");
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "secret" } });
    fireEvent.change(screen.getByLabelText("New password"), {
      target: { value: "correct horse battery staple 42" },
    });
    fireEvent.change(screen.getByLabelText("Confirm password"), {
      target: { value: "correct horse battery staple 42" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    fireEvent.click(await screen.findByRole("button", { name: "Log in again" }));
    await heading("Log in");
    expect(calls).toContain("POST /auth/sign-out");
    expect(router.state.location.pathname).toBe("/");

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ann@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await heading("Security");
    expect(router.state.location.pathname).toBe("/settings/security");
  });
});
