import { i18next } from "@/lib/i18n";
import { dealStatusLabels } from "@/lib/i18n/deal-statuses";

// The dashboard's English strings, loaded with the dashboard rather than with the log-in page
// (docs/decisions/005-log-in-page-budget.md). Merged under `ui.dashboard`.
export const dashboardEn = {
  statistics: "Statistics",
  pendingProposals: "Pending proposals",
  closedDeals: "Closed deals",
  sales: "Sales",
  commissionEarned: "Commission earned",
  leaderboard: "Top 5 leaderboard",
  noFigures: "Nothing to show for this period yet. Your figures appear here once you submit deals.",
  filters: "Period and scope",
  period: "Period",
  periods: {
    month: "This month",
    quarter: "This quarter",
    year_to_date: "Year to date",
    last_12_months: "Last 12 months",
  },
  scope: "Whose deals",
  scopes: { mine: "Mine", team: "My team", region: "My region", organization: "Organization" },
  // The previous period: as long as this one, just before it; for the year to date, the same
  // days of last year.
  versus: {
    month: "vs last month",
    quarter: "vs last quarter",
    year_to_date: "vs the same days last year",
    last_12_months: "vs the 12 months before",
  },
  up: "▲ {{percent}}%",
  down: "▼ {{percent}}%",
  new: "new",
  unchanged: "no change",
  waitingNow: "Waiting for your answer now",
  none: "None",
  pipeline: "Pipeline by stage",
  pipelineSummary_one: "{{count}} open deal: {{stages}}.",
  pipelineSummary_other: "{{count}} open deals: {{stages}}.",
  pipelineStage: "{{stage}} {{count}}",
  pipelineEmpty: "No open deals right now.",
  stage: "Stage",
  deals: "Deals",
  stageLink_one: "{{stage}}: {{count}} deal",
  stageLink_other: "{{stage}}: {{count}} deals",
  byMonth: "Sales and commission by month",
  currency: "Currency",
  month: "Month",
  monthSummary:
    "{{metric}} in {{currency}} by month, {{first}} to {{last}}: {{total}} in all, most {{highest}} in {{highestMonth}}.",
  monthSummaryEmpty: "{{metric}} in {{currency}} by month, {{first}} to {{last}}: none.",
  noMonths: "No sales or commission in the last 12 months.",
  showTable: "Show as table",
  funderSoon:
    "A funder's dashboard (deals waiting, response time, offers out, funded volume) is on its way. The deals sent to you are in your inbox.",
  openInbox: "Open the inbox",
  statuses: dealStatusLabels,
  rankBy: "Rank by",
  rankings: { sales: "Sales", commission: "Commission" },
  rank: "Rank",
  person: "Person",
  amount: "Amount",
  dealCount_one: "{{count}} deal",
  dealCount_other: "{{count}} deals",
  rankNumber: "#{{rank}}",
  you: "You: #{{rank}}",
  youNamed: "{{name}} (you)",
  yourPlace: "Your place: #{{rank}}, {{amount}}, {{deals}}",
  rankedIn: "Ranked in {{currency}}",
  noRanking: {
    sales: "Nobody has closed a deal in this period yet.",
    commission: "Nobody has earned commission in this period yet.",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { dashboard: dashboardEn } }, true, false);
