export type DealTab = "overview" | "documents" | "funders" | "offers" | "messages" | "history";
export const dealTabs: readonly DealTab[] = [
  "overview",
  "documents",
  "funders",
  "offers",
  "messages",
  "history",
];
