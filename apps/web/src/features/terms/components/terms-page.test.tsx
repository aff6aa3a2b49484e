import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { TermsPage } from "./terms-page";

afterEach(() => vi.unstubAllGlobals());

describe("the terms of service page", () => {
  it("shows the operator's terms and when they last changed", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            html: "<h2>Fresh Brokers terms</h2><p>Be kind.</p>",
            source: "operator",
            updatedAt: "2026-11-20T10:00:00Z",
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithQuery(<TermsPage />);
    expect(await screen.findByRole("heading", { name: "Fresh Brokers terms" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Terms of service" })).toBeTruthy();
    expect(screen.getByText(/^Last updated .*2026/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/v1/public/terms", expect.anything());
  });
});
