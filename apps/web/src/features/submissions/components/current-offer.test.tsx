import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { CurrentOffer } from "./current-offer";
import { OfferForm } from "./offer-form";

afterEach(() => vi.unstubAllGlobals());

const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const proposal = {
  id: "p",
  amountMinor: 4_500_000,
  currency: "GBP",
  rateBp: 1200,
  factorBp: null,
  termMonths: 12,
  paymentFrequency: "monthly" as const,
  feesMinor: 0,
  brokerCommissionBp: 200,
  fundingDays: null,
  conditions: "A personal guarantee from the owner",
  expiresOn: day(10),
  note: null,
  createdAt: "2026-11-20T10:00:00Z",
  revisedAt: null,
  withdrawnAt: null,
};

describe("the offer form's conditions and expiry", () => {
  it("refuses an expiry that is not after today at its field, then sends conditions and expiry", async () => {
    const onSubmit = vi.fn(async () => {});
    render(<OfferForm currency="GBP" submitLabel="Send proposal" onSubmit={onSubmit} />);
    fill("Amount", "45000");
    fill("Rate (% a year)", "12");
    fill("Term (months)", "12");
    fill("Conditions", "  Signed statements  ");
    fill("Offer expires on", day(0));
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    const expiry = screen.getByLabelText("Offer expires on");
    await waitFor(() => expect(expiry.getAttribute("aria-invalid")).toBe("true"));
    expect(
      document.getElementById(expiry.getAttribute("aria-describedby")!.split(" ")[0]!),
    ).toBeTruthy();
    expect(document.body.textContent).toContain(
      "Enter the date the offer expires, after today (YYYY-MM-DD), or leave it empty.",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    fill("Offer expires on", day(5));
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ conditions: "Signed statements", expiresOn: day(5) }),
    );
  });
});

describe("the funder's current offer", () => {
  it("shows its conditions and expiry, and downloads its term sheet", async () => {
    const requested: string[] = [];
    const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: RequestInfo | URL) => {
        const path = String(url);
        if (path === "/auth/token") return new Response(JSON.stringify({ token: idToken }));
        requested.push(path);
        return new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } });
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:term-sheet");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    render(
      <CurrentOffer
        submissionId="s1"
        reference="D-000042"
        proposal={proposal}
        accepted={false}
        broker="Harbour Brokers"
        onRevise={async () => {}}
        onWithdraw={async () => {}}
      />,
    );
    expect(screen.getByText("A personal guarantee from the owner")).toBeTruthy();
    expect(screen.getByText(/^Expires /)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Term sheet (PDF)" }));
    await waitFor(() => expect(saved).toEqual(["term-sheet-D-000042.pdf"]));
    expect(requested).toEqual(["/v1/funder/submission/s1/term-sheet"]);
    clicked.mockRestore();
  });
});
