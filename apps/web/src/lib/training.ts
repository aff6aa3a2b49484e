import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { dealProducts, type DealProduct } from "@portal/contract/deals/deal-schemas";
import { ApiError } from "./api-client";

/**
 * The product and course a 409 `training_required` names (docs/decisions/040-training-gate.md),
 * or null for any other failure: the deal page and sending link the course from it.
 */
export function trainingRequiredOf(error: unknown): TrainingRequired | null {
  if (!(error instanceof ApiError) || error.code !== "training_required") return null;
  const { product, courseId, courseTitle } = error.details;
  if (typeof courseId !== "string" || typeof courseTitle !== "string") return null;
  if (!(dealProducts as readonly unknown[]).includes(product)) return null;
  return { product: product as DealProduct, courseId, courseTitle };
}
