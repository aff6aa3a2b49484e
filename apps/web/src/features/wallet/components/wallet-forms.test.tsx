import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import "@/lib/i18n";
import type { Splits, WalletSettings } from "@portal/contract/wallet/wallet-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { DealSplits } from "./deal-splits";
import { RecordForm } from "./record-form";
import { WalletSettingsCard } from "./wallet-settings";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, issues?: { path: string; code: string }[]) =>
  json({ error: { code, message: "x", requestId: "r", issues } }, status);

/** GETs answer `read`; each write answers the next of `writes`; returns what was written. */
function stub(read: unknown, ...writes: (() => Response)[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (!init?.method || init.method === "GET") return json(read);
      sent.push(JSON.parse(String(init.body)));
      return (writes.shift() ?? (() => json(read)))();
    }),
  );
  return sent;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const invalid = (label: string) => screen.getByLabelText(label).getAttribute("aria-invalid");

afterEach(() => vi.unstubAllGlobals());

const settings: WalletSettings = {
  teamManagerBp: 0,
  countryManagerBp: 0,
  generalManagerBp: 0,
  clawbackDays: 90,
  mayChange: true,
};
const teamManager = "Team manager override (%)";
const clawbackDays = "Clawback period (days after funding)";

describe("the commission settings", () => {
  it("says at the field what is allowed, and sends nothing", async () => {
    const sent = stub(settings);
    renderWithQuery(<WalletSettingsCard />);
    await screen.findByLabelText(teamManager);
    type(teamManager, "60");
    click("Save");
    expect(await screen.findByText("Enter a percentage from 0 to 50.")).toBeTruthy();
    expect(invalid(teamManager)).toBe("true");
    expect(sent).toEqual([]);
  });

  it("sends basis points, puts the server's refusal at its field, and keeps what was typed on a failure", async () => {
    const sent = stub(
      settings,
      () =>
        refusal(400, "validation_failed", [{ path: "clawbackDays", code: "clawbackDaysRange" }]),
      () => refusal(500, "internal"),
    );
    renderWithQuery(<WalletSettingsCard />);
    await screen.findByLabelText(teamManager);
    type(teamManager, "2,5");
    type(clawbackDays, "30");
    click("Save");
    await waitFor(() => expect(invalid(clawbackDays)).toBe("true"));
    expect(sent[0]).toEqual({
      teamManagerBp: 250,
      countryManagerBp: 0,
      generalManagerBp: 0,
      clawbackDays: 30,
    });
    click("Save");
    expect((await screen.findByRole("alert")).textContent).toContain("Unknown error");
    expect(valueOf(teamManager)).toBe("2,5");
  });
});

const splits: Splits = {
  shares: [
    { userId: "ann", name: "Ann Lee", shareBp: 6000 },
    { userId: "sue", name: "Sue Park", shareBp: 4000 },
  ],
  candidates: [
    { userId: "ann", name: "Ann Lee" },
    { userId: "sue", name: "Sue Park" },
  ],
  mayChange: true,
};

describe("the commission split", () => {
  it("says a share out of range at its field, and a total not 100 % above the split", async () => {
    const sent = stub(splits);
    renderWithQuery(<DealSplits dealId="d1" />);
    await screen.findByLabelText("Share (%) of Sue Park");
    type("Share (%) of Sue Park", "0");
    click("Save split");
    expect(
      await screen.findByText("Each share is a percentage above 0 and up to 100."),
    ).toBeTruthy();
    expect(invalid("Share (%) of Sue Park")).toBe("true");
    type("Share (%) of Sue Park", "30");
    click("Save split");
    expect((await screen.findByRole("alert")).textContent).toBe("The shares must add up to 100 %.");
    expect(sent).toEqual([]);
  });

  it("keeps the shares typed when the server refuses them", async () => {
    const sent = stub(splits, () =>
      refusal(400, "validation_failed", [{ path: "shares", code: "splitsTooMany" }]),
    );
    renderWithQuery(<DealSplits dealId="d1" />);
    await screen.findByLabelText("Share (%) of Sue Park");
    type("Share (%) of Ann Lee", "55");
    type("Share (%) of Sue Park", "45");
    click("Save split");
    await screen.findByRole("alert");
    expect(sent).toEqual([
      {
        shares: [
          { userId: "ann", shareBp: 5500 },
          { userId: "sue", shareBp: 4500 },
        ],
      },
    ]);
    expect(valueOf("Share (%) of Ann Lee")).toBe("55");
  });
});

describe("recording money", () => {
  const show = () =>
    renderWithQuery(
      <RecordForm
        people={[{ userId: "ann", name: "Ann Lee" }]}
        currencies={["GBP"]}
        deals={[{ value: "d1", label: "Crumb Bakery" }]}
        prefill={null}
      />,
    );

  it("says at the amount that it is no amount, and sends nothing", async () => {
    const sent = stub({});
    show();
    type("Amount", "lots");
    click("Record");
    expect(await screen.findByText(/^Enter an amount other than 0/)).toBeTruthy();
    expect(invalid("Amount")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("says at the amount that it is more than is left, keeping it; clears it once recorded", async () => {
    const sent = stub(
      {},
      () => refusal(409, "conflict", [{ path: "amountMinor", code: "moreThanLeft" }]),
      () => json({ items: [] }),
    );
    show();
    type("Amount", "600");
    type("Note", "November");
    click("Record");
    expect(
      await screen.findByText("That is more than is left to record (see the balances)."),
    ).toBeTruthy();
    expect(invalid("Amount")).toBe("true");
    expect(valueOf("Amount")).toBe("600");
    type("Amount", "500");
    click("Record");
    await waitFor(() => expect(valueOf("Amount")).toBe(""));
    expect(valueOf("Note")).toBe("");
    expect(sent).toEqual([
      { amountMinor: 60000, note: "November" },
      { amountMinor: 50000, note: "November" },
    ]);
  });

  it("records for the first deal once the deals arrive after the form", async () => {
    stub({}, () => json({ items: [] }));
    const props = { people: [], currencies: ["GBP"], prefill: null };
    const { rerender, client } = renderWithQuery(<RecordForm {...props} deals={[]} />);
    rerender(
      <QueryClientProvider client={client}>
        <RecordForm {...props} deals={[{ value: "d1", label: "Crumb Bakery" }]} />
      </QueryClientProvider>,
    );
    type("Amount", "10");
    click("Record");
    await waitFor(() => expect(valueOf("Amount")).toBe(""));
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe("/v1/wallet/deals/d1/received");
  });
});
