import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { NeedsAction } from "@portal/contract/dashboard/needs-action-schemas";

const monthsTo = (last: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const index = last - 11 + i; // months since January 2026 (0), negative into 2025
    const year = 2026 + Math.floor(index / 12);
    const month = ((index % 12) + 12) % 12;
    return {
      month: `${year}-${String(month + 1).padStart(2, "0")}`,
      sales: [],
      commissionEarned: [],
    };
  });

/** A dashboard answer with nothing in it (November 2026, a team manager), for the dashboard's tests. */
export const emptyDashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  period: "month",
  from: "2026-11-01T00:00:00.000Z",
  to: "2026-12-01T00:00:00.000Z",
  previousFrom: "2026-10-01T00:00:00.000Z",
  previousTo: "2026-11-01T00:00:00.000Z",
  scope: "team",
  scopes: ["mine", "team"],
  statistics: {
    pendingProposals: { value: 0, previous: 0 },
    closedDeals: { value: 0, previous: 0 },
    sales: [],
    commissionEarned: [],
  },
  pipeline: (["draft", "submitted", "in_review", "proposals", "accepted"] as const).map(
    (status) => ({ status, count: 0 }),
  ),
  months: monthsTo(10),
  ...overrides,
});

/** A needs-action answer with nothing waiting. */
export const noActions = (): NeedsAction => ({
  scope: "team",
  offers: { total: 0, items: [] },
  questions: { total: 0, items: [] },
  documents: { total: 0, items: [] },
  newFits: { total: 0, items: [] },
});
