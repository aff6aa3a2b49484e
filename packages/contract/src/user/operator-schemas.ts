import { z } from "zod";

/** `GET /v1/operator/funders` items: a funder organization and whether an operator approved it. */
export const funderApprovalSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type FunderApproval = z.infer<typeof funderApprovalSchema>;
