import type { SalesRole } from "@portal/contract/team/team-options";
import {
  overrideLevels,
  wholeShareBp,
  type CommissionBasis,
  type OverrideLevel,
} from "@portal/contract/wallet/wallet-options";

/**
 * Splits `total` minor units in proportion to `weights` with no unit lost: each part is rounded
 * down, and the units left go to the largest remainders (the earlier part on a tie). A negative
 * total is split as its opposite. All weights 0: the first part takes everything.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (total < 0) return allocate(-total, weights).map((n) => -n || 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A member as the hierarchy is walked: their sales role, placement and manager. */
export interface Member {
  userId: string;
  salesRole: SalesRole;
  teamId: string | null;
  regionId: string | null;
  managerId: string | null;
  active: boolean;
}

/** One person's part of a deal's commission. */
export interface Share {
  beneficiaryId: string;
  basis: CommissionBasis;
  level: OverrideLevel | null;
  shareBp: number;
  amountMinor: number;
}

/**
 * The manager at `level` above `broker`: the first of that sales role up the chain of managers,
 * else the one placed over the broker (their team's manager, their region's country manager, the
 * organization's general manager). Nobody is their own manager; disabled members get nothing.
 */
export function managerAt(broker: Member, level: OverrideLevel, members: readonly Member[]) {
  const byId = new Map(members.map((m) => [m.userId, m]));
  const seen = new Set<string>([broker.userId]);
  for (let m = byId.get(broker.managerId ?? ""); m && !seen.has(m.userId);) {
    seen.add(m.userId);
    if (m.salesRole === level && m.active) return m;
    m = byId.get(m.managerId ?? "");
  }
  return members.find(
    (m) =>
      m.active &&
      m.salesRole === level &&
      m.userId !== broker.userId &&
      (level === "general_manager" ||
        (level === "team_manager" && m.teamId !== null && m.teamId === broker.teamId) ||
        (level === "country_manager" && m.regionId !== null && m.regionId === broker.regionId)),
  );
}

/**
 * A deal's commission shared out (docs/decisions/037-commission-wallet.md): between its brokers by
 * their split (the owner alone without one), and from each broker's share the overrides of the
 * managers above them, at the organization's percentage per level. The parts sum to `total`.
 */
export function distribute(
  total: number,
  deal: { ownerId: string; splits: readonly { userId: string; shareBp: number }[] },
  overrides: Readonly<Record<OverrideLevel, number>>,
  members: readonly Member[],
): Share[] {
  const brokers = deal.splits.length
    ? deal.splits
    : [{ userId: deal.ownerId, shareBp: wholeShareBp }];
  const amounts = allocate(
    total,
    brokers.map((b) => b.shareBp),
  );
  const shares: Share[] = [];
  brokers.forEach((b, i) => {
    let rest = amounts[i]!;
    const member = members.find((m) => m.userId === b.userId);
    for (const level of overrideLevels) {
      const bp = overrides[level];
      const manager = member && bp > 0 ? managerAt(member, level, members) : undefined;
      if (!manager) continue;
      const amountMinor = Math.round((amounts[i]! * bp) / wholeShareBp);
      rest -= amountMinor;
      shares.push({
        beneficiaryId: manager.userId,
        basis: "override",
        level,
        shareBp: bp,
        amountMinor,
      });
    }
    const basis = b.userId === deal.ownerId ? "owner" : "split";
    shares.push({
      beneficiaryId: b.userId,
      basis,
      level: null,
      shareBp: b.shareBp,
      amountMinor: rest,
    });
  });
  return merge(shares);
}

/** One part per person and basis (a manager over two brokers of the deal gets one override). */
function merge(shares: readonly Share[]): Share[] {
  const out = new Map<string, Share>();
  for (const s of shares) {
    const key = `${s.beneficiaryId} ${s.basis}`;
    const had = out.get(key);
    if (had) had.amountMinor += s.amountMinor;
    else out.set(key, { ...s });
  }
  return [...out.values()].filter((s) => s.amountMinor !== 0 || s.basis === "owner");
}
