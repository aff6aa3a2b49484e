import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import "@/lib/i18n";
import { ErrorPage } from "./error-pages";
import { Component as NotFoundPage } from "./not-found";

describe("error pages (spec §2)", () => {
  it("shows 'Something went wrong' when a route fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: "/",
          loader: () => {
            throw new Error("backend exploded");
          },
          element: <p>never</p>,
          errorElement: <ErrorPage />,
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Something went wrong · Dealbridge"));
    expect(screen.queryByText("backend exploded")).toBeNull();
    warn.mockRestore();
  });

  it("shows 'Page not found' for unknown paths", async () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], {
      initialEntries: ["/nope"],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
