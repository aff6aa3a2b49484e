import { describe, expect, it } from "vitest";
import { allocate, distribute, managerAt, type Member } from "./distribution";

const member = (userId: string, over: Partial<Member> = {}): Member => ({
  userId,
  salesRole: "team_member",
  teamId: null,
  regionId: null,
  managerId: null,
  active: true,
  ...over,
});

describe("allocate", () => {
  it("loses no unit: the largest remainders take what rounding down leaves", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(30_000, [6667, 3333])).toEqual([20_001, 9_999]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(5, [])).toEqual([]);
  });
});

describe("managerAt", () => {
  const gm = member("gm", { salesRole: "general_manager" });
  const tm = member("tm", { salesRole: "team_manager", teamId: "t1", regionId: "r1" });
  const other = member("tm2", { salesRole: "team_manager", teamId: "t1", regionId: "r1" });
  it("follows the chain of managers first, then the placement", () => {
    const ann = member("ann", { teamId: "t1", regionId: "r1", managerId: "tm2" });
    expect(managerAt(ann, "team_manager", [gm, tm, other, ann])?.userId).toBe("tm2");
    expect(
      managerAt({ ...ann, managerId: null }, "team_manager", [gm, tm, other, ann])?.userId,
    ).toBe("tm");
    expect(managerAt(ann, "general_manager", [gm, tm, other, ann])?.userId).toBe("gm");
    expect(managerAt(ann, "country_manager", [gm, tm, other, ann])).toBeUndefined();
  });
  it("never picks the broker themselves nor a disabled manager, and survives a loop", () => {
    const loop = member("a", { salesRole: "team_manager", teamId: "t1", managerId: "b" });
    const b = member("b", {
      managerId: "a",
      active: false,
      salesRole: "team_manager",
      teamId: "t1",
    });
    expect(managerAt(loop, "team_manager", [loop, b])).toBeUndefined();
  });
});

describe("distribute", () => {
  it("splits between brokers, carves each broker's overrides out of their share, and sums to the total", () => {
    const members = [
      member("ann", { teamId: "t1", regionId: "r1" }),
      member("sue", { teamId: "t2", regionId: "r2" }),
      member("tm", { salesRole: "team_manager", teamId: "t1", regionId: "r1" }),
      member("gm", { salesRole: "general_manager" }),
    ];
    const shares = distribute(
      1001,
      {
        ownerId: "ann",
        splits: [
          { userId: "ann", shareBp: 5000 },
          { userId: "sue", shareBp: 5000 },
        ],
      },
      { team_manager: 1000, country_manager: 500, general_manager: 100 },
      members,
    );
    const line = (s: (typeof shares)[number]) => `${s.beneficiaryId}:${s.basis}:${s.amountMinor}`;
    // Ann 501 (the odd unit): team manager 50, GM 5, Ann 446; Sue 500: GM 5, Sue 495.
    expect(shares.map(line).sort()).toEqual(
      ["ann:owner:446", "gm:override:10", "sue:split:495", "tm:override:50"].sort(),
    );
    expect(shares.reduce((n, s) => n + s.amountMinor, 0)).toBe(1001);
  });
});
