import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import "@/lib/i18n";
import { RouteErrorBoundary } from "./error-pages";
import { Component as NotFoundPage } from "./not-found";

describe("error pages (spec §2)", () => {
  it("shows 'Something went wrong' when a page fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // React reports the error the boundary caught; that report is what this test provokes.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    function Exploding(): never {
      throw new Error("backend exploded");
    }
    function Pages() {
      return (
        <RouteErrorBoundary location={useLocation()}>
          <Routes>
            <Route path="/" element={<Exploding />} />
          </Routes>
        </RouteErrorBoundary>
      );
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Pages />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Something went wrong · Dealbridge"));
    expect(screen.queryByText("backend exploded")).toBeNull();
    warn.mockRestore();
    reported.mockRestore();
  });

  it("shows 'Page not found' for unknown paths", async () => {
    render(
      <MemoryRouter initialEntries={["/nope"]}>
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
