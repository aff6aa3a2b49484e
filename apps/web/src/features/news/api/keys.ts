export const newsKeys = {
  all: ["news"] as const,
  list: (limit: number) => ["news", "list", limit] as const,
};
