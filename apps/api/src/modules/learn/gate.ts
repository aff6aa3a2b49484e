import type { Executor } from "@portal/db/database";
import { dealProducts, type DealProduct } from "@portal/contract/deals/deal-schemas";
import type { TrainingStatus } from "@portal/contract/learn/learn-options";
import type { Accreditation, ProductTraining } from "@portal/contract/learn/learn-schemas";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { AppError } from "../../lib/app-error";
import * as repo from "./repo";

/**
 * The gate (docs/decisions/040-training-gate.md): what this person must pass before submitting or
 * sending a deal for `product`, or null when they may. A product no published course covers needs
 * no training. One indexed query.
 */
export async function trainingRequiredFor(
  db: Executor,
  userId: string,
  product: string,
  now = new Date(),
): Promise<TrainingRequired | null> {
  const row = await repo.gateRow(db, userId, product, now);
  if (!row || row.accredited) return null;
  return { product: product as DealProduct, courseId: row.courseId, courseTitle: row.courseTitle };
}

/** The gate: 409 `training_required` naming the product and the course, on every submit path. */
export async function requireTraining(db: Executor, userId: string, product: string) {
  const required = await trainingRequiredFor(db, userId, product);
  if (required) throw new AppError("training_required", { details: required });
}

type AccreditationWithVersion = Awaited<ReturnType<typeof repo.accreditationsOf>>[number];

export function toAccreditation(row: AccreditationWithVersion): Accreditation {
  const { a } = row;
  return {
    product: a.product as DealProduct,
    courseId: a.courseId,
    courseTitle: row.title,
    version: row.number,
    certificateId: a.certificateId,
    passedAt: a.passedAt.toISOString(),
    expiresAt: a.expiresAt.toISOString(),
    graceEndsAt: a.graceEndsAt?.toISOString() ?? null,
  };
}

function statusOf(row: AccreditationWithVersion | undefined, now: Date): TrainingStatus {
  if (!row) return "required";
  if (row.a.expiresAt <= now) return "expired";
  if (row.a.graceEndsAt) return row.a.graceEndsAt > now ? "grace" : "required";
  return "valid";
}

/** Where each of these people stands on every product (the same rule as the gate). */
export async function trainingOf(
  db: Executor,
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, ProductTraining[]>> {
  const [covered, accreditations] = await Promise.all([
    repo.coveredProducts(db),
    repo.accreditationsOf(db, userIds),
  ]);
  const courseOf = new Map(covered.map((c) => [c.product, c]));
  const result = new Map<string, ProductTraining[]>();
  for (const userId of userIds) {
    const mine = accreditations.filter((r) => r.a.userId === userId);
    result.set(
      userId,
      dealProducts.map((product) => {
        const course = courseOf.get(product);
        if (!course)
          return {
            product,
            status: "not_required",
            courseId: null,
            courseTitle: null,
            accreditation: null,
          };
        // Newest expiry first: the best this person holds from the course that covers it now.
        const held = mine.find((r) => r.a.product === product && r.a.courseId === course.courseId);
        return {
          product,
          status: statusOf(held, now),
          courseId: course.courseId,
          courseTitle: course.courseTitle,
          accreditation: held ? toAccreditation(held) : null,
        };
      }),
    );
  }
  return result;
}
