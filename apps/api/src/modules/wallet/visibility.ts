import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { commissionEntries } from "@portal/db/schema/wallet";
import { scopeOf } from "@portal/contract/team/team-options";
import type { WalletEntriesQuery } from "@portal/contract/wallet/wallet-schemas";
import type { Viewer } from "../deals/service";
import type { Member } from "./distribution";
import { peopleIn } from "./repo";

/**
 * Whose wallets a person sees (PRODUCT.md "Visibility by sales role", as for deals): an agent and
 * a team member their own; a team manager their team's; a country manager their region's; a
 * general manager, owner and admin the organization's. Never another organization's.
 */
export function visibleWallets(viewer: Viewer): SQL {
  const inOrganization = eq(commissionEntries.organizationId, viewer.organizationId);
  switch (scopeOf(viewer)) {
    case "organization":
      return inOrganization;
    case "region":
      return and(inOrganization, peopleIn(viewer.organizationId, { regionId: viewer.regionId! }))!;
    case "team":
      return and(inOrganization, peopleIn(viewer.organizationId, { teamId: viewer.teamId! }))!;
    case "own":
      return and(inOrganization, eq(commissionEntries.beneficiaryId, viewer.userId))!;
  }
}

/** The members whose wallets the viewer sees (the same rule on the members list). */
export function visiblePeople<M extends Member>(viewer: Viewer, members: readonly M[]): M[] {
  const scope = scopeOf(viewer);
  return members.filter(
    (m) =>
      scope === "organization" ||
      m.userId === viewer.userId ||
      (scope === "team" && m.teamId === viewer.teamId) ||
      (scope === "region" && m.regionId === viewer.regionId),
  );
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The entries filters narrow the visible ones to. */
export function filtered(visible: SQL, q: Omit<WalletEntriesQuery, "cursor" | "limit">): SQL {
  return and(
    visible,
    q.kind ? eq(commissionEntries.kind, q.kind) : undefined,
    q.person ? eq(commissionEntries.beneficiaryId, q.person) : undefined,
    q.deal ? eq(commissionEntries.dealId, q.deal) : undefined,
    q.currency ? eq(commissionEntries.currency, q.currency) : undefined,
    q.from ? gte(commissionEntries.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(commissionEntries.at, dayAfter(q.to)) : undefined,
  )!;
}
