import type { Db } from "@portal/db/database";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import { certificateVerifyPath } from "@portal/contract/learn/learn-options";
import type {
  Certificate,
  MemberTraining,
  MemberTrainingList,
  PublicCertificate,
} from "@portal/contract/learn/learn-schemas";
import { scopeOf } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import * as organizations from "../organizations/service";
import { trainingOf } from "./gate";
import * as repo from "./repo";

async function certificate(db: Db, certificateId: string, now: Date) {
  const rows = certificateId.length <= 64 ? await repo.certificateRows(db, certificateId) : [];
  const first = rows[0];
  if (!first) return undefined;
  const { a } = first;
  const valid = a.expiresAt > now && (a.graceEndsAt === null || a.graceEndsAt > now);
  return { rows, first, a, valid };
}

/** Certificates (the holder's, and the public check) and members' training for their heads. */
export function createPeople(db: Db, publicUrl: string) {
  /** Whose training this person may see: the organization, a region, a team, or only their own. */
  async function membersScope(userId: string) {
    const membership = await organizations.getMembership(db, userId);
    return { membership, scope: membership ? scopeOf(membership) : ("own" as const) };
  }

  /** The members this person may see the training of: owners, admins and managers (their scope). */
  async function visibleMembers(userId: string) {
    const { membership, scope } = await membersScope(userId);
    if (!membership || scope === "own") throw new AppError("forbidden");
    return repo.membersIn(db, membership.organization.id, {
      regionId: scope === "region" ? (membership.regionId ?? undefined) : undefined,
      teamId: scope === "team" ? (membership.teamId ?? undefined) : undefined,
    });
  }

  async function withTraining(
    members: Awaited<ReturnType<typeof visibleMembers>>,
  ): Promise<MemberTraining[]> {
    const training = await trainingOf(
      db,
      members.map((m) => m.userId),
    );
    return members.map((m) => ({ ...m, products: training.get(m.userId)! }));
  }

  return {
    /** The holder's own certificate; anyone else's is not found. */
    async certificate(userId: string, certificateId: string): Promise<Certificate> {
      const found = await certificate(db, certificateId, new Date());
      if (!found || found.a.userId !== userId) throw new AppError("not_found");
      const { rows, first, a } = found;
      return {
        certificateId: a.certificateId,
        holderName: first.holderName,
        courseId: a.courseId,
        courseTitle: first.title,
        version: first.number,
        products: rows.map((r) => r.a.product as DealProduct),
        cpdMinutes: a.cpdMinutes,
        score: first.score ?? 0,
        passedAt: a.passedAt.toISOString(),
        expiresAt: a.expiresAt.toISOString(),
        graceEndsAt: a.graceEndsAt?.toISOString() ?? null,
        valid: found.valid,
        verifyUrl: `${publicUrl}${certificateVerifyPath(a.certificateId)}`,
      };
    },

    /** The public check: the name, course, products, dates and whether valid; nothing else. */
    async verify(certificateId: string): Promise<PublicCertificate> {
      const found = await certificate(db, certificateId, new Date());
      if (!found) throw new AppError("not_found");
      return {
        name: found.first.holderName,
        courseTitle: found.first.title,
        products: found.rows.map((r) => r.a.product as DealProduct),
        passedAt: found.a.passedAt.toISOString(),
        expiresAt: found.a.expiresAt.toISOString(),
        valid: found.valid,
      };
    },

    /** Whether `members` answers this person (the Learn page asks it only then). */
    async seesMembers(userId: string): Promise<boolean> {
      return (await membersScope(userId)).scope !== "own";
    },

    async members(userId: string): Promise<MemberTrainingList> {
      return { items: await withTraining(await visibleMembers(userId)) };
    },

    /** One member's training; someone outside the viewer's scope (or organization) is not found. */
    async member(userId: string, memberId: string): Promise<MemberTraining> {
      const member = (await visibleMembers(userId)).find((m) => m.userId === memberId);
      if (!member) throw new AppError("not_found");
      return (await withTraining([member]))[0]!;
    },
  };
}
