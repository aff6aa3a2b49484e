import type { Leaderboard } from "@portal/contract/dashboard/dashboard-schemas";
import { leaderboardSize } from "@portal/contract/dashboard/dashboard-options";
import { imageUrl } from "../images/service";
import type { PersonRow } from "./repo";

/** The currencies with an amount, most deals first, then by code (docs/decisions/035). */
export function currenciesOf(rows: PersonRow[]): string[] {
  const deals = new Map<string, number>();
  for (const row of rows) deals.set(row.currency, (deals.get(row.currency) ?? 0) + row.deals);
  return [...deals]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([currency]) => currency);
}

/**
 * The people with an amount in `currency`, ranked by it: the same value shares a rank (1, 2, 2,
 * 4), and within a rank they are ordered by name (then id, so the order never wavers). The top 5,
 * and the viewer's place when outside them.
 */
export function rank(
  rows: PersonRow[],
  currency: string,
  viewerId: string,
): Pick<Leaderboard, "entries" | "me"> {
  const people = rows
    .filter((r) => r.currency === currency && Number(r.amountMinor) > 0)
    .map((r) => ({ ...r, value: Number(r.amountMinor) }))
    .sort(
      (a, b) =>
        b.value - a.value || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId),
    );
  const ranked = people.map((p, i) => ({ ...p, rank: i + 1 }));
  for (let i = 1; i < ranked.length; i++)
    if (ranked[i]!.value === ranked[i - 1]!.value) ranked[i]!.rank = ranked[i - 1]!.rank;
  const entries = ranked.slice(0, leaderboardSize).map((p) => ({
    rank: p.rank,
    userId: p.userId,
    name: p.name,
    avatarUrl: imageUrl(p.avatarImage),
    value: p.value,
    deals: p.deals,
    you: p.userId === viewerId,
  }));
  const mine = ranked.findIndex((p) => p.userId === viewerId);
  const me =
    mine < leaderboardSize
      ? null
      : { rank: ranked[mine]!.rank, value: ranked[mine]!.value, deals: ranked[mine]!.deals };
  return { entries, me };
}
