import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { AnswerForm } from "./answer-form";

// Document ids are the server's uuids (the contract checks them).
const ids = {
  shared: "11111111-1111-4111-8111-111111111111",
  tax: "22222222-2222-4222-8222-222222222222",
  new: "33333333-3333-4333-8333-333333333333",
};

const document = (
  id: string,
  fileName: string,
  type: Document["type"] = "bank_statement",
): Document => ({
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
  funderId: "f1",
  funderName: "Alpha Capital",
  status: "info_requested",
  version: 2,
  sharedDocumentIds: [ids.shared],
  sentAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  events: [],
  proposal: null,
} satisfies Submission;

const noUpload = () => Promise.reject(new Error("not in this test"));

describe("AnswerForm", () => {
  it("offers the documents not shared with this funder yet and answers with the ticked ones", async () => {
    const onAnswer = vi.fn();
    render(
      <AnswerForm
        submission={submission}
        documents={[
          document(ids.shared, "statement.pdf"),
          document(ids.tax, "tax.pdf", "tax_return"),
        ]}
        uploadDocument={noUpload}
        busy={false}
        onAnswer={onAnswer}
      />,
    );
    const form = screen.getByRole("form", { name: "Your answer to Alpha Capital" });
    const tax = within(form).getByLabelText(/tax\.pdf/);
    expect(within(form).queryByLabelText(/statement\.pdf/)).toBeNull();
    expect(tax.parentElement!.textContent).toBe("tax.pdf (Tax return)");
    expect(
      within(form).queryByText(
        "Every document of this borrower is already shared with this funder.",
      ),
    ).toBeNull();

    // No message, no answer: the field says so.
    fireEvent.click(within(form).getByRole("button", { name: "Answer" }));
    await within(form).findByText("Write a message (up to 2,000 characters).");
    expect(onAnswer).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText("Your answer to Alpha Capital"), {
      target: { value: "  Attached  " },
    });
    fireEvent.click(tax);
    fireEvent.click(within(form).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith("Attached", [ids.tax]));
  });

  it("says when every document is already shared, once the documents are known", () => {
    const props = {
      submission,
      uploadDocument: noUpload,
      busy: false,
      onAnswer: () => undefined,
    };
    const { rerender } = render(<AnswerForm {...props} documents={undefined} />);
    const allShared = "Every document of this borrower is already shared with this funder.";
    expect(screen.queryByText(allShared)).toBeNull();
    rerender(<AnswerForm {...props} documents={[document(ids.shared, "statement.pdf")]} />);
    expect(screen.getByText(allShared)).toBeTruthy();
  });

  it("ticks a document uploaded in the answer and shares it", async () => {
    const uploaded = document(ids.new, "lease.pdf", "other");
    const uploadDocument = vi.fn(
      async (_file: File, _type: string, onProgress: (f: number) => void) => {
        onProgress(1);
        return uploaded;
      },
    );
    const onAnswer = vi.fn();
    const props = { submission, uploadDocument, busy: false, onAnswer };
    const { rerender } = render(<AnswerForm {...props} documents={[]} />);
    const form = screen.getByRole("form", { name: "Your answer to Alpha Capital" });
    const file = new File(["x"], "lease.pdf", { type: "application/pdf" });
    fireEvent.change(within(form).getByLabelText("Upload and share a document"), {
      target: { files: [file] },
    });
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledOnce());
    expect(uploadDocument.mock.calls[0]![0]).toBe(file);
    expect(uploadDocument.mock.calls[0]![1]).toBe("other");
    // The deal's documents, read again by the page, now hold it: it shows ticked.
    rerender(<AnswerForm {...props} documents={[uploaded]} />);
    const lease = await within(form).findByLabelText(/lease\.pdf/);
    expect((lease as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText("Your answer to Alpha Capital"), {
      target: { value: "Here it is" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith("Here it is", [ids.new]));
  });

  it("puts the server's refusal at the message, and keeps the message and the ticks on a conflict", async () => {
    const refusal = (status: number, error: object) => new ApiError(status, { error });
    const onAnswer = vi
      .fn()
      .mockRejectedValueOnce(
        refusal(400, {
          code: "validation_failed",
          issues: [{ path: "note", code: "tooLong" }],
        }),
      )
      .mockRejectedValueOnce(refusal(409, { code: "invalid_transition" }));
    render(
      <AnswerForm
        submission={submission}
        documents={[document(ids.tax, "tax.pdf", "tax_return")]}
        uploadDocument={noUpload}
        busy={false}
        onAnswer={onAnswer}
      />,
    );
    const message = screen.getByRole("textbox", { name: "Your answer to Alpha Capital" });
    fireEvent.change(message, { target: { value: "Attached" } });
    fireEvent.click(screen.getByLabelText(/tax\.pdf/));
    fireEvent.click(screen.getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(message.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Answer" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This deal cannot move to that state now.",
    );
    expect((message as HTMLTextAreaElement).value).toBe("Attached");
    expect((screen.getByLabelText(/tax\.pdf/) as HTMLInputElement).checked).toBe(true);
  });
});
