import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { PublicLeadFormPage } from "./public-form";
import { choose } from "@/testing/choose";

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const form = { brokerName: "Sam Broker", organizationName: "Fresh Brokers Ltd", formToken: "t" };

/** The page, its form read; `posted` answers each send. */
async function open(posted: () => Response = () => answer({ received: true }, 202)) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== "POST") return answer(form);
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return posted();
    }),
  );
  render(<PublicLeadFormPage token="abc" />);
  await screen.findByRole("heading", { name: "Apply for funding" });
  return sent;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send my application" }));

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 15_000 });

describe("the public quick-application form", () => {
  it("shows every field's error at its field, once, and never asks for the currency it shows", async () => {
    const sent = await open();
    type("Contact name", "Ann Baker");
    send();
    await screen.findByText("Choose a product.");
    for (const message of [
      "Enter the business's legal name (up to 200 characters).",
      "Give an email address or a phone number.",
      "Enter the amount as a number above 0, e.g. 250000.",
      "Choose a product.",
      "Say what the money is for (up to 2,000 characters).",
    ])
      expect(screen.getAllByText(message)).toHaveLength(1);
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLInputElement).value).toMatch(
      /^GBP/,
    );
    expect(screen.queryByText("Choose a currency.")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent).toEqual([]);
    // Fixed fields lose their error at once.
    type("Business name", "Crumb Bakery Ltd");
    await waitFor(() =>
      expect(
        screen.queryByText("Enter the business's legal name (up to 200 characters)."),
      ).toBeNull(),
    );
    expect(screen.getByText("Choose a product.")).toBeTruthy();
  });

  it("sends the currency the select shows", async () => {
    const sent = await open();
    type("Contact name", "Ann Baker");
    type("Business name", "Crumb Bakery Ltd");
    type("Email", "ann@crumb.example");
    type("Amount", "25000");
    await choose(screen.getByRole("combobox", { name: "Product" }), "term_loan");
    type("What", "New ovens");
    send();
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(sent[0]).toMatchObject({ amountMinor: 2_500_000, currency: "GBP" });
  });

  it("shows each field the server refuses at that field, with no banner repeating the first", async () => {
    await open(() =>
      answer(
        {
          error: {
            code: "validation_failed",
            message: "x",
            requestId: "r",
            issues: [
              { path: "email", code: "invalidEmailAddress" },
              { path: "purpose", code: "purposeRequired" },
            ],
          },
        },
        400,
      ),
    );
    type("Contact name", "Ann Baker");
    type("Business name", "Crumb Bakery Ltd");
    type("Email", "ann@crumb.example");
    type("Amount", "25000");
    await choose(screen.getByRole("combobox", { name: "Product" }), "term_loan");
    type("What", "New ovens");
    send();
    expect(
      await screen.findByText("Say what the money is for (up to 2,000 characters)."),
    ).toBeTruthy();
    expect(screen.getByText("Invalid email address.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a stale form above the button, keeps what was typed, and sends again with a fresh token", async () => {
    const stale = answer(
      {
        error: {
          code: "validation_failed",
          message: "x",
          requestId: "r",
          issues: [{ path: "formToken", code: "invalidValue" }],
        },
      },
      400,
    );
    const answers = [stale, answer({ received: true }, 202)];
    const sent = await open(() => answers.shift()!);
    type("Contact name", "Ann Baker");
    type("Business name", "Crumb Bakery Ltd");
    type("Email", "ann@crumb.example");
    type("Amount", "25000");
    await choose(screen.getByRole("combobox", { name: "Product" }), "term_loan");
    type("What", "New ovens");
    send();
    expect((await screen.findByRole("alert")).textContent).toContain("This value is not valid");
    expect(
      (screen.getByRole("textbox", { name: /^Business name/ }) as HTMLInputElement).value,
    ).toBe("Crumb Bakery Ltd");
    send();
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method !== "POST")).toHaveLength(
      2,
    );
  });
});
