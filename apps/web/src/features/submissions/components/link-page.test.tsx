import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { LinkPage } from "./link-page";
import { FunderLinkPanel } from "./link-panel";

afterEach(() => vi.unstubAllGlobals());

const token = "a".repeat(43);
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const error = (code: string, status: number, headers: Record<string, string> = {}) =>
  json({ error: { code, message: code, requestId: "r" } }, status, headers);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the secure link's page before the code", () => {
  it("asks for the address, then the code; a wrong code is said at its field, too many tries say how long to wait", async () => {
    const calls: { path: string; body: unknown; auth: boolean }[] = [];
    const verify = [
      error("link_code_wrong", 400),
      error("rate_limited", 429, { "retry-after": "170" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const path = String(url);
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push({
          path,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
          auth: "authorizationkey" in headers,
        });
        if (path === `/v1/link/${token}`)
          return json({
            state: "code_required",
            brokerName: "Harbour Brokers",
            maskedEmails: ["o***@northbridge.com"],
          });
        if (path.endsWith("/code")) return new Response(null, { status: 202 });
        return verify.shift()!;
      }),
    );
    renderWithQuery(<LinkPage token={token} thread={() => null} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "A deal from Harbour Brokers" }),
    ).toBeTruthy();
    expect(screen.getByText("o***@northbridge.com")).toBeTruthy();
    // The page is never indexed nor a referrer while it shows.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain(
      "noindex",
    );
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute("content")).toBe(
      "no-referrer",
    );

    fill("Your email address", "Olu@Northbridge.com");
    fireEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    await screen.findByLabelText("6-digit code");
    expect(calls.at(-1)).toMatchObject({
      path: `/v1/link/${token}/code`,
      body: { email: "olu@northbridge.com" },
      auth: false,
    });
    expect(screen.getByLabelText("6-digit code").getAttribute("autocomplete")).toBe(
      "one-time-code",
    );

    fill("6-digit code", "12345");
    fireEvent.click(screen.getByRole("button", { name: "Open the deal" }));
    expect(await screen.findByText("Enter the 6-digit code from the email.")).toBeTruthy();

    fill("6-digit code", "123456");
    fireEvent.click(screen.getByRole("button", { name: "Open the deal" }));
    expect(
      await screen.findByText("That code is not right or has expired. Ask for a new code."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/verify")).at(-1)).toMatchObject({
      path: `/v1/link/${token}/verify`,
      body: { email: "olu@northbridge.com", code: "123456" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Open the deal" }));
    expect(await screen.findByText("Too many tries. Wait 3 minutes and try again.")).toBeTruthy();
  });

  it("an ended link says so and whom to ask, nothing else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({
          state: "revoked",
          brokerName: "Harbour Brokers",
          brokerContact: { name: "Ann Lee", email: "ann@harbour.example" },
        }),
      ),
    );
    renderWithQuery(<LinkPage token={token} thread={() => null} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link was stopped" }),
    ).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("mailto:ann@harbour.example");
  });
});

describe("the broker's view of a secure link", () => {
  it("says where it went, how often it opened and what was downloaded; stopping asks first", async () => {
    const posts: string[] = [];
    const link = {
      submissionId: "s1",
      emails: ["olu@northbridge.com"],
      sentAt: "2026-11-27T10:00:00Z",
      expiresAt: "2026-12-11T10:00:00Z",
      revokedAt: null,
      state: "open",
      opens: 2,
      downloads: 2,
      events: [
        {
          kind: "downloaded",
          email: "olu@northbridge.com",
          documentName: "bank.pdf",
          at: "2026-12-03T09:00:00Z",
        },
        {
          kind: "downloaded",
          email: "olu@northbridge.com",
          documentName: "bank.pdf",
          at: "2026-12-01T09:00:00Z",
        },
        {
          kind: "opened",
          email: "olu@northbridge.com",
          documentName: null,
          at: "2026-12-01T08:00:00Z",
        },
        { kind: "sent", email: null, documentName: null, at: "2026-11-27T10:00:00Z" },
      ],
    };
    const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const path = String(url);
        if (path === "/auth/token") return json({ token: idToken });
        if (init?.method === "POST") {
          posts.push(path);
          return json({ ...link, state: "revoked", revokedAt: "2026-12-04T10:00:00Z" });
        }
        return json(
          posts.length ? { ...link, state: "revoked", revokedAt: "2026-12-04T10:00:00Z" } : link,
        );
      }),
    );
    renderWithQuery(<FunderLinkPanel dealId="d1" submissionId="s1" />);
    const panel = await screen.findByRole("group", { name: "Secure link" });
    expect(panel.textContent).toContain(
      "Sent by secure link to olu@northbridge.com · expires December 11, 2026",
    );
    expect(panel.textContent).toContain("Opened twice · downloaded bank.pdf on December 3, 2026");
    expect(panel.textContent).toContain("Link sent to olu@northbridge.com");

    fireEvent.click(screen.getByRole("button", { name: "Stop the link" }));
    expect(posts).toEqual([]);
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Stop the link" }),
    );
    await waitFor(() => expect(posts).toEqual(["/v1/user/submission/s1/link/revoke"]));
    await waitFor(() => expect(panel.textContent).toContain("Link stopped on December 4, 2026"));
  });
});
