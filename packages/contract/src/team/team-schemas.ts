import { z } from "zod";
import type { MessageKey } from "../messages";
import { countries, memberRoles } from "../user/user-options";
import { salesRolePlace, salesRoles } from "./team-options";

const name = (error: MessageKey) =>
  z.string({ error }).trim().min(1, { error }).max(100, { error: "tooLong" });
const id = (error: MessageKey) => z.uuid({ error });

/** `POST /v1/team/regions`, `PUT /v1/team/regions/{id}`: a country or a group of countries. */
export const regionInputSchema = z.strictObject({
  name: name("regionNameRequired"),
  countries: z
    .array(z.enum(countries, { error: "countryChoice" }), { error: "countryChoice" })
    .max(250, { error: "countryChoice" })
    .transform((codes) => [...new Set(codes)])
    .default([]),
});
export type RegionInput = z.input<typeof regionInputSchema>;

/** `POST /v1/team/teams`, `PUT /v1/team/teams/{id}`: a team inside a region. */
export const teamInputSchema = z.strictObject({
  name: name("teamNameRequired"),
  regionId: id("regionRequired"),
});
export type TeamInput = z.input<typeof teamInputSchema>;

/**
 * `PUT /v1/team/members/{userId}`: a member's team role and place in the sales hierarchy. The
 * owner's role changes only by hand-over; a team manager or member needs a team, a country manager
 * a region (their team's region is theirs).
 */
export const placementSchema = z
  .strictObject({
    role: z
      .enum(memberRoles.filter((r) => r !== "owner") as ["admin", "member"], {
        error: "teamRoleChoice",
      })
      .optional(),
    salesRole: z.enum(salesRoles, { error: "salesRoleChoice" }),
    teamId: id("teamForRole").nullable().default(null),
    regionId: id("regionForRole").nullable().default(null),
    managerId: z
      .string({ error: "managerChoice" })
      .min(1, { error: "managerChoice" })
      .max(200)
      .nullable()
      .default(null),
  })
  .superRefine((p, ctx) => {
    const place = salesRolePlace[p.salesRole];
    if (place === "team" && !p.teamId)
      ctx.addIssue({ code: "custom", path: ["teamId"], message: "teamForRole" });
    if (place === "region" && !p.regionId)
      ctx.addIssue({ code: "custom", path: ["regionId"], message: "regionForRole" });
  });
export type PlacementInput = z.input<typeof placementSchema>;

export const regionSchema = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
});
export const teamSchema = z.object({ id: z.string(), name: z.string(), regionId: z.string() });

/** A member as the team page lists them. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  salesRole: z.enum(salesRoles),
  teamId: z.string().nullable(),
  /** Their team's region, else the one they were placed in. */
  regionId: z.string().nullable(),
  managerId: z.string().nullable(),
  /** Their picture (`PUT /v1/user/avatar`), or null: the page shows initials. */
  avatarUrl: z.string().nullable(),
  disabled: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const invitedRole = z.enum(memberRoles.filter((r) => r !== "owner") as ["admin", "member"], {
  error: "teamRoleChoice",
});

/**
 * `POST /v1/team/invitations`: up to 25 people, each with a team role. Each address is judged on
 * its own (an invalid one is reported, not a reason to refuse the others).
 */
export const inviteInputSchema = z.strictObject({
  invitations: z
    .array(
      z.strictObject({ email: z.string({ error: "invalidValue" }).max(320), role: invitedRole }),
      {
        error: "invitesRequired",
      },
    )
    .min(1, { error: "invitesRequired" })
    .max(25, { error: "tooManyInvites" }),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const inviteOutcomes = ["invited", "already_member", "already_invited", "invalid"] as const;
export type InviteOutcome = (typeof inviteOutcomes)[number];

/** A pending invitation, as the team page lists it beside the members. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  /** Pending until claimed; expired after its days (resend renews it). */
  status: z.enum(["pending", "expired"]),
  expiresAt: z.string(),
  sentAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /v1/team`: the organization's regions, teams, members and pending invitations. */
export const teamOverviewSchema = z.object({
  regions: z.array(regionSchema),
  teams: z.array(teamSchema),
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});

/** `POST /v1/team/invitations`: what became of each address, and the team as it now is. */
export const inviteResultSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      outcome: z.enum(inviteOutcomes),
      /** An invited address's link, to pass on another way: shown to the inviter this once. */
      link: z.string().optional(),
    }),
  ),
  team: teamOverviewSchema,
});

/** `POST /v1/team/remove`: members and invitations removed at once (not oneself, not the owner). */
export const removalSchema = z
  .strictObject({
    userIds: z.array(z.string().min(1).max(200)).max(100).default([]),
    invitationIds: z.array(z.uuid()).max(100).default([]),
  })
  .refine((r) => r.userIds.length + r.invitationIds.length > 0, {
    error: "chooseSomeone",
    path: ["userIds"],
  });
export type RemovalInput = z.input<typeof removalSchema>;

/** `POST /v1/team/hand-over`: the owner makes another member owner and becomes an admin. */
export const handOverSchema = z.strictObject({ userId: z.string().min(1).max(200) });

/** `POST /v1/invite/{id}/claim` and `/decline`: the link's secret, unless the invited address is the signed-in one and verified. */
export const claimInputSchema = z.strictObject({
  secret: z.string().max(200).optional(),
});

/**
 * What joining another organization does to the one a person is in (docs/decisions/046): what
 * comes along into the team joined, what goes with the organization left, and what stops the move
 * until it is dealt with (nothing a person made is deleted as a side effect).
 */
export const holdingKinds = [
  // Carried into the organization joined.
  "leads",
  "quickApplicationLink",
  // The brokerage's own funders (Lenders > My funders, decision 068).
  "funderContacts",
  // Removed with the organization left (said before accepting).
  "teams",
  "regions",
  "invitations",
  "memberViews",
  "walletSettings",
  "billingAccount",
  // Refuse the move while the organization left holds them.
  "members",
  "deals",
  "borrowers",
  "documents",
  "listings",
  "submissions",
  "commissionEntries",
  "newsPosts",
  "paidSubscription",
] as const;
export type HoldingKind = (typeof holdingKinds)[number];
const holdingsSchema = z.array(z.object({ kind: z.enum(holdingKinds), count: z.number().int() }));

export const joinChangeSchema = z.object({
  /** The organization the person leaves (deleted once they are out of it). */
  leaving: z.string(),
  carried: holdingsSchema,
  removed: holdingsSchema,
  blocking: holdingsSchema,
});
export type JoinChange = z.infer<typeof joinChangeSchema>;

/** An invitation offered to the signed-in person (their verified address, or the link's secret). */
export const invitationOfferSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  role: z.enum(memberRoles),
  inviterName: z.string(),
  expiresAt: z.string(),
  /** Null for someone in no organization yet (or already in the inviting one). */
  change: joinChangeSchema.nullable(),
});
export type InvitationOffer = z.infer<typeof invitationOfferSchema>;

/** `GET /v1/invite/mine`: the invitations to the signed-in person's address, and where they are now. */
export const myInvitationsSchema = z.object({
  /** The organization the person belongs to (null before onboarding, unless they claimed first). */
  organizationName: z.string().nullable(),
  invitations: z.array(invitationOfferSchema),
});
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/** `GET /v1/invite/{id}?secret=`: what the invitation page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  expired: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** `GET /v1/team` query: search by name or email, filter by team role or sales role. */
export const memberQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  role: z.enum(memberRoles).optional(),
  salesRole: z.enum(salesRoles).optional(),
});

/** How long a view as a member lasts at most (issue 16): it ends by itself. */
export const viewAsMinutes = 60;

/** `POST /v1/team/members/{id}/view`: a read-only view of the portal as that member sees it. */
export const memberViewSchema = z.object({
  id: z.uuid(),
  memberId: z.string(),
  memberName: z.string(),
  expiresAt: z.string(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** `GET /v1/team/views`: the audit log of views as members, newest first. */
export const memberViewLogSchema = z.object({
  views: z.array(
    z.object({
      id: z.uuid(),
      viewerName: z.string(),
      memberName: z.string(),
      startedAt: z.string(),
      /** When it was ended, or when it ran out; null while it lasts. */
      endedAt: z.string().nullable(),
    }),
  ),
});
export type MemberViewLog = z.infer<typeof memberViewLogSchema>;
