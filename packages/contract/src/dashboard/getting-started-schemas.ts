import { z } from "zod";

// "Getting started" (issue 34): a new brokerage's checklist on its dashboard, each step read from
// the organization's data (never a "clicked" flag), put away by an owner or an admin once done.

/**
 * The steps in the order a brokerage takes them: pass a product's course (Learn's gate), create a
 * deal, upload its documents, send it to a funder, invite the team, add the company logo, choose a
 * plan. `team` is left out for a solo broker (an individual account has no one to invite), `plan`
 * when billing is off, and `training` when no published course covers any product.
 */
export const gettingStartedSteps = [
  "training",
  "deal",
  "documents",
  "sent",
  "team",
  "logo",
  "plan",
] as const;
export type GettingStartedStep = (typeof gettingStartedSteps)[number];

export const gettingStartedSchema = z.object({
  /** The steps that apply to this organization, in order, each done or not. */
  steps: z.array(z.object({ step: z.enum(gettingStartedSteps), done: z.boolean() })),
  /** The organization's first deal the viewer may see: where its documents and its sending are. */
  dealId: z.string().nullable(),
  /** Put away by an owner or an admin: the dashboard no longer shows it. */
  dismissed: z.boolean(),
  /** The viewer may put it away (an owner or an admin), once every step is done. */
  canDismiss: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
