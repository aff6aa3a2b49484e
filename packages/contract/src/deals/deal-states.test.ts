import { describe, expect, it } from "vitest";
import {
  brokerMoves,
  dealMoveMakers,
  dealStatuses,
  dealTransitions,
  mayMoveDeal,
} from "./deal-states";

describe("who moves a deal", () => {
  it("the broker submits and withdraws; review, proposals, acceptance and funding come through submissions", () => {
    expect(brokerMoves("draft")).toEqual(["submitted", "withdrawn"]);
    for (const from of ["submitted", "in_review", "proposals", "accepted"] as const)
      expect(brokerMoves(from)).toEqual(["withdrawn"]);
    for (const to of ["in_review", "proposals", "accepted", "funded"] as const) {
      expect(mayMoveDeal("broker", to)).toBe(false);
      expect(mayMoveDeal("submissions", to)).toBe(true);
    }
  });

  it("declined and lost are the CRM's alone", () => {
    for (const to of ["declined", "lost"] as const) {
      expect(mayMoveDeal("broker", to)).toBe(false);
      expect(mayMoveDeal("submissions", to)).toBe(false);
      expect(mayMoveDeal("crm", to)).toBe(true);
    }
  });

  it("the CRM may report every state a deal can reach, and nobody moves a deal back to draft", () => {
    const reachable = new Set(Object.values(dealTransitions).flat());
    for (const status of dealStatuses) {
      expect(mayMoveDeal("crm", status)).toBe(reachable.has(status));
      if (reachable.has(status)) expect(dealMoveMakers[status].length).toBeGreaterThan(0);
    }
    expect(dealMoveMakers.draft).toEqual([]);
  });

  it("ended deals offer the broker nothing", () => {
    for (const from of ["funded", "withdrawn", "declined", "lost"] as const)
      expect(brokerMoves(from)).toEqual([]);
  });
});
