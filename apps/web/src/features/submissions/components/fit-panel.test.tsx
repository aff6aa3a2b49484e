import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { i18next } from "@/lib/i18n";
import { ar } from "@/lib/i18n/ar";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import { FitView } from "./fit-panel";

afterEach(() => i18next.changeLanguage("en"));

const fit: FunderFit = {
  listings: [
    {
      listingId: "l2",
      listingName: "Established businesses",
      sentThrough: false,
      fits: false,
      checks: [
        {
          criterion: "minMonthsInBusiness",
          result: "fail",
          code: "below_minimum",
          deal: { kind: "months", value: 20 },
          listing: { kind: "months", value: 24 },
        },
      ],
    },
    {
      listingId: "l1",
      listingName: "Growth loans",
      sentThrough: true,
      fits: true,
      checks: [
        {
          criterion: "regions",
          result: "pass",
          code: "accepted",
          deal: { kind: "region", codes: ["GB-GLG"] },
          listing: { kind: "region", codes: ["GB-SCT"] },
        },
        {
          criterion: "excludedIndustries",
          result: "unknown",
          code: "not_given",
          listing: { kind: "industry", codes: ["gambling"] },
        },
      ],
    },
  ],
};

describe("the funder's fit", () => {
  it("words each check's facts, the listing sent through first, a region by its name once loaded", async () => {
    render(<FitView fit={fit} />);
    const [first, second] = screen.getAllByRole("listitem", { name: /loans|businesses/ });
    expect(first!.getAttribute("aria-label")).toBe("Growth loans");
    expect(await within(first!).findByText("region Glasgow is accepted")).toBeTruthy();
    expect(within(first!).getByText("the industry is not given")).toBeTruthy();
    expect(
      within(second!).getByText("time in business 20 months is below the minimum 24 months"),
    ).toBeTruthy();
  });

  it("words them in Arabic", async () => {
    i18next.addResourceBundle("ar", "translation", ar, true, true);
    await i18next.changeLanguage("ar");
    render(<FitView fit={fit} />);
    const said = (result: string) =>
      document
        .querySelector(`[data-result="${result}"]`)!
        .textContent!.replace(/[\u2066-\u2069]/g, "");
    expect(said("fail")).toContain("مدة مزاولة النشاط 20 شهرًا: دون الحد الأدنى 24 شهرًا");
    await waitFor(() => expect(said("pass")).toContain("المنطقة Glasgow: ضمن المقبول"));
    expect(said("unknown")).toContain("لم يُذكر القطاع");
  });
});
