import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import "@/lib/i18n";
import { applyLanguage } from "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import CertificateCheck from "./certificate-verify";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const certificate = {
  name: "Sam Broker",
  courseTitle: "Invoice finance basics",
  products: ["invoice_finance"],
  passedAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2027-11-20T10:00:00.000Z",
  valid: true,
};
const notFound = () =>
  json(404, { error: { code: "not_found", message: "Not found", requestId: "r" } });

/** The page, each read of the certificate answered by the next of `answers`; the URLs asked. */
function check(...answers: (() => Response | Promise<Response>)[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return answers.shift()!();
    }),
  );
  renderWithQuery(<CertificateCheck certificateId="c 1" />);
  return asked;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage("en");
});

describe("a certificate's public check", () => {
  it("shows the spinner while reading, then what the public endpoint answers", async () => {
    let answer!: (response: Response) => void;
    const asked = check(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(screen.getByRole("heading", { name: "Certificate check" })).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toBe("Loading…");
    answer(json(200, certificate));
    expect(await screen.findByText("Sam Broker")).toBeTruthy();
    expect(screen.getByText("Valid", { exact: true })).toBeTruthy();
    expect(screen.getByText("Invoice finance basics")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(asked).toEqual(["/v1/public/certificates/c%201"]);
  });

  it("says a certificate it does not know is not found, and Retry reads it again", async () => {
    const asked = check(notFound, () => json(200, certificate));
    expect(await screen.findByText("Not found.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Sam Broker")).toBeTruthy();
    expect(screen.queryByText("Not found.")).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it("says the same in Arabic", async () => {
    await applyLanguage("ar");
    check(notFound);
    expect(await screen.findByText("غير موجود.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "التحقق من الشهادة" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "إعادة المحاولة" })).toBeTruthy();
  });
});
