export type DealTab = "overview" | "documents" | "funders" | "offers" | "history";
export const dealTabs: readonly DealTab[] = [
  "overview",
  "documents",
  "funders",
  "offers",
  "history",
];
