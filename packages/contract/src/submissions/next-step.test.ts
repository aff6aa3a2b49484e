import { describe, expect, it } from "vitest";
import { boardNextAction, nextStep } from "./next-step";

const all = { done: 5, total: 5 };
const sub = (status: string, funderName = "Alpha Capital") =>
  ({ id: `${funderName}-${status}`, status, funderName }) as {
    id: string;
    status: never;
    funderName: string;
  };

describe("a deal's next step", () => {
  it("a funder's question comes before offers to compare", () => {
    expect(
      nextStep("proposals", [sub("offered"), sub("info_requested", "Northbridge")], all),
    ).toEqual({
      step: "questions",
      count: 1,
      funders: ["Northbridge"],
      // The link brings up the question's answer form, not only the Offers tab.
      question: "Northbridge-info_requested",
      tab: "offers",
    });
    expect(nextStep("proposals", [sub("offered"), sub("offered"), sub("declined")], all)).toEqual({
      step: "offers",
      count: 2,
      tab: "offers",
    });
  });

  it("a draft asks for the missing documents, then to be sent; a sent deal waits on its funders", () => {
    expect(nextStep("draft", [], { done: 3, total: 5 })).toEqual({
      step: "documents",
      done: 3,
      total: 5,
      tab: "documents",
    });
    expect(nextStep("draft", [], all)).toEqual({ step: "send", tab: "funders" });
    expect(nextStep("submitted", [sub("pending"), sub("pending")], all)).toEqual({
      step: "awaitingAnswers",
      count: 2,
      tab: "offers",
    });
  });

  it("an accepted deal waits for its funder; an ended deal needs nothing", () => {
    expect(nextStep("accepted", [sub("accepted", "Beta"), sub("borrower_declined")], all)).toEqual({
      step: "awaitingFunding",
      funder: "Beta",
      tab: "offers",
    });
    for (const ended of ["funded", "withdrawn", "declined", "lost"] as const)
      expect(nextStep(ended, [sub("info_requested")], all)).toBeNull();
  });
});

describe("a board card's next action", () => {
  it("reads the deal page's next step; a draft's is to submit it", () => {
    expect(boardNextAction("draft", [])).toBe("submit");
    expect(boardNextAction("submitted", [])).toBe("send");
    expect(boardNextAction("submitted", [sub("pending")])).toBe("await_funders");
    expect(boardNextAction("in_review", [sub("pending"), sub("info_requested", "B")])).toBe(
      "answer",
    );
    expect(boardNextAction("proposals", [sub("offered")])).toBe("compare");
    expect(boardNextAction("accepted", [sub("accepted")])).toBe("await_funding");
    expect(boardNextAction("funded", [sub("accepted")])).toBe("none");
    expect(boardNextAction("withdrawn", [sub("cancelled")])).toBe("none");
  });
});
