import type { z } from "zod";
import type { Db } from "@portal/db/database";
import {
  type crmLeadSchema,
  type leadAssignSchema,
  leadCreateSchema,
  type leadConvertSchema,
  type leadExportQuerySchema,
  type leadImportSchema,
  type leadListQuerySchema,
  type leadNoteSchema,
  type leadStatusChangeSchema,
  type leadUpdateSchema,
  type LeadDetail,
  type LeadPage,
} from "@portal/contract/leads/lead-schemas";
import { mayMoveLead } from "@portal/contract/leads/lead-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { DealService } from "../deals/service";
import { createLeadConversion } from "./convert";
import { createLeadCore, type LeadCore } from "./core";
import { createLeadCsv, exportLeadsCsv } from "./csv";
import { createLeadLinks, leadFromCrm, type LeadLinkOptions } from "./links";
import { storedFields, toLead } from "./present";
import * as repo from "./repo";

/** The fields of a lead a change may keep from before. */
const storedKeys = [
  "contactName",
  "companyName",
  "email",
  "phone",
  "amountMinor",
  "currency",
  "product",
  "purpose",
  "country",
] as const;

const refused = () => new AppError("invalid_transition", { message: "leadTransition" });

/** Leads (docs/decisions/044-leads.md): a broker's prospects before they are deals. */
export function createLeadService(db: Db, deals: DealService, linkOptions: LeadLinkOptions) {
  const core = createLeadCore(db, deals);
  const { access } = core;
  const csv = createLeadCsv(db, { duplicatesOf: core.duplicatesOf });
  return {
    ...createLeadLinks(db, deals, linkOptions),
    ...leadReads(db, core),
    ...leadWrites(db, core),
    ...leadMoves(db, deals, core),
    fromCrm: (input: z.output<typeof crmLeadSchema>) =>
      leadFromCrm(db, input, linkOptions.assertWritable),

    async importCsv(userId: string, input: z.output<typeof leadImportSchema>) {
      return csv.importCsv(await access.viewerOf(userId), input);
    },

    async exportCsv(userId: string, q: z.output<typeof leadExportQuerySchema>) {
      const lv = await access.viewerOf(userId);
      const names = await repo.memberNames(db, lv.viewer.organizationId);
      return exportLeadsCsv(db, access.visible(lv), q, names);
    },
  };
}

function leadReads(db: Db, core: LeadCore) {
  const { access } = core;
  return {
    async list(userId: string, q: z.output<typeof leadListQuerySchema>): Promise<LeadPage> {
      const lv = await access.viewerOf(userId);
      const [{ items, total, totalIsCapped }, names] = await Promise.all([
        repo.listLeads(db, access.visible(lv), q),
        repo.memberNames(db, lv.viewer.organizationId),
      ]);
      const duplicates = await core.duplicatesOf(lv, items);
      return {
        items: items.map((row, i) => ({
          ...toLead(row, names),
          duplicateCount: duplicates[i]?.length ?? 0,
        })),
        total,
        totalIsCapped,
        page: q.page,
        pageSize: q.pageSize,
        assignees: lv.people.map((id) => ({ userId: id, name: names.get(id) ?? "" })),
      };
    },

    async get(userId: string, id: string) {
      return core.detail(await access.viewerOf(userId), id);
    },
  };
}

function leadWrites(db: Db, core: LeadCore) {
  const { access } = core;
  return {
    async create(
      userId: string,
      { assigneeId, ...fields }: z.output<typeof leadCreateSchema>,
    ): Promise<LeadDetail> {
      const lv = await access.viewerOf(userId);
      if (assigneeId) core.checkAssignee(lv, assigneeId);
      const id = await db.transaction(async (tx) => {
        const [row] = await repo.insertLeads(tx, [
          {
            ...storedFields(fields),
            organizationId: lv.viewer.organizationId,
            assigneeId: assigneeId ?? userId,
            source: "manual",
          },
        ]);
        await repo.insertActivity(tx, { leadId: row!.id, kind: "created", actorId: userId });
        return row!.id;
      });
      return core.detail(lv, id);
    },

    async update(
      userId: string,
      id: string,
      input: z.output<typeof leadUpdateSchema>,
    ): Promise<LeadDetail> {
      const lv = await access.viewerOf(userId);
      const { version, ...fields } = input;
      const current = await core.find(lv, id);
      if (current.status === "converted") throw refused();
      // What was not sent is kept; a field sent empty is cleared.
      const given = new Set(Object.keys(input));
      const kept = Object.fromEntries(
        storedKeys.flatMap((k) => (given.has(k) || current[k] === null ? [] : [[k, current[k]]])),
      );
      const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const merged = parseOrThrow(leadCreateSchema, { ...kept, ...sent });
      await core.change(lv, current.id, version, storedFields(merged));
      return core.detail(lv, current.id);
    },

    async addNote(
      userId: string,
      id: string,
      { body }: z.output<typeof leadNoteSchema>,
    ): Promise<LeadDetail> {
      const lv = await access.viewerOf(userId);
      const current = await core.find(lv, id);
      await repo.insertActivity(db, { leadId: current.id, kind: "note", body, actorId: userId });
      return core.detail(lv, current.id);
    },
  };
}

/** A lead's moves: its status, its assignee, its conversion; each recorded in its activity. */
function leadMoves(db: Db, deals: DealService, core: LeadCore) {
  const { access } = core;
  const conversion = createLeadConversion(db, deals, core);

  async function moveAtVersion(
    lv: Awaited<ReturnType<typeof access.viewerOf>>,
    current: repo.LeadRow,
    version: number,
    changes: repo.LeadChanges,
    activity: Omit<Parameters<typeof repo.insertActivity>[1], "leadId">,
  ) {
    await db.transaction(async (tx) => {
      const row = await repo.updateLeadAtVersion(
        tx,
        access.visible(lv),
        current.id,
        version,
        changes,
      );
      if (!row) throw new AppError("version_conflict");
      await repo.insertActivity(tx, { ...activity, leadId: current.id });
    });
    return core.detail(lv, current.id);
  }

  return {
    async changeStatus(
      userId: string,
      id: string,
      { to, reason, version }: z.output<typeof leadStatusChangeSchema>,
    ): Promise<LeadDetail> {
      const lv = await access.viewerOf(userId);
      const current = await core.find(lv, id);
      if (!mayMoveLead(current.status, to)) throw refused();
      const lostReason = to === "lost" ? reason! : null;
      return moveAtVersion(
        lv,
        current,
        version,
        { status: to, lostReason },
        {
          kind: "status",
          fromValue: current.status,
          toValue: to,
          body: lostReason,
          actorId: userId,
        },
      );
    },

    async assign(
      userId: string,
      id: string,
      { assigneeId, version }: z.output<typeof leadAssignSchema>,
    ): Promise<LeadDetail> {
      const lv = await access.viewerOf(userId);
      const current = await core.find(lv, id);
      core.checkAssignee(lv, assigneeId);
      return moveAtVersion(
        lv,
        current,
        version,
        { assigneeId },
        { kind: "assigned", fromValue: current.assigneeId, toValue: assigneeId, actorId: userId },
      );
    },

    async convert(
      userId: string,
      id: string,
      input: z.output<typeof leadConvertSchema>,
      source: "ui" | "api",
    ) {
      const lv = await access.viewerOf(userId);
      const dealId = await conversion.convert(lv, id, input, source);
      return { ...(await core.detail(lv, id)), dealId };
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
