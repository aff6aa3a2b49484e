import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import "@/lib/i18n";
import type { ListingFunnel as Funnel } from "@portal/contract/lenders/funnel-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { choose } from "@/testing/choose";
import { ListingFunnel } from "./listing-funnel";

const funnel = (months: number, over: Partial<Funnel> = {}): Funnel => ({
  listingId: "l1",
  months,
  from: "2025-11-27",
  counts: { matched: 40, sent: 10, offered: 4, won: 2, funded: 1 },
  medianFirstAnswerHours: 5.5,
  topFailures: [
    { criterion: "minCreditScore", deals: 3 },
    { criterion: "amount", deals: 1 },
  ],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

/** Answers the funnel for the months asked, recording the URLs. */
function serve(answer: (months: number) => Funnel) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      const months = Number(new URL(url, "http://x").searchParams.get("months"));
      return new Response(JSON.stringify(answer(months)));
    }),
  );
  return urls;
}

describe("ListingFunnel", () => {
  it("shows each step's count and share of the one before, the median and the failing criteria in the form's words", async () => {
    serve((m) => funnel(m));
    renderWithQuery(<ListingFunnel listingId="l1" />);
    const steps = await screen.findByRole("list", { name: "Deals at each step" });
    const step = (name: string) => steps.querySelector<HTMLElement>(`[data-step="${name}"]`)!;
    expect(step("matched").textContent).toContain("40");
    expect(step("sent").textContent).toContain("25% of Matched");
    expect(step("offered").textContent).toContain("40% of Sent to you");
    expect(step("funded").textContent).toContain("50% of Won");
    expect(screen.getByText("5 hours 30 minutes")).toBeTruthy();
    const credit = document.querySelector<HTMLElement>('[data-criterion="minCreditScore"]')!;
    // The listing form's label for the criterion.
    expect(within(credit).getByText("Minimum credit score")).toBeTruthy();
    expect(within(credit).getByText("3 deals")).toBeTruthy();
    expect(document.querySelector('[data-criterion="amount"]')!.textContent).toContain("1 deal");
  });

  it("asks for the chosen period, and says when there is nothing to measure", async () => {
    const urls = serve((m) =>
      m === 3
        ? funnel(3, {
            counts: { matched: 0, sent: 0, offered: 0, won: 0, funded: 0 },
            medianFirstAnswerHours: null,
            topFailures: [],
          })
        : funnel(m),
    );
    renderWithQuery(<ListingFunnel listingId="l1" />);
    await screen.findByRole("list", { name: "Deals at each step" });
    expect(urls.at(-1)).toContain("/v1/lender/l1/funnel?months=12");
    await choose(screen.getByRole("combobox", { name: "Period" }), "3");
    expect(await screen.findByText("No deal sent in this period failed a criterion.")).toBeTruthy();
    expect(urls.at(-1)).toContain("months=3");
    expect(screen.getByText(/Not enough deals to measure yet/)).toBeTruthy();
    // No share of an empty step.
    expect(screen.getByRole("list", { name: "Deals at each step" }).textContent).not.toContain(
      "% of",
    );
  });
});
