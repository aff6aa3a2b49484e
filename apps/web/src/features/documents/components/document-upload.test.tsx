import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { DocumentUpload } from "./document-upload";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The upload goes through XMLHttpRequest (for its progress); this one answers `status`, `body`. */
function answerUploads(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    responseText = "";
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    getResponseHeader() {
      return "application/json";
    }
    send(form: FormData) {
      sent.push(form);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(200, { items: [] })),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

const file = new File(["%PDF-1.4"], "march.pdf", { type: "application/pdf" });
const choose = () =>
  fireEvent.change(screen.getByLabelText(/Drop files here or choose files/), {
    target: { files: [file] },
  });
const expiry = () => screen.getByRole("textbox", { name: "Expires on (optional)" });

describe("uploading a deal's documents", () => {
  it("refuses an expiry that is no date at its field, and sends nothing", async () => {
    const sent = answerUploads(201, {});
    renderWithQuery(<DocumentUpload dealId="d1" />);
    fireEvent.change(expiry(), { target: { value: "next year" } });
    choose();
    await screen.findByText("Enter a valid date");
    expect(expiry().getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the expiry at its field, keeping what was typed", async () => {
    answerUploads(400, {
      error: {
        code: "validation_failed",
        requestId: "r",
        issues: [{ path: "expiresOn", code: "invalidDate" }],
      },
    });
    renderWithQuery(<DocumentUpload dealId="d1" />);
    fireEvent.change(expiry(), { target: { value: "2031-02-03" } });
    fireEvent.blur(expiry());
    choose();
    await screen.findByText("Enter a valid date");
    await waitFor(() => expect(expiry().getAttribute("aria-invalid")).toBe("true"));
    expect((expiry() as HTMLInputElement).value).not.toBe("");
    expect(screen.getByText("march.pdf")).toBeTruthy();
  });
});
