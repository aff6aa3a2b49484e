import { z } from "zod";

/**
 * `GET /v1/public/terms`: the terms of service a person accepts at onboarding, as the operator
 * wrote them (Markdown in `DATA_DIR/terms.md`, rendered on the server with raw HTML off), or the
 * portal's default terms while there is no such file (docs/decisions/051).
 */
export const termsSchema = z.object({
  html: z.string(),
  /** "operator": the deployment's own file; "default": the placeholder shipped with the portal. */
  source: z.enum(["operator", "default"]),
  /** When the operator's file last changed (ISO 8601); null for the default. */
  updatedAt: z.string().nullable(),
});
export type Terms = z.infer<typeof termsSchema>;
