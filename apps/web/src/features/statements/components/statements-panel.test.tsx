import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { DealStatements } from "@portal/contract/statements/statement-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { statementKeys } from "../api/keys";
import { dealStatements } from "../statements-fixture";
import { FunderStatements, StatementsPanel } from "./statements-panel";

const deal = { currency: "USD", monthlyRevenueMinor: null, existingAdvances: null };

/** The statements route answering each GET with the next of `answers` (the last one repeated). */
function statementsRoute(...answers: DealStatements[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers[Math.min(urls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify(answer));
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the Statements tab", () => {
  it("asks again while a statement is being read, then shows the figures", async () => {
    const read = dealStatements();
    const reading: DealStatements = {
      statements: [{ ...read.statements[0]!, status: "reading" }],
      summary: null,
      proposal: null,
    };
    const urls = statementsRoute(reading, read);
    renderWithQuery(
      <StatementsPanel dealId="deal-1" bankStatements={[]} deal={deal} onSave={vi.fn()} />,
    );
    expect(await screen.findByText("Reading…")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fill from statements" })).toBeNull();
    expect(
      await screen.findByRole("table", { name: "Figures per month" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(urls.every((u) => u.endsWith("/v1/user/deal/deal-1/statements"))).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Fill from statements" }));
    expect(screen.getByRole("region", { name: "Fill the deal from the statements" })).toBeTruthy();
  });

  it("says where to upload statements when there are none", async () => {
    statementsRoute({ statements: [], summary: null, proposal: null });
    renderWithQuery(
      <StatementsPanel dealId="deal-1" bankStatements={[]} deal={deal} onSave={vi.fn()} />,
    );
    expect(
      await screen.findByText(
        "No bank statements yet. Upload them under Documents with the type Bank statement.",
      ),
    ).toBeTruthy();
  });

  it("offers neither Fill from statements nor reading on a deal that may not change", async () => {
    statementsRoute(dealStatements());
    renderWithQuery(
      <StatementsPanel
        dealId="deal-1"
        bankStatements={[{ id: "never", fileName: "old.pdf" }]}
        deal={deal}
        onSave={vi.fn()}
        canEdit={false}
      />,
    );
    await screen.findByRole("table", { name: "Figures per month" });
    expect(screen.queryByRole("button", { name: "Fill from statements" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Read as statement/ })).toBeNull();
    expect(screen.getByText("old.pdf")).toBeTruthy();
  });
});

describe("the funder's view", () => {
  it("shows the shared statements' summary from the funder's route, without the proposal", async () => {
    const urls = statementsRoute({ ...dealStatements(), proposal: null });
    renderWithQuery(<FunderStatements submissionId="sub-1" />);
    expect(
      await screen.findByRole("region", { name: "Bank statements shared with you" }),
    ).toBeTruthy();
    expect(screen.getByRole("table", { name: "Figures per month" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fill from statements" })).toBeNull();
    expect(urls[0]).toMatch(/\/v1\/funder\/submission\/sub-1\/statements$/);
  });

  it("shows nothing when no statement was shared, or the submission is not the funder's", async () => {
    statementsRoute({ statements: [], summary: null, proposal: null });
    const shown = renderWithQuery(<FunderStatements submissionId="sub-1" />);
    // Once the answer is in (not merely asked for), still nothing.
    await waitFor(() =>
      expect(shown.client.getQueryState(statementKeys.funder("sub-1"))?.status).toBe("success"),
    );
    expect(shown.container.textContent).toBe("");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: "not_found" } }), { status: 404 }),
      ),
    );
    const other = renderWithQuery(<FunderStatements submissionId="sub-2" />);
    await waitFor(() =>
      expect(other.client.getQueryState(statementKeys.funder("sub-2"))?.status).toBe("error"),
    );
    expect(other.container.textContent).toBe("");
  });
});
