export const listingKeys = {
  all: ["listings"] as const,
  list: () => [...listingKeys.all, "list"] as const,
  detail: (id: string) => [...listingKeys.all, "detail", id] as const,
};
