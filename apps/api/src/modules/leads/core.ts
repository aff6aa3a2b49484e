import type { Db } from "@portal/db/database";
import type { LeadDetail } from "@portal/contract/leads/lead-schemas";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealService } from "../deals/service";
import { createLeadAccess, type LeadViewer } from "./access";
import { createDuplicateFinder } from "./duplicates";
import { toLead } from "./present";
import * as repo from "./repo";

/** What every lead operation shares: who sees what, one lead as read, a change at a version. */
export function createLeadCore(db: Db, deals: DealService) {
  const access = createLeadAccess(db, deals);
  const duplicatesOf = createDuplicateFinder(db, deals);

  async function find(lv: LeadViewer, rawId: string) {
    const row = await repo.findLead(db, access.visible(lv), uuidOrNotFound(rawId));
    if (!row) throw new AppError("not_found");
    return row;
  }

  async function detail(lv: LeadViewer, id: string): Promise<LeadDetail> {
    const row = await find(lv, id);
    const [names, activity, [duplicates]] = await Promise.all([
      repo.memberNames(db, lv.viewer.organizationId),
      repo.listActivity(db, row.id),
      duplicatesOf(lv, [row]),
    ]);
    return {
      ...toLead(row, names),
      duplicates: duplicates ?? [],
      activity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
      assignable: lv.people.map((userId) => ({ userId, name: names.get(userId) ?? "" })),
    };
  }

  /** Changes a lead at the version read: 409 when it changed meanwhile, 404 when not theirs. */
  async function change(lv: LeadViewer, id: string, version: number, changes: repo.LeadChanges) {
    const row = await repo.updateLeadAtVersion(db, access.visible(lv), id, version, changes);
    if (row) return row;
    await find(lv, id);
    throw new AppError("version_conflict");
  }

  function checkAssignee(lv: LeadViewer, assigneeId: string) {
    if (!access.mayAssignTo(lv, assigneeId))
      throw new AppError("validation_failed", {
        issues: [toFieldIssue(["assigneeId"], "invalidValue")],
      });
  }

  return { access, duplicatesOf, find, detail, change, checkAssignee };
}

export type LeadCore = ReturnType<typeof createLeadCore>;
