/** The leads feature's query keys. */
export const leadKeys = {
  all: ["leads"] as const,
  list: (query: string) => ["leads", "list", query] as const,
  one: (leadId: string) => ["leads", "one", leadId] as const,
  link: ["leads", "link"] as const,
  publicForm: (token: string) => ["leads", "public-form", token] as const,
};
