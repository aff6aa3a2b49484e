import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Db, Executor, Tx } from "@portal/db/database";
import { isUniqueViolation } from "@portal/db/errors";
import type {
  claimInputSchema,
  inviteInputSchema,
  InvitationPreview,
  InviteOutcome,
  MyInvitations,
} from "@portal/contract/team/team-schemas";
import { AppError } from "../../lib/app-error";
import { isUuid, uuidOrNotFound } from "../../lib/uuid";
import type { EmailService } from "../email/service";
import { carryLeads } from "../leads/queries";
import { carryFunderContacts } from "../lenders/queries";
import { carryKeptFunders } from "../organizations/queries";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";
import type { MembersChanged, TeamContext } from "./context";
import { joinChange } from "./holdings";
import * as repo from "./repo";

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const emailSchema = z.email();
const dayMs = 86_400_000;

interface InvitationOptions {
  email: EmailService;
  publicUrl: string;
  inviteTtlDays: number;
}

/** The invitation mail with its link, queued in the change's transaction; the link, to copy. */
async function send(
  tx: Tx,
  options: InvitationOptions,
  invitation: { id: string; email: string; role: string },
  secret: string,
  { inviterId, ...inviter }: { organizationName: string; inviterName: string; inviterId: string },
) {
  const link = `${options.publicUrl}/invite/${invitation.id}?secret=${encodeURIComponent(secret)}`;
  // An invitee without an account reads it in the inviter's language (decision 071).
  await options.email.invitation(
    tx,
    invitation.email,
    { ...inviter, role: invitation.role, link, days: options.inviteTtlDays },
    inviterId,
  );
  return link;
}

/** A new secret (only its hash is kept) and expiry. */
function fresh(options: InvitationOptions) {
  const secret = randomBytes(32).toString("base64url");
  return {
    secret,
    secretHash: hashOf(secret),
    expiresAt: new Date(Date.now() + options.inviteTtlDays * dayMs),
  };
}

async function inviterOf(tx: Tx, userId: string, organizationId: string) {
  const [me, membership] = await Promise.all([
    repo.identityOf(tx, userId),
    organizations.getMembership(tx, userId),
  ]);
  if (membership?.organization.id !== organizationId) throw new AppError("not_found");
  return {
    organizationName: membership.organization.name,
    inviterName: me?.name || "A colleague",
    inviterId: userId,
  };
}

/** The invitation named by a link, if the caller may act on it: with its secret, or as the verified invited address. */
async function authorized(db: Executor, id: string, secret: string | undefined, userId?: string) {
  if (!isUuid(id)) throw new AppError("not_found");
  const found = await repo.findInvitation(db, id.toLowerCase());
  if (!found) throw new AppError("not_found");
  const bySecret = secret !== undefined && sameHash(hashOf(secret), found.invitation.secretHash);
  let byAddress = false;
  if (!bySecret && userId) {
    const me = await repo.identityOf(db, userId);
    byAddress = !!me?.emailVerified && me.email.toLowerCase() === found.invitation.email;
  }
  // Someone with neither learns nothing, not even that the invitation exists.
  if (!bySecret && !byAddress) throw new AppError("not_found");
  return found;
}

/**
 * Invitations (issue 16, docs/decisions/032): owners and admins invite up to 25 addresses at once;
 * the invited person claims with the emailed link's secret, or as the invited address once
 * verified; claiming after the days it is valid is refused with the spec's message.
 */
export function invitingActions({ change }: TeamContext, options: InvitationOptions) {
  return {
    /** `POST /v1/team/invitations`: each address invited, or why not. */
    async invite(userId: string, { invitations }: z.output<typeof inviteInputSchema>) {
      const results: { email: string; outcome: InviteOutcome; link?: string }[] = [];
      const team = await change(userId, "invite", async (tx, organizationId) => {
        const inviter = await inviterOf(tx, userId, organizationId);
        const wanted = invitations.map((i) => ({ ...i, email: i.email.trim().toLowerCase() }));
        const valid = wanted.filter((i) => emailSchema.safeParse(i.email).success);
        const members = await repo.memberEmailsAmong(
          tx,
          organizationId,
          valid.map((i) => i.email),
        );
        const pending = new Map(
          (await repo.listInvitations(tx, organizationId)).map((i) => [i.email, i]),
        );
        const seen = new Set<string>();
        for (const { email, role } of wanted) {
          const outcome: InviteOutcome = !emailSchema.safeParse(email).success
            ? "invalid"
            : members.has(email)
              ? "already_member"
              : seen.has(email) || (pending.get(email)?.expiresAt.getTime() ?? 0) > Date.now()
                ? "already_invited"
                : "invited";
          seen.add(email);
          if (outcome !== "invited") {
            results.push({ email, outcome });
            continue;
          }
          const { secret, ...renewal } = fresh(options);
          const expired = pending.get(email);
          const invitation = expired
            ? await repo.renewInvitation(tx, expired.id, { ...renewal, role, invitedBy: userId })
            : await repo.insertInvitation(tx, {
                organizationId,
                email,
                role,
                invitedBy: userId,
                ...renewal,
              });
          results.push({
            email,
            outcome,
            link: await send(tx, options, invitation, secret, inviter),
          });
        }
      });
      return { results, team };
    },

    /** `POST /v1/team/invitations/{id}/resend`: a new link and a new expiry; the old link stops working. */
    resend: (userId: string, id: string) =>
      change(userId, "invite", async (tx, organizationId) => {
        const found = (await repo.findInvitation(tx, uuidOrNotFound(id)))?.invitation;
        if (found?.organizationId !== organizationId) throw new AppError("not_found");
        const { secret, ...renewal } = fresh(options);
        const invitation = await repo.renewInvitation(tx, found.id, {
          ...renewal,
          invitedBy: userId,
        });
        await send(tx, options, invitation, secret, await inviterOf(tx, userId, organizationId));
      }),

    /** `DELETE /v1/team/invitations/{id}`: the link stops working. */
    revoke: (userId: string, id: string) =>
      change(userId, "removeMember", async (tx, organizationId) => {
        const removed = await repo.deleteInvitations(tx, organizationId, [uuidOrNotFound(id)]);
        if (!removed.length) throw new AppError("not_found");
      }),
  };
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof repo.findInvitation>>>["invitation"];

/**
 * Joins the invited organization inside `tx` (claiming, or onboarding with the invitation). Someone
 * already in it keeps their place; someone alone in another organization leaves it: their leads and
 * quick-application link come along, its settings and structure go with it, and anything else a
 * person made (deals, listings, other members, a paid subscription, ...) refuses the move with the
 * list (docs/decisions/046). The invitation is used up.
 */
export async function joinWithin(
  tx: Tx,
  userId: string,
  invitation: FoundInvitation,
  onMembersChanged?: MembersChanged,
) {
  if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError("invite_expired");
  await organizations.lockOrganization(tx, invitation.organizationId);
  const current = await organizations.getMembership(tx, userId);
  const moving = current && current.organization.id !== invitation.organizationId;
  if (moving) {
    await organizations.lockOrganization(tx, current.organization.id);
    const change = await joinChange(tx, userId, current.organization);
    if (change.blocking.length)
      throw new AppError("already_in_organization", { details: { change } });
    await carryLeads(tx, current.organization.id, invitation.organizationId, userId);
    // Before the organization left is deleted: its own funders would go with it (decision 068).
    await carryFunderContacts(tx, current.organization.id, invitation.organizationId);
    await carryKeptFunders(tx, current.organization.id, invitation.organizationId);
    await repo.deleteOrganization(tx, current.organization.id);
  }
  const removed = await repo.deleteInvitations(tx, invitation.organizationId, [invitation.id]);
  if (!removed.length) throw new AppError("not_found"); // claimed or revoked meanwhile
  if (current && !moving) return;
  await repo.insertMember(tx, {
    organizationId: invitation.organizationId,
    userId,
    role: invitation.role,
  });
  await onMembersChanged?.(tx, invitation.organizationId);
  await notifications.notify(tx, [invitation.invitedBy], {
    kind: "invite_accepted",
    params: { name: await repo.nameOfPerson(tx, userId) },
    link: "/settings/account?tab=team",
    dedupeKey: `invite_accepted:${invitation.id}`,
  });
}

/** What the invited person does with a link: look, accept, decline. */
export function claimingActions(db: Db, onMembersChanged?: MembersChanged) {
  /** What accepting would change for the person in `current` (null when in no other organization). */
  const changeFor = (
    userId: string,
    current: { organization: { id: string; name: string } } | undefined,
    organizationId: string,
  ) =>
    !current || current.organization.id === organizationId
      ? null
      : joinChange(db, userId, current.organization);

  return {
    /** `GET /v1/invite/{id}?secret=`: who invites whom, for the invitation page (the secret is needed). */
    async preview(id: string, secret: string | undefined): Promise<InvitationPreview> {
      const { invitation, organizationName } = await authorized(db, id, secret);
      return {
        organizationName,
        email: invitation.email,
        role: invitation.role,
        expired: invitation.expiresAt.getTime() <= Date.now(),
      };
    },

    /**
     * `GET /v1/invite/mine`: the invitations to the signed-in person's verified address (before
     * onboarding too, in any tab or device, whichever way they signed in), each with what accepting
     * would change; and the organization they are in, if any.
     */
    async mine(userId: string): Promise<MyInvitations> {
      const [me, membership] = await Promise.all([
        repo.identityOf(db, userId),
        organizations.getMembership(db, userId),
      ]);
      const found = me?.emailVerified ? await repo.invitationsTo(db, me.email) : [];
      const offers = found.filter(
        (f) => f.invitation.organizationId !== membership?.organization.id,
      );
      return {
        organizationName: membership?.organization.name ?? null,
        invitations: await Promise.all(
          offers.map(async ({ invitation, organizationName, inviterName }) => ({
            id: invitation.id,
            organizationName,
            role: invitation.role,
            inviterName,
            expiresAt: invitation.expiresAt.toISOString(),
            change: await changeFor(userId, membership, invitation.organizationId),
          })),
        ),
      };
    },

    /** `GET /v1/invite/{id}/change?secret=`: what accepting this invitation would change for the caller. */
    async change(userId: string, id: string, secret: string | undefined) {
      const { invitation } = await authorized(db, id, secret, userId);
      const current = await organizations.getMembership(db, userId);
      return { change: await changeFor(userId, current, invitation.organizationId) };
    },

    /** `POST /v1/invite/{id}/claim`: the signed-in person joins the organization (see `joinWithin`). */
    async claim(
      userId: string,
      id: string,
      { secret }: z.output<typeof claimInputSchema>,
    ): Promise<{ organizationId: string }> {
      const { invitation } = await authorized(db, id, secret, userId);
      await joinInvitation(db, userId, invitation, onMembersChanged);
      return { organizationId: invitation.organizationId };
    },

    /** Onboarding with an invitation: joins inside the onboarding's transaction. */
    async joinOnOnboarding(tx: Tx, userId: string, ref: { id: string; secret?: string }) {
      const { invitation } = await authorized(tx, ref.id, ref.secret, userId);
      await joinInvitation(tx, userId, invitation, onMembersChanged);
    },

    /** `POST /v1/invite/{id}/decline`: the invitation goes; the organization sees it no more. */
    async decline(userId: string, id: string, { secret }: z.output<typeof claimInputSchema>) {
      const { invitation } = await authorized(db, id, secret, userId);
      await repo.deleteInvitations(db, invitation.organizationId, [invitation.id]);
    },
  };
}

/** `joinWithin` in a transaction of its own (or the caller's); two people racing give a 409, not a 500. */
async function joinInvitation(
  db: Db | Tx,
  userId: string,
  invitation: FoundInvitation,
  onMembersChanged?: MembersChanged,
) {
  try {
    await db.transaction((tx) => joinWithin(tx, userId, invitation, onMembersChanged));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("already_in_organization");
    throw error;
  }
}
