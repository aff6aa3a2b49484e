import { z } from "zod";

export const fieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. "company.companyName". */
  path: z.string(),
  /** A message key of `messages` when the rule has a spec message, else "invalidValue". */
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
    /**
     * Facts about the refusal for the page to act on, per code: `training_required` names the
     * product and course (`learn/learn-schemas.ts` trainingRequiredSchema), `attempts_cooldown`
     * when it ends.
     */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
