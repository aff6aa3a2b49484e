// The dashboard's choices (issue 17), without zod: the web's dashboard chunk loads these and not the
// schemas (bench/dashboard-chunks.ts).

/** The periods a dashboard covers: this calendar month, this quarter, the year to date, the last 12 whole months and this one. */
export const dashboardPeriods = ["month", "quarter", "year_to_date", "last_12_months"] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** Whose deals the figures count: the viewer's position allows some of these (`scopeOf`). */
export const dashboardScopes = ["mine", "team", "region", "organization"] as const;
export type DashboardScope = (typeof dashboardScopes)[number];

/** What the leaderboard ranks by: the funded amount of the deals funded, or commission earned. */
export const leaderboardRankings = ["sales", "commission"] as const;
export type LeaderboardRanking = (typeof leaderboardRankings)[number];

/** The leaderboard's size (spec section 9). */
export const leaderboardSize = 5;
