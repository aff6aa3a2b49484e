import type { MemberRole } from "../user/user-options";

/** Spec §9: the sales hierarchy's labels, from the top. */
export const salesRoles = [
  "general_manager",
  "country_manager",
  "team_manager",
  "team_member",
  "agent",
] as const;
export type SalesRole = (typeof salesRoles)[number];

/** Where a sales role sits: a country manager runs a region, a team manager and a team member belong to a team. */
export const salesRolePlace: Readonly<Record<SalesRole, "region" | "team" | "none">> = {
  general_manager: "none",
  country_manager: "region",
  team_manager: "team",
  team_member: "team",
  agent: "none",
};

/** Whose deals a person sees (PRODUCT.md "Visibility by sales role"). */
export type Scope = "organization" | "region" | "team" | "own";

/** A member's position: team role, sales role, and the team and region they are placed in. */
export interface Position {
  role: MemberRole;
  salesRole: SalesRole;
  teamId: string | null;
  /** The member's region: their team's, else the one they are placed in directly. */
  regionId: string | null;
}

/**
 * Whose deals a position sees: owners, admins and general managers the organization's; a country
 * manager the region's; a team manager the team's; a team member and an agent their own. A
 * manager not (yet) placed in a region or team sees their own.
 */
export function scopeOf(p: Position): Scope {
  if (p.role === "owner" || p.role === "admin" || p.salesRole === "general_manager")
    return "organization";
  if (p.salesRole === "country_manager" && p.regionId) return "region";
  if (p.salesRole === "team_manager" && p.teamId) return "team";
  return "own";
}

/** What a member may do to the organization and its people. */
export const teamActions = [
  "manageStructure",
  "placeMember",
  "changeRole",
  "invite",
  "disableMember",
  "removeMember",
  "viewAsMember",
  "editCompany",
  "changeBilling",
  "handOver",
  "recordCommission",
  "changeWalletSettings",
] as const;
export type TeamAction = (typeof teamActions)[number];

/**
 * The permissions table (docs/decisions/032-teams-and-the-sales-hierarchy.md), enforced in the
 * service layer; the web only hides what the service would refuse. Beyond it: nobody acts on the
 * owner but the owner, an admin never makes an owner, and nobody disables or removes themselves.
 */
export const permissions: Readonly<Record<TeamAction, readonly MemberRole[]>> = {
  manageStructure: ["owner", "admin"],
  placeMember: ["owner", "admin"],
  changeRole: ["owner", "admin"],
  invite: ["owner", "admin"],
  disableMember: ["owner", "admin"],
  removeMember: ["owner", "admin"],
  viewAsMember: ["owner", "admin"],
  editCompany: ["owner", "admin"],
  changeBilling: ["owner", "admin"],
  handOver: ["owner"],
  // Those who manage money record received, paid, clawbacks and corrections (decision 037).
  recordCommission: ["owner", "admin"],
  changeWalletSettings: ["owner", "admin"],
};

export const may = (role: MemberRole, action: TeamAction): boolean =>
  permissions[action].includes(role);
