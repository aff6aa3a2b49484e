import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import type { LeadDetail } from "@portal/contract/leads/lead-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import "../i18n";
import { LeadPage } from "./lead-page";

const lead: LeadDetail = {
  id: "l1",
  status: "qualified",
  source: "manual",
  version: 3,
  contactName: "Rita Moss",
  companyName: "Moss Joinery Ltd",
  email: "rita@moss.example",
  phone: null,
  amountMinor: 2_500_000,
  currency: "GBP",
  product: "term_loan",
  purpose: "A workshop",
  country: "GB",
  assigneeId: null,
  assigneeName: null,
  lostReason: null,
  borrowerId: null,
  dealId: null,
  createdAt: "2026-11-01T10:00:00Z",
  updatedAt: "2026-11-01T10:00:00Z",
  duplicates: [],
  activity: [],
  assignable: [],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, issues?: { path: string; code: string }[]) =>
  json({ error: { code, message: "x", requestId: "r", issues } }, status);

/** The lead page; GETs answer `reads` in turn (the last one again), each POST the next of `posts`. */
async function open(reads: LeadDetail[], ...posts: (() => Response)[]) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== "POST") return json(reads.length > 1 ? reads.shift() : reads[0]);
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return (posts.shift() ?? (() => json(lead)))();
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <LeadPage id="l1" />
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 1, name: "Rita Moss" });
  return sent;
}

const region = (name: string) => screen.getByRole("region", { name });
const click = (name: string, within_: HTMLElement = document.body) =>
  fireEvent.click(within(within_).getByRole("button", { name }));
const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe("editing a lead", () => {
  it("says a refused field at that field, and on a conflict keeps what was typed beside the latest", async () => {
    const sent = await open(
      [lead, { ...lead, version: 4, phone: "020 7946 0000" }],
      () => refusal(400, "validation_failed", [{ path: "phone", code: "invalidPhoneNumber" }]),
      () => refusal(409, "version_conflict"),
    );
    click("Edit details");
    const edit = region("Edit details");
    type("Phone", "07700 900123", edit);
    type("Business name", "Moss Joinery & Sons Ltd", edit);
    click("Save changes", edit);
    expect(await within(edit).findByText("Invalid phone number")).toBeTruthy();
    expect(within(edit).getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(within(edit).queryByRole("alert")).toBeNull();
    click("Save changes", edit);
    expect((await within(edit).findByRole("alert")).textContent).toContain(
      "Someone changed this lead",
    );
    expect((within(edit).getByLabelText("Phone") as HTMLInputElement).value).toBe("07700 900123");
    expect((within(edit).getByLabelText("Business name") as HTMLInputElement).value).toBe(
      "Moss Joinery & Sons Ltd",
    );
    expect(await screen.findByRole("region", { name: "Latest saved details" })).toBeTruthy();
    expect(sent[1]).toMatchObject({
      body: { phone: "07700 900123", amountMinor: 2_500_000, currency: "GBP", version: 3 },
    });
  });

  it("says a bad amount at the amount, and sends nothing", async () => {
    const sent = await open([lead]);
    click("Edit details");
    const edit = region("Edit details");
    type("Amount", "lots", edit);
    click("Save changes", edit);
    expect(await within(edit).findByText(/^Enter the amount as a number above 0/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("the lead page's other forms", () => {
  it("asks why a lead was lost at the reason, and sends nothing without one", async () => {
    const sent = await open([lead]);
    click("Mark lost");
    const status = region("Status");
    click("Mark lost", status);
    expect(await within(status).findByText("Give a reason")).toBeTruthy();
    expect(within(status).getByLabelText("Why was it lost?").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(sent).toEqual([]);
  });

  it("keeps a note typed when it could not be added, and clears it once added", async () => {
    const sent = await open([lead], () => refusal(500, "internal"));
    const notes = region("Notes and activity");
    click("Add note", notes);
    expect(await within(notes).findByText(/^Write a message/)).toBeTruthy();
    type("Add a note", "Called back", notes);
    click("Add note", notes);
    expect((await within(notes).findByRole("alert")).textContent).toContain("Unknown error");
    expect((within(notes).getByLabelText("Add a note") as HTMLInputElement).value).toBe(
      "Called back",
    );
    click("Add note", notes);
    await waitFor(() =>
      expect((within(notes).getByLabelText("Add a note") as HTMLInputElement).value).toBe(""),
    );
    expect(sent.map((s) => s.body)).toEqual([{ body: "Called back" }, { body: "Called back" }]);
  });

  it("says the server's refusal of the new borrower's industry at the industry", async () => {
    const sent = await open([lead], () =>
      refusal(400, "validation_failed", [{ path: "borrower.industry", code: "chooseIndustry" }]),
    );
    const convert = region("Convert to a deal");
    click("Convert to a deal", convert);
    expect(
      await within(convert).findByText("Choose the borrower's industry from the list."),
    ).toBeTruthy();
    expect(within(convert).queryByRole("alert")).toBeNull();
    expect(sent).toMatchObject([
      { url: "/v1/leads/l1/convert", body: { version: 3, borrower: { country: "GB" } } },
    ]);
  });
});
