import { describe, expect, it } from "vitest";
import {
  canMakeMove,
  closedSubmissionStatuses,
  submissionMoves,
  submissionStatuses,
} from "./submission-states";

describe("submission state machine", () => {
  it("lets each side make only its own moves, from the states they start from", () => {
    expect(canMakeMove("offer", "funder", "pending")).toBe(true);
    expect(canMakeMove("offer", "broker", "pending")).toBe(false);
    expect(canMakeMove("accept", "broker", "offered")).toBe(true);
    expect(canMakeMove("accept", "broker", "pending")).toBe(false);
    expect(canMakeMove("accept", "funder", "offered")).toBe(false);
    expect(canMakeMove("answer", "broker", "info_requested")).toBe(true);
    expect(canMakeMove("request_info", "funder", "declined")).toBe(false);
  });

  it("an offer that stands is revised or withdrawn by the funder, never offered twice (decision 048)", () => {
    expect(canMakeMove("offer", "funder", "offered")).toBe(false);
    expect(canMakeMove("revise", "funder", "offered")).toBe(true);
    expect(canMakeMove("revise", "broker", "offered")).toBe(false);
    expect(canMakeMove("withdraw_offer", "funder", "offered")).toBe(true);
    expect(canMakeMove("revise", "funder", "accepted")).toBe(false);
    expect(canMakeMove("withdraw_offer", "funder", "accepted")).toBe(false);
    // Withdrawn: not acceptable; the funder may offer again, the broker withdraw the deal.
    expect(canMakeMove("accept", "broker", "offer_withdrawn")).toBe(false);
    expect(canMakeMove("offer", "funder", "offer_withdrawn")).toBe(true);
    expect(canMakeMove("cancel", "broker", "offer_withdrawn")).toBe(true);
  });

  it("never leaves a closed state, and every state is reachable", () => {
    for (const status of closedSubmissionStatuses) {
      for (const move of Object.keys(submissionMoves) as (keyof typeof submissionMoves)[]) {
        expect(canMakeMove(move, "broker", status) || canMakeMove(move, "funder", status)).toBe(
          false,
        );
      }
    }
    const reachable = new Set<string>([
      "pending",
      "borrower_declined",
      ...Object.values(submissionMoves).map((m) => m.to),
    ]);
    expect([...reachable].sort()).toEqual([...submissionStatuses].sort());
  });
});
