/** Billing's query keys: what every member sees (the banner) and the owners' and admins' page. */
export const billingKeys = {
  all: ["billing"] as const,
  status: ["billing", "status"] as const,
  overview: ["billing", "overview"] as const,
};
