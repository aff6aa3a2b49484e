import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  statementRefusalCodes,
  type StatementDocument,
} from "@portal/contract/statements/statement-schemas";
import { applyLanguage, i18next } from "@/lib/i18n";
import { choose } from "@/testing/choose";
import { renderWithQuery } from "@/testing/render-with-query";
import { columnsAnswerSchema } from "./columns-question";
import { StatementFiles } from "./statement-files";

const refused = (
  code: (typeof statementRefusalCodes)[number],
  columns?: string[],
): StatementDocument => ({
  documentId: "7d0f6d6e-55a3-4c55-9b7d-0a8f7f1b2c31",
  fileName: code === "columns_unknown" ? "export.csv" : "scan.pdf",
  status: "refused",
  refusal: { code, ...(columns ? { columns } : {}) },
});

/** The read route: records what is posted, answers `status` with `body`. */
function readRoute(status = 202, body: unknown = { ok: true }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return posted;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage("en");
});

describe("the statements of a deal", () => {
  it("tells a scanned statement what to upload, in the issue's words", async () => {
    renderWithQuery(<StatementFiles statements={[refused("image_only")]} dealId="deal-1" />);
    expect(screen.getByRole("alert").textContent).toBe(
      "scan.pdf: This statement is an image: upload the PDF or CSV your bank exports.",
    );
    expect(screen.getByText("Not read")).toBeTruthy();
  });

  it("words every refusal in English and Arabic, never by its code", async () => {
    for (const language of ["en", "ar"]) {
      await applyLanguage(language);
      const seen = new Set<string>();
      for (const code of statementRefusalCodes) {
        const text = i18next.t(`ui.statements.refusals.${code}`);
        expect(text, code).not.toMatch(/ui\.statements|_/);
        seen.add(text);
      }
      expect(seen.size).toBe(statementRefusalCodes.length);
    }
    await applyLanguage("ar");
    expect(i18next.t("ui.statements.refusals.image_only")).toContain("PDF");
  });

  it("shows a statement being read as such, and one never read with the action that reads it", async () => {
    const posted = readRoute();
    const reading: StatementDocument = {
      documentId: "d9",
      fileName: "march.pdf",
      status: "reading",
    };
    renderWithQuery(
      <StatementFiles
        statements={[reading]}
        unread={[{ id: "5b0c0e0e-1111-4222-8333-444455556666", fileName: "old.pdf" }]}
        dealId="deal-1"
      />,
    );
    expect(screen.getByText("Reading…")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Reading the statements.");
    fireEvent.click(screen.getByRole("button", { name: "Read as statement · old.pdf" }));
    await waitFor(() =>
      expect(posted).toEqual([{ documentId: "5b0c0e0e-1111-4222-8333-444455556666" }]),
    );
  });

  it("offers no reading to someone who may only look (a funder, a closed deal)", () => {
    renderWithQuery(
      <StatementFiles
        statements={[
          { ...refused("unreadable"), documentId: "u1" },
          refused("columns_unknown", ["When", "What", "Sum"]),
        ]}
        unread={[{ id: "x", fileName: "old.pdf" }]}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("asks which CSV column is which, refuses to send until each needed one is chosen, then reads with them", async () => {
    const posted = readRoute();
    renderWithQuery(
      <StatementFiles
        statements={[refused("columns_unknown", ["Booked", "Narrative", "Value", "Running"])]}
        dealId="deal-1"
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "The columns of this CSV were not recognised.",
    );
    const form = screen.getByRole("heading", {
      name: "Which column is which in export.csv?",
    }).parentElement!;
    fireEvent.click(within(form).getByRole("button", { name: "Read with these columns" }));
    expect(await within(form).findAllByText("Choose a column for each of these.")).toHaveLength(3);
    expect(posted).toEqual([]);
    await choose(within(form).getByRole("combobox", { name: "Date" }), "Booked");
    await choose(within(form).getByRole("combobox", { name: "Description" }), "Narrative");
    await choose(within(form).getByRole("combobox", { name: "Amount" }), "Value");
    await choose(within(form).getByRole("combobox", { name: "Balance" }), "Running");
    fireEvent.click(within(form).getByRole("button", { name: "Read with these columns" }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          documentId: "7d0f6d6e-55a3-4c55-9b7d-0a8f7f1b2c31",
          columns: {
            date: "Booked",
            description: "Narrative",
            amount: "Value",
            balance: "Running",
          },
        },
      ]),
    );
  });

  it("says why a read with columns was refused, keeping the choice", async () => {
    readRoute(403, { error: { code: "forbidden" } });
    renderWithQuery(
      <StatementFiles statements={[refused("columns_unknown", ["A", "B", "C"])]} dealId="deal-1" />,
    );
    await choose(screen.getByRole("combobox", { name: "Date" }), "A");
    await choose(screen.getByRole("combobox", { name: "Description" }), "B");
    await choose(screen.getByRole("combobox", { name: "Amount" }), "C");
    fireEvent.click(screen.getByRole("button", { name: "Read with these columns" }));
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "Date" }).textContent).toBe("A");
  });
});

describe("columnsAnswerSchema", () => {
  const answers = {
    date: "D",
    description: "N",
    amount: "",
    debit: "",
    credit: "",
    balance: "",
    split: false,
  };
  const paths = (value: typeof answers) =>
    columnsAnswerSchema.safeParse(value).error?.issues.map((i) => `${i.path}: ${i.message}`);
  it("needs a date, a description and the amounts of the kind chosen, as the contract says", () => {
    expect(paths(answers)).toEqual(["amount: statementColumnRequired"]);
    expect(columnsAnswerSchema.parse({ ...answers, amount: "A" })).toEqual({
      date: "D",
      description: "N",
      amount: "A",
    });
    expect(paths({ ...answers, amount: "A", debit: "Out", split: true })).toEqual([
      "credit: statementColumnRequired",
    ]);
    expect(
      columnsAnswerSchema.parse({
        ...answers,
        amount: "A",
        debit: "Out",
        credit: "In",
        balance: "B",
        split: true,
      }),
    ).toEqual({ date: "D", description: "N", debit: "Out", credit: "In", balance: "B" });
    expect(paths({ ...answers, date: "", amount: "A" })).toEqual(["date: statementColumnRequired"]);
  });
});
