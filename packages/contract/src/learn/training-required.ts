import { z } from "zod";
import { dealProducts } from "../deals/deal-schemas";

/**
 * The gate's refusal (docs/decisions/040-training-gate.md): the `details` of a 409
 * `training_required` from every path that submits a deal or sends it to funders, and the
 * `training` of a send preview. The page names the product and links the course (`coursePath`).
 * Kept apart from the Learn schemas so the deal pages load only this.
 */
export const trainingRequiredSchema = z.object({
  product: z.enum(dealProducts),
  courseId: z.string(),
  courseTitle: z.string(),
});
export type TrainingRequired = z.infer<typeof trainingRequiredSchema>;
