export type DealTab =
  "overview" | "documents" | "statements" | "funders" | "offers" | "messages" | "history";
export const dealTabs: readonly DealTab[] = [
  "overview",
  "documents",
  "statements",
  "funders",
  "offers",
  "messages",
  "history",
];
