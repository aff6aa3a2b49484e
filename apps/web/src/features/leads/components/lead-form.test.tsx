import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import "../i18n";
import { LeadForm } from "./lead-form";

afterEach(() => vi.unstubAllGlobals());

/** The form; each POST answers the next of `answers`; returns what was sent. */
function show(...answers: Response[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return answers.shift()!;
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <LeadForm onDone={() => {}} />
    </MemoryRouter>,
  );
  return sent;
}
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
const add = () => fireEvent.click(screen.getByRole("button", { name: "Add lead" }));

describe("the broker's new lead form", () => {
  it("shows each wrong field at its field, no banner repeating one, and drops an error once its field is fixed", async () => {
    const sent = show();
    add();
    expect(await screen.findByText("Give an email address or a phone number.")).toBeTruthy();
    expect(screen.getAllByText("Enter the contact's name (up to 200 characters).")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    type(/^Email/, "ann@crumb.example");
    await waitFor(() =>
      expect(screen.queryByText("Give an email address or a phone number.")).toBeNull(),
    );
    expect(screen.getByText("Enter the contact's name (up to 200 characters).")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal at its field, keeping what was typed", async () => {
    const sent = show(
      new Response(
        JSON.stringify({
          error: {
            code: "validation_failed",
            message: "x",
            requestId: "r",
            issues: [{ path: "phone", code: "invalidPhoneNumber" }],
          },
        }),
        { status: 400 },
      ),
    );
    type(/^Contact name/, "Ann Baker");
    type(/^Phone/, "07700 900123");
    add();
    expect(await screen.findByText("Invalid phone number")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Phone/ }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect((screen.getByRole("textbox", { name: /^Contact name/ }) as HTMLInputElement).value).toBe(
      "Ann Baker",
    );
    expect(sent).toEqual([{ contactName: "Ann Baker", phone: "07700 900123" }]);
  });
});
