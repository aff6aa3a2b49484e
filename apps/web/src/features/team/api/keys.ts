export const teamKeys = {
  /** The organization's regions, teams, members and invitations, by search and role filter. */
  all: ["team"] as const,
  overview: (search: string, role: string) => ["team", search, role] as const,
  /** The audit log of views as members. */
  views: () => ["team", "views"] as const,
  invitation: (id: string) => ["invitation", id] as const,
  /** The invitations to the signed-in person's own address. */
  mine: ["invitation", "mine"] as const,
};
