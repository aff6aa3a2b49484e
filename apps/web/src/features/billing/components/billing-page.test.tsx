import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import "@/lib/i18n/field-messages";
import { sharedQueryClient } from "@/lib/query-client";
import { renderWithQuery } from "@/testing/render-with-query";
import { leaveFor } from "../api/leave-for";
import { overview, subscribed, trialStatus } from "../billing-fixture";
import BillingBanner from "./billing-banner";
import { BillingPage } from "./billing-page";

vi.mock("../api/leave-for", () => ({ leaveFor: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; method: string; body?: unknown };

/** The API answering `answer(url, method)`; every call is recorded. */
function stubApi(answer: (url: string, method: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method);
    }),
  );
  return calls;
}

const show = (entry = "/settings/billing") =>
  renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <BillingPage />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
  sessionStorage.clear();
});

describe("the Billing page", () => {
  it("says billing is off, with nothing to press", async () => {
    stubApi(() => json(200, trialStatus({ state: "off", trialEndsAt: null, trialDaysLeft: null })));
    show();
    expect(await screen.findByText(/Billing is not set up on this portal/)).toBeTruthy();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("tells a member without rights where the organization stands and who manages billing", async () => {
    const calls = stubApi(() => json(200, trialStatus({ canManage: false })));
    show();
    expect((await screen.findByTestId("billing-state")).textContent).toBe(
      "Your organization is on its free trial: 12 days left (ends on June 3, 2026).",
    );
    expect(screen.getByText("Only owners and admins choose or change the plan.")).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(["/v1/billing/status"]);
  });

  it("says test mode first on a test provider, to members and managers alike, and not otherwise", async () => {
    const note =
      "Test modeBilling runs on a test payment provider: no card is charged and no money moves.";
    stubApi(() => json(200, trialStatus({ canManage: false, testMode: true })));
    const member = show();
    expect((await screen.findByTestId("billing-test-mode")).textContent).toBe(note);
    member.unmount();
    stubApi((url) =>
      json(
        200,
        url.endsWith("/status") ? trialStatus({ testMode: true }) : overview({ testMode: true }),
      ),
    );
    const manager = show();
    expect((await screen.findByTestId("trial-days")).textContent).toBe(
      "12 days left of your free trial",
    );
    expect(screen.getByTestId("billing-test-mode").textContent).toBe(note);
    manager.unmount();
    stubApi((url) => json(200, url.endsWith("/status") ? trialStatus() : overview()));
    show();
    await screen.findByTestId("trial-days");
    expect(screen.queryByTestId("billing-test-mode")).toBeNull();
  });

  it("shows an owner the countdown and per-seat prices, and sends the chosen interval to Checkout", async () => {
    const calls = stubApi((url) =>
      url.endsWith("/checkout")
        ? json(200, { url: "https://checkout.example/c_1" })
        : json(200, url.endsWith("/status") ? trialStatus() : overview()),
    );
    show();
    expect((await screen.findByTestId("trial-days")).textContent).toBe(
      "12 days left of your free trial",
    );
    expect(screen.getByText(/Ends on June 3, 2026/)).toBeTruthy();
    const monthly = screen.getByText("Monthly").closest("[data-plan]") as HTMLElement;
    expect(within(monthly).getByText("£12.00 per seat a month")).toBeTruthy();
    expect(within(monthly).getByText("Today: £24.00 a month")).toBeTruthy();
    expect(screen.getByText(/has 2 active members/)).toBeTruthy();
    // Nothing the provider could know yet: no empty card, address or invoice boxes.
    expect(screen.queryByRole("region", { name: "Payment method" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Invoices" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Choose yearly" }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://checkout.example/c_1"));
    expect(calls.find((c) => c.url.endsWith("/checkout"))?.body).toEqual({ interval: "year" });
  });

  it("reads the provider again on return from Checkout: the plan, card, address and invoices", async () => {
    const calls = stubApi((url) =>
      json(200, url.endsWith("/status") ? trialStatus() : subscribed()),
    );
    show("/settings/billing?checkout=done");
    expect((await screen.findByTestId("billing-plan")).textContent).toContain("Yearly");
    expect(calls.some((c) => c.url === "/v1/billing/refresh" && c.method === "POST")).toBe(true);
    expect(screen.getByTestId("billing-seats").textContent).toBe("2 seats × £120.00 per seat");
    expect(screen.getByTestId("billing-period").textContent).toBe("Ends on May 20, 2027");
    expect(screen.getByTestId("billing-card").textContent).toBe("Visa •••• 4242");
    expect(screen.getByText("Expires April 2030")).toBeTruthy();
    expect(screen.getByTestId("billing-address").textContent).toContain("United Kingdom");
    const row = screen.getByRole("row", { name: /DB-0001/ });
    expect(row.textContent).toContain("£240.00");
    expect(row.textContent).toContain("Paid");
    expect(screen.queryByRole("button", { name: /Choose/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
  });

  it("shows the contract's message when the provider does not answer", async () => {
    stubApi((url) =>
      url.endsWith("/status")
        ? json(200, trialStatus())
        : json(502, { error: { code: "billing_unavailable", message: "x", requestId: "r" } }),
    );
    show();
    expect(await screen.findByText(/The payment provider did not answer/)).toBeTruthy();
  });
});

describe("the shell's billing banner", () => {
  const showBanner = (at = "/dashboard") => {
    const rendered = renderWithQuery(
      <MemoryRouter initialEntries={[at]}>
        <BillingBanner />
      </MemoryRouter>,
    );
    act(() => sharedQueryClient.set(rendered.client));
    return rendered;
  };
  afterEach(() => act(() => sharedQueryClient.set(null)));

  it("counts the trial's last days with a link to choose a plan", async () => {
    stubApi(() => json(200, trialStatus({ trialDaysLeft: 3, trialEnding: true })));
    showBanner();
    const banner = await screen.findByTestId("billing-banner");
    expect(banner.textContent).toBe("3 days left of your free trial — Choose a plan");
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/settings/billing");
  });

  it("says the organization is read-only, and shows nothing outside the trial's last days", async () => {
    stubApi(() =>
      json(200, trialStatus({ state: "read_only", readOnly: true, trialDaysLeft: null })),
    );
    showBanner();
    expect((await screen.findByTestId("billing-banner")).textContent).toContain(
      "nothing can be added or changed until an owner or admin chooses a plan. Go to Billing",
    );
  });

  it("leaves the Billing page to say it in its own words", async () => {
    const calls = stubApi(() =>
      json(200, trialStatus({ state: "read_only", readOnly: true, trialDaysLeft: null })),
    );
    showBanner("/settings/billing");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId("billing-banner")).toBeNull();
  });

  it("shows nothing during the trial's first days", async () => {
    const calls = stubApi(() => json(200, trialStatus()));
    showBanner();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId("billing-banner")).toBeNull();
  });
});
