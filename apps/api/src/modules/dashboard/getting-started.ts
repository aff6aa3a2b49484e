import type { Db } from "@portal/db/database";
import type {
  GettingStarted,
  GettingStartedStep,
} from "@portal/contract/dashboard/getting-started-schemas";
import { may } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import type { BillingService } from "../billing/service";
import { visibleDeals, type DealService, type Viewer } from "../deals/service";
import { trainingOf } from "../learn/service";
import { activeMemberIds, isOperator } from "../organizations/service";
import * as repo from "./getting-started-repo";

export interface GettingStartedOptions {
  deals: Pick<DealService, "viewerOf">;
  billing: Pick<BillingService, "status">;
}

/** A brokerage's person: funders and operators have no checklist (their dashboards are desks). */
async function brokerOf(db: Db, opts: GettingStartedOptions, userId: string) {
  const viewer = await opts.deals.viewerOf(userId);
  if (viewer.accountType === "funder" || (await isOperator(db, userId)))
    throw new AppError("forbidden");
  return viewer;
}

/**
 * The training step: null when no published course covers a product (nothing to pass), else
 * whether a member of the organization holds a course's accreditation in force (valid or in grace).
 */
async function trainingDone(db: Db, organizationId: string) {
  const members = await activeMemberIds(db, organizationId);
  const training = [...(await trainingOf(db, members)).values()].flat();
  if (training.every((t) => t.status === "not_required")) return null;
  return training.some((t) => t.status === "valid" || t.status === "grace");
}

/** Each step that applies to `viewer`'s organization, done or not, read from its data. */
async function stepsOf(db: Db, opts: GettingStartedOptions, viewer: Viewer) {
  const [progress, training, billing] = await Promise.all([
    repo.progressOf(db, viewer.organizationId),
    trainingDone(db, viewer.organizationId),
    opts.billing.status(viewer.userId),
  ]);
  const plan =
    billing.state === "off" || billing.state === "not_billed"
      ? null
      : billing.state === "active" || billing.state === "past_due";
  const done: Record<GettingStartedStep, boolean | null> = {
    training,
    deal: progress.deal,
    documents: progress.documents,
    sent: progress.sent,
    // A solo broker's account is one person: there is no team to invite.
    team: viewer.accountType === "individual" ? null : progress.team,
    logo: progress.logo,
    plan,
  };
  const steps = Object.entries(done).flatMap(([step, isDone]) =>
    isDone === null ? [] : [{ step: step as GettingStartedStep, done: isDone }],
  );
  return { steps, dismissed: progress.dismissed };
}

/** "Getting started" (issue 34): a new brokerage's checklist, read from its data. */
export function createGettingStarted(db: Db, opts: GettingStartedOptions) {
  async function read(viewer: Viewer): Promise<GettingStarted> {
    const [{ steps, dismissed }, dealId] = await Promise.all([
      stepsOf(db, opts, viewer),
      repo.firstDealId(db, visibleDeals(viewer)),
    ]);
    const allDone = steps.every((s) => s.done);
    return {
      steps,
      dealId,
      dismissed,
      canDismiss: !dismissed && allDone && may(viewer.role, "editCompany"),
    };
  }

  return {
    /** `GET /v1/dashboard/getting-started`: the steps, the first deal to point at, who may dismiss. */
    gettingStarted: async (userId: string) => read(await brokerOf(db, opts, userId)),

    /**
     * `POST /v1/dashboard/getting-started/dismiss`: puts the checklist away for the organization.
     * Those who set the company up (owners and admins, who edit the company) may; only once every
     * step is done (409 `getting_started_open`), so a brokerage never loses its way in by a click.
     */
    async dismissGettingStarted(userId: string): Promise<GettingStarted> {
      const viewer = await brokerOf(db, opts, userId);
      if (!may(viewer.role, "editCompany")) throw new AppError("forbidden");
      const { steps } = await stepsOf(db, opts, viewer);
      if (!steps.every((s) => s.done)) throw new AppError("getting_started_open");
      await repo.dismiss(db, viewer.organizationId, userId);
      return read(viewer);
    },
  };
}
