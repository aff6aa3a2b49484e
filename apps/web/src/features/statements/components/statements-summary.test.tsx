import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { statementWarningCodes } from "@portal/contract/statements/statement-schemas";
import { applyLanguage } from "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { dealStatements } from "../statements-fixture";
import { FiguresTable } from "./figures-table";
import { StatementSummaryView } from "./summary-sections";
import { warningWords } from "./statement-words";
import { i18next } from "@/lib/i18n";

const data = dealStatements();
const summary = data.summary!;
const scope = { side: "broker", id: "deal-1" } as const;

/** The lines route, answering the ids asked with lines of the chase fixture's files. */
function linesRoute() {
  const calls: { url: string; ids: string[] }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const ids = (JSON.parse(String(init?.body)) as { ids: string[] }).ids;
    calls.push({ url, ids });
    return new Response(
      JSON.stringify({
        lines: ids.map((id, i) => ({
          id,
          documentId: id.split(":")[0],
          fileName: "chase-2026-02.pdf",
          date: "2026-02-14",
          description: `RETURNED ITEM ${i + 1}`,
          amountMinor: -3_400,
          balanceMinor: -12_050,
          page: 2,
          line: 10 + i,
        })),
      }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage("en");
});

describe("the figures per month", () => {
  it("shows each month, marks the partial one, and the period's total, in the summary's currency", async () => {
    await applyLanguage("en");
    renderWithQuery(<FiguresTable summary={summary} scope={scope} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-month"))).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "total",
    ]);
    const january = within(rows[0]!);
    expect(january.getByRole("rowheader").textContent).toBe("Jan 2026");
    expect(january.getAllByRole("cell").map((c) => c.textContent)).toEqual([
      "$83,234.00",
      "$78,234.00",
      "$5,000.00 (Open the lines of Excluded, Jan 2026)",
      "$35,123.45",
      "$60,715.48",
      "0",
      "0",
      "0",
      "42",
    ]);
    expect(within(rows[2]!).getByText("Part of the month")).toBeTruthy();
    expect(within(rows[2]!).getByText("Only the 20 days the statements cover.")).toBeTruthy();
    expect(within(rows[0]!).queryByText("Part of the month")).toBeNull();
    expect(within(rows[3]!).getByRole("rowheader").textContent).toBe("The period");
    expect(within(rows[3]!).getByText("$196,468.00")).toBeTruthy();
    expect(screen.getByText("Currency: US Dollar")).toBeTruthy();
  });

  it("opens the lines behind a month's NSF count, asked for by their ids", async () => {
    const calls = linesRoute();
    renderWithQuery(<FiguresTable summary={summary} scope={scope} />);
    // A count without lines is plain text, not a button.
    expect(screen.queryByRole("button", { name: /Open the lines of NSF, Jan 2026/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Open the lines of NSF, Feb 2026/ }));
    const dialog = await screen.findByRole("dialog", { name: "The lines behind NSF, Feb 2026" });
    await within(dialog).findByText("RETURNED ITEM 2");
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/\/v1\/user\/deal\/deal-1\/statements\/lines$/),
        ids: ["d2:l40", "d2:l41"],
      },
    ]);
    const first = within(dialog).getAllByRole("row")[1]!;
    expect(first.textContent).toContain("02/14/2026");
    expect(first.textContent).toContain("-$34.00");
    expect(first.textContent).toContain("-$120.50");
    expect(first.textContent).toContain("chase-2026-02.pdf, page 2, line 10");
  });

  it("a failed lines call says so and offers to try again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: "not_found" } }), { status: 404 }),
      ),
    );
    renderWithQuery(<FiguresTable summary={summary} scope={{ side: "funder", id: "sub-9" }} />);
    fireEvent.click(screen.getByRole("button", { name: /Open the lines of NSF, Feb 2026/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).not.toBe("");
  });
});

describe("the summary", () => {
  it("lists the positions with their rhythm, payments (opening their lines) and what is owed", async () => {
    const calls = linesRoute();
    renderWithQuery(
      <StatementSummaryView summary={summary} scope={scope} statements={data.statements} />,
    );
    const table = screen.getByRole("table", { name: "Existing positions" });
    const [yellowstone, rapid] = within(table).getAllByRole("row").slice(1);
    expect(within(yellowstone!).getByRole("rowheader").textContent).toBe(
      "Yellowstone CapitalYELLOWSTONE CAPITAL ACH DEBIT",
    );
    expect(yellowstone!.textContent).toContain("Daily");
    expect(yellowstone!.textContent).toContain("$349.00");
    expect(yellowstone!.textContent).toContain("Still paid");
    expect(yellowstone!.textContent).toContain("$805.00");
    expect(yellowstone!.textContent).toContain(
      "Funded $5,000.00 on 01/05/2026; at a factor of 1.40, about 3 payments left.",
    );
    expect(rapid!.textContent).toContain("Weekly");
    expect(within(rapid!).getByRole("rowheader").textContent).toBe("RAPID FINANCE WEEKLY ACH");
    fireEvent.click(
      within(yellowstone!).getByRole("button", {
        name: "55 (Open the lines of Payments, Yellowstone Capital)",
      }),
    );
    await screen.findByRole("dialog");
    await waitFor(() => expect(calls[0]?.ids).toEqual(["d1:l10", "d1:l11"]));
  });

  it("words excluded deposits, returned items and the checks, never their codes", async () => {
    renderWithQuery(
      <StatementSummaryView summary={summary} scope={scope} statements={data.statements} />,
    );
    const excluded = screen.getByRole("table", { name: "Deposits that are not revenue" });
    expect(excluded.textContent).toContain("Loan or advance money");
    expect(excluded.textContent).toContain("Found: YELLOWSTONE CAPITAL");
    expect(screen.getByText("Returned items (NSF): 2")).toBeTruthy();
    expect(screen.getByText("Days ending below zero: 1")).toBeTruthy();
    const warnings = screen.getByRole("region", { name: "Things to look at" });
    expect(warnings.textContent).toContain("A running balance does not add up");
    expect(warnings.textContent).toContain(
      "The lines before it give $1,200.00; the statement prints $1,250.00.",
    );
    expect(warnings.textContent).toContain("The file names iLovePDF as its maker.");
    expect(warnings.textContent).toContain("In chase-2026-03.pdf");
    expect(document.body.textContent).not.toMatch(
      /loan_proceeds|balance_does_not_add_up|edited_by_tool/,
    );
  });

  it("shows the first excluded deposits, and all of them on asking", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...summary.excludedDeposits[0]!,
      lineId: `d1:x${i}`,
      description: `TRANSFER FROM SAV 4410 #${i}`,
    }));
    renderWithQuery(
      <StatementSummaryView
        summary={{ ...summary, excludedDeposits: many }}
        scope={scope}
        statements={data.statements}
      />,
    );
    const table = screen.getByRole("table", { name: "Deposits that are not revenue" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "Show all 7" }));
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(screen.queryByRole("button", { name: "Show all 7" })).toBeNull();
  });

  it("words every check in English and Arabic with its figures filled in", async () => {
    const detail = {
      expectedMinor: 1,
      printedMinor: 2,
      openingMinor: 3,
      linesMinor: 4,
      closingMinor: 5,
      differenceMinor: 6,
      from: "2026-01-01",
      to: "2026-01-02",
      periodStart: "2026-01-01",
      periodEnd: "2026-01-31",
      afterStatementId: "d1",
      producer: "Sejda",
      createdAt: "2026-02-01T00:00:00Z",
      modifiedAt: "2026-05-01T00:00:00Z",
      daysAfter: 90,
      currency: "EUR",
      expected: "USD",
      accountLast4: "9999",
      bank: "HSBC",
      expectedAccountLast4: "3456",
      expectedBank: "JPMorgan Chase",
      accountName: "OTHER LTD",
    };
    for (const language of ["en", "ar"]) {
      await applyLanguage(language);
      for (const code of statementWarningCodes) {
        const words = warningWords(
          i18next.t,
          { code, statementId: "d2", lineIds: [], detail },
          { currency: "USD", language, statements: data.statements },
        );
        expect(words.title, code).not.toContain("ui.statements");
        expect(words.detail, code).not.toMatch(/\{\{|ui\.statements|_/);
      }
    }
  });

  it("shows the summary in Arabic with no English words but names", async () => {
    await applyLanguage("ar");
    renderWithQuery(
      <StatementSummaryView summary={summary} scope={scope} statements={data.statements} />,
    );
    expect(screen.getByRole("table", { name: "الأرقام لكل شهر" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "السلف القائمة" })).toBeTruthy();
    expect(screen.getAllByText("يومي").length).toBeGreaterThan(0);
    const names =
      /YELLOWSTONE|Yellowstone|RAPID|Capital|CAPITAL|ACH|DEBIT|WEEKLY|FINANCE|FUNDING|iLovePDF|chase-2026-0\d\.pdf|pdf/g;
    expect(document.body.textContent!.replace(names, "")).not.toMatch(/[A-Za-z]{3,}/);
  });
});
