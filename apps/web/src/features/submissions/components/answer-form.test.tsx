import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import "@/lib/i18n";
import { AnswerForm } from "./answer-form";

const document = (id: string, fileName: string, type = "bank_statement") => ({
  id,
  borrowerId: "b",
  dealId: "d1",
  type,
  fileName,
  contentType: "application/pdf",
  sizeBytes: 10,
  sha256: "x",
  expiresOn: null,
  expiryStatus: "unknown",
  uploadedBy: "u",
  createdAt: "2026-11-01T00:00:00Z",
});

const submission = {
  id: "s1",
  dealId: "d1",
  lenderId: "l1",
  listingName: "Growth loans",
  funderName: "Alpha Capital",
  status: "info_requested",
  version: 2,
  sharedDocumentIds: ["shared"],
  sentAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  events: [],
  proposal: null,
} satisfies Submission;

afterEach(() => vi.unstubAllGlobals());

describe("AnswerForm", () => {
  it("offers the documents not shared with this funder yet and answers with the ticked ones", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              items: [
                document("shared", "statement.pdf"),
                document("tax", "tax.pdf", "tax_return"),
              ],
            }),
          ),
      ),
    );
    const onAnswer = vi.fn();
    render(<AnswerForm dealId="d1" submission={submission} busy={false} onAnswer={onAnswer} />);
    const form = screen.getByRole("form", { name: "Your answer to Alpha Capital" });
    const tax = await within(form).findByLabelText(/tax\.pdf/);
    expect(within(form).queryByLabelText(/statement\.pdf/)).toBeNull();
    expect(tax.parentElement!.textContent).toBe("tax.pdf (Tax return)");
    expect(
      within(form).queryByText(
        "Every document of this borrower is already shared with this funder.",
      ),
    ).toBeNull();

    // No message, no answer.
    fireEvent.click(within(form).getByRole("button", { name: "Answer" }));
    expect(onAnswer).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText("Your answer to Alpha Capital"), {
      target: { value: "  Attached  " },
    });
    fireEvent.click(tax);
    fireEvent.click(within(form).getByRole("button", { name: "Answer" }));
    expect(onAnswer).toHaveBeenCalledWith("Attached", ["tax"]);
  });

  it("says when every document is already shared", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ items: [document("shared", "statement.pdf")] })),
      ),
    );
    render(
      <AnswerForm dealId="d1" submission={submission} busy={false} onAnswer={() => undefined} />,
    );
    expect(
      screen.queryByText("Every document of this borrower is already shared with this funder."),
    ).toBeNull();
    expect(
      await screen.findByText(
        "Every document of this borrower is already shared with this funder.",
      ),
    ).toBeTruthy();
  });
});
