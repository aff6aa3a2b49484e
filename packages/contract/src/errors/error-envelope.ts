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
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
