import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import "../i18n";
import { LeadForm } from "./lead-form";

afterEach(() => vi.unstubAllGlobals());

describe("the broker's new lead form", () => {
  it("shows each refused field at its field, no banner repeating one, and drops an error once its field changes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: "validation_failed",
                message: "x",
                requestId: "r",
                issues: [
                  { path: "contactName", code: "leadNameRequired" },
                  { path: "email", code: "leadContactRequired" },
                ],
              },
            }),
            { status: 400 },
          ),
      ),
    );
    renderWithQuery(
      <MemoryRouter>
        <LeadForm onDone={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add lead" }));
    expect(await screen.findByText("Give an email address or a phone number.")).toBeTruthy();
    expect(screen.getAllByText("Enter the contact's name (up to 200 characters).")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), {
      target: { value: "ann@crumb.example" },
    });
    expect(screen.queryByText("Give an email address or a phone number.")).toBeNull();
    expect(screen.getByText("Enter the contact's name (up to 200 characters).")).toBeTruthy();
  });
});
