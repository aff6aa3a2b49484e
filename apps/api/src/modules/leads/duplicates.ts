import type { Db } from "@portal/db/database";
import type { LeadDuplicate } from "@portal/contract/leads/lead-schemas";
import type { DealService } from "../deals/service";
import type { LeadViewer } from "./access";
import * as repo from "./repo";

/** What a lead (or a CSV row) is recognised by. */
export interface Keyed {
  id?: string;
  /** A converted lead's own borrower is not a duplicate of it. */
  borrowerId?: string | null;
  emailKey: string | null;
  phoneKey: string | null;
  companyKey: string | null;
}

type Match = LeadDuplicate["matchedOn"][number];

function matchedOn(a: Keyed, b: Keyed): Match[] {
  const on: Match[] = [];
  if (a.emailKey && a.emailKey === b.emailKey) on.push("email");
  if (a.phoneKey && a.phoneKey === b.phoneKey) on.push("phone");
  if (a.companyKey && a.companyKey === b.companyKey) on.push("company");
  return on;
}

const keysOf = (items: readonly Keyed[]): repo.DuplicateKeys => ({
  emailKeys: [...new Set(items.flatMap((i) => (i.emailKey ? [i.emailKey] : [])))],
  phoneKeys: [...new Set(items.flatMap((i) => (i.phoneKey ? [i.phoneKey] : [])))],
  companyKeys: [...new Set(items.flatMap((i) => (i.companyKey ? [i.companyKey] : [])))],
});

/**
 * Duplicate warnings (docs/decisions/044): the organization's borrowers with the same company
 * name, and its other leads with the same email, phone or company name. A warning, never a
 * refusal. Something the viewer may not open is named without a link (its id and name null).
 */
export function createDuplicateFinder(db: Db, deals: DealService) {
  return async function duplicatesOf(
    lv: LeadViewer,
    items: readonly Keyed[],
  ): Promise<LeadDuplicate[][]> {
    const keys = keysOf(items);
    const [leadRows, borrowerRows] = await Promise.all([
      repo.findLeadsByKeys(db, lv.viewer.organizationId, keys),
      deals.borrowersByCompanyKey(lv.viewer.organizationId, keys.companyKeys),
    ]);
    const visibleBorrowers = new Set<string>();
    for (const b of borrowerRows.slice(0, 20))
      if (await deals.visibleBorrower(lv.viewer, b.id)) visibleBorrowers.add(b.id);
    const seesLead = (assigneeId: string | null) =>
      lv.scope.assignees === "all" || (!!assigneeId && lv.scope.assignees.includes(assigneeId));
    return items.map((item) => {
      const found: LeadDuplicate[] = [];
      for (const b of borrowerRows) {
        const company =
          item.companyKey && (b.legalKey === item.companyKey || b.tradingKey === item.companyKey);
        if (!company || b.id === item.borrowerId) continue;
        const open = visibleBorrowers.has(b.id);
        found.push({
          kind: "borrower",
          id: open ? b.id : null,
          name: open ? b.legalName : null,
          matchedOn: ["company"],
        });
      }
      for (const l of leadRows) {
        if (l.id === item.id) continue;
        const on = matchedOn(item, l);
        if (!on.length) continue;
        const open = seesLead(l.assigneeId);
        found.push({
          kind: "lead",
          id: open ? l.id : null,
          name: open ? (l.companyName ?? l.contactName) : null,
          matchedOn: on,
        });
      }
      return found.slice(0, 10);
    });
  };
}
