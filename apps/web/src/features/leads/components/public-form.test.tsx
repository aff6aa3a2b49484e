import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { applyLanguage } from "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
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
  renderWithQuery(<PublicLeadFormPage token="abc" />);
  await screen.findByRole("heading", { name: "Apply for funding" });
  return sent;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send my application" }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage("en");
});

/** The page, each read of its form answered by the next of `reads`; the reads asked. */
function show(...reads: (() => Response | Promise<Response>)[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return reads.shift()!();
    }),
  );
  renderWithQuery(<PublicLeadFormPage token="abc" />);
  return asked;
}
const refusal = (status: number, code: string) =>
  answer({ error: { code, message: "x", requestId: "r" } }, status);

describe("the public quick-application form's reading", () => {
  it("shows the spinner until the form is read, then the form", async () => {
    let read!: (response: Response) => void;
    const asked = show(() => new Promise<Response>((resolve) => (read = resolve)));
    expect((await screen.findByRole("status")).textContent).toBe("Loading…");
    read(answer(form));
    expect(await screen.findByRole("heading", { name: "Apply for funding" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(asked).toEqual(["/v1/public/leads/abc"]);
  });

  it("says a link that is not valid any more, in English and Arabic, with no Retry", async () => {
    show(() => refusal(404, "not_found"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This application link is not valid any more. Ask your broker for a new one.",
    );
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    await applyLanguage("ar");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "رابط الطلب هذا لم يعد صالحًا. اطلب رابطًا جديدًا من وسيطك.",
    );
  });

  it("says a refused read with a Retry that reads the form again", async () => {
    const asked = show(
      () => refusal(429, "rate_limited"),
      () => answer(form),
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please wait before trying again.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Apply for funding" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveLength(2);
  });
});

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
