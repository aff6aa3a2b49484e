import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import { endStatuses } from "@portal/contract/deals/deal-states";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import type { FieldMessageKey } from "@portal/contract/field-messages";
import { may, type TeamAction } from "@portal/contract/team/team-options";
import type {
  clawbackInputSchema,
  correctionInputSchema,
  payoutInputSchema,
  receivedInputSchema,
  splitsInputSchema,
  walletSettingsInputSchema,
  WalletEntry,
  Splits,
  WalletSettings,
} from "@portal/contract/wallet/wallet-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { fundedAtOf } from "../deals/queries";
import type { DealService, Viewer } from "../deals/service";
import { allocate } from "./distribution";
import { reshareExpected, rulesOf } from "./ledger";
import { toEntry } from "./present";
import * as repo from "./repo";

const refused = (key: FieldMessageKey, path = "amountMinor") =>
  new AppError("conflict", { message: key, issues: [toFieldIssue([path], key)] });
const invalid = (key: FieldMessageKey, path: string) =>
  new AppError("validation_failed", { issues: [toFieldIssue([path], key)] });

/** A deal's earned commission per person and basis, net of what was clawed back, and what was received. */
async function earnedLines(db: Executor, dealId: string) {
  const lines = await repo.linesOf(db, dealId);
  const clawed = new Map(
    lines
      .filter((l) => l.kind === "clawed_back")
      .map((l) => [`${l.beneficiaryId} ${l.basis}`, Number(l.amountMinor)]),
  );
  const earned = lines
    .filter((l) => l.kind === "earned")
    .map((l) => ({
      ...l,
      netMinor: Number(l.amountMinor) - (clawed.get(`${l.beneficiaryId} ${l.basis}`) ?? 0),
    }));
  if (!earned.length) throw refused("notFunded");
  const received = lines
    .filter((l) => l.kind === "received")
    .reduce((n, l) => n + Number(l.amountMinor), 0);
  return { earned, net: earned.reduce((n, l) => n + l.netMinor, 0), received };
}

type Line = Awaited<ReturnType<typeof earnedLines>>["earned"][number];

/** `amount` spread over the lines in proportion to what each still holds, as entries of `kind`. */
function spread(
  lines: readonly Line[],
  amount: number,
  base: {
    organizationId: string;
    dealId: string;
    kind: "received" | "clawed_back";
    actorId: string;
  },
  extra: { note?: string; reason?: string },
): repo.EntryValues[] {
  const parts = allocate(
    amount,
    lines.map((l) => Math.max(l.netMinor, 0)),
  );
  const at = new Date();
  return lines
    .map((l, i) => ({
      ...base,
      beneficiaryId: l.beneficiaryId,
      basis: l.basis,
      level: l.level,
      shareBp: l.shareBp,
      amountMinor: parts[i]!,
      currency: l.currency,
      rateBp: l.rateBp,
      baseMinor: l.baseMinor === null ? null : Number(l.baseMinor),
      note: extra.note || null,
      reason: extra.reason ?? null,
      at,
    }))
    .filter((v) => v.amountMinor !== 0);
}

/** Recording money (those who manage it), the organization's rules, and a deal's splits. */
export function createWalletRecording(
  db: Db,
  deals: DealService,
  viewerOf: (userId: string) => Promise<Viewer>,
) {
  async function allowed(userId: string, action: TeamAction) {
    const viewer = await viewerOf(userId);
    if (!may(viewer.role, action)) throw new AppError("forbidden");
    return viewer;
  }
  /** A funded deal of the recorder's organization (any other: not found). */
  async function dealOf(userId: string, rawId: string) {
    await allowed(userId, "recordCommission");
    return (await deals.visibleDeal(userId, rawId)).deal;
  }
  const entries = (rows: { id: string }[]) =>
    listed(
      db,
      rows.map((r) => r.id),
    );

  return {
    /** `POST /v1/wallet/deals/{id}/received`: the funder paid (part of) the deal's commission. */
    async recordReceived(
      userId: string,
      rawId: string,
      values: z.output<typeof receivedInputSchema>,
    ) {
      const deal = await dealOf(userId, rawId);
      const rows = await db.transaction(async (tx) => {
        await repo.lock(tx, deal.id);
        const { earned, net, received } = await earnedLines(tx, deal.id);
        if (values.amountMinor > net - received) throw refused("moreThanLeft");
        const base = {
          organizationId: deal.organizationId,
          dealId: deal.id,
          kind: "received",
          actorId: userId,
        } as const;
        return repo.insertEntries(tx, spread(earned, values.amountMinor, base, values));
      });
      return entries(rows);
    },

    /**
     * `POST /v1/wallet/deals/{id}/clawback`: a funded deal defaulted or was refinanced early, within
     * the organization's clawback period: what was earned (overrides and splits too) is reversed in
     * proportion, all that is left unless an amount is given.
     */
    async recordClawback(
      userId: string,
      rawId: string,
      values: z.output<typeof clawbackInputSchema>,
    ) {
      const deal = await dealOf(userId, rawId);
      const rows = await db.transaction(async (tx) => {
        await repo.lock(tx, deal.id);
        const { earned, net } = await earnedLines(tx, deal.id);
        const fundedAt = await fundedAtOf(tx, deal.id);
        const rules = await rulesOf(tx, deal.organizationId);
        if (!fundedAt) throw refused("notFunded");
        if (Date.now() > fundedAt.getTime() + rules.clawbackDays * 86_400_000)
          throw refused("clawbackPeriodOver", "reason");
        const amount = values.amountMinor ?? net;
        if (net <= 0 || amount > net) throw refused("moreThanLeft");
        const base = {
          organizationId: deal.organizationId,
          dealId: deal.id,
          kind: "clawed_back",
          actorId: userId,
        } as const;
        return repo.insertEntries(tx, spread(earned, amount, base, values));
      });
      return entries(rows);
    },

    ...personRecording(db, allowed),
    ...settingsAndSplits(db, deals, viewerOf, allowed),
  };
}

/** Payouts and corrections: entries of a person rather than of a deal. */
function personRecording(db: Db, allowed: (userId: string, action: TeamAction) => Promise<Viewer>) {
  const entries = (rows: { id: string }[]) =>
    listed(
      db,
      rows.map((r) => r.id),
    );
  return {
    /** `POST /v1/wallet/payouts`: a payout to a person, recorded (never executed), up to what is due. */
    async recordPayout(userId: string, values: z.output<typeof payoutInputSchema>) {
      const viewer = await allowed(userId, "recordCommission");
      const members = await repo.membersOf(db, viewer.organizationId);
      if (!members.some((m) => m.userId === values.beneficiaryId))
        throw invalid("walletPerson", "beneficiaryId");
      const rows = await db.transaction(async (tx) => {
        await repo.lock(tx, `${values.beneficiaryId} ${values.currency}`);
        const [due] = await repo.balances(tx, dueOf(viewer.organizationId, values));
        if (values.amountMinor > Number(due?.dueMinor ?? 0)) throw refused("moreThanLeft");
        return repo.insertEntries(tx, [
          {
            organizationId: viewer.organizationId,
            kind: "paid",
            beneficiaryId: values.beneficiaryId,
            amountMinor: values.amountMinor,
            currency: values.currency,
            note: values.note || null,
            actorId: userId,
            at: new Date(),
          },
        ]);
      });
      return entries(rows);
    },

    /** `POST /v1/wallet/corrections`: a new entry for the corrected one's person and kind; the sum keeps its sign. */
    async recordCorrection(userId: string, values: z.output<typeof correctionInputSchema>) {
      const viewer = await allowed(userId, "recordCommission");
      const rows = await db.transaction(async (tx) => {
        const found = await repo.findEntry(tx, viewer.organizationId, values.correctsId);
        if (!found) throw new AppError("not_found");
        const e = found.entry;
        if (e.correctsId) throw refused("correctionOfCorrection", "correctsId");
        const after = Number(found.netMinor) + values.amountMinor;
        if (Math.sign(after) === -Math.sign(e.amountMinor)) throw refused("moreThanLeft");
        const { id: _, at: __, ...same } = e;
        return repo.insertEntries(tx, [
          {
            ...same,
            amountMinor: values.amountMinor,
            correctsId: e.id,
            note: values.note,
            actorId: userId,
            at: new Date(),
          },
        ]);
      });
      return entries(rows);
    },
  };
}

/** The entries of one person and currency (for what is due to them). */
function dueOf(organizationId: string, p: { beneficiaryId: string; currency: string }) {
  return repo.personCurrency(organizationId, p.beneficiaryId, p.currency);
}

async function listed(db: Executor, ids: string[]): Promise<{ items: WalletEntry[] }> {
  if (!ids.length) return { items: [] };
  const rows = await repo.listEntries(db, repo.entryIds(ids), null, ids.length);
  return { items: rows.reverse().map(toEntry) };
}

function settingsAndSplits(
  db: Db,
  deals: DealService,
  viewerOf: (userId: string) => Promise<Viewer>,
  allowed: (userId: string, action: TeamAction) => Promise<Viewer>,
) {
  async function splits(viewer: Viewer, deal: { id: string; status: string }): Promise<Splits> {
    const [shares, members] = await Promise.all([
      repo.splitsOf(db, deal.id),
      repo.membersOf(db, viewer.organizationId),
    ]);
    return {
      shares: shares.map((s) => ({ ...s, name: s.name || null })),
      candidates: members
        .filter((m) => m.active)
        .map((m) => ({ userId: m.userId, name: m.name || null })),
      mayChange: !endStatuses.includes(deal.status as never),
    };
  }
  return {
    /** `GET /v1/wallet/settings`: every member of a brokerage reads the rules. */
    async settings(userId: string): Promise<WalletSettings> {
      const viewer = await viewerOf(userId);
      const rules = await rulesOf(db, viewer.organizationId);
      return { ...rules, mayChange: may(viewer.role, "changeWalletSettings") };
    },

    /** `PUT /v1/wallet/settings`: owners and admins; applies to commissions recorded from now on. */
    async changeSettings(
      userId: string,
      values: z.output<typeof walletSettingsInputSchema>,
    ): Promise<WalletSettings> {
      const viewer = await allowed(userId, "changeWalletSettings");
      await repo.saveSettings(db, {
        organizationId: viewer.organizationId,
        ...values,
        updatedBy: userId,
        updatedAt: new Date(),
      });
      return { ...values, mayChange: true };
    },

    /** `GET /v1/wallet/deals/{id}/splits`: for those who see the deal. */
    async splits(userId: string, rawId: string): Promise<Splits> {
      const { viewer, deal } = await deals.visibleDeal(userId, rawId);
      if (viewer.accountType === "funder") throw new AppError("forbidden");
      return splits(viewer, deal);
    },

    /** `PUT /v1/wallet/deals/{id}/splits`: those who may edit the deal, before it is funded. */
    async changeSplits(
      userId: string,
      rawId: string,
      { shares }: z.output<typeof splitsInputSchema>,
    ): Promise<Splits> {
      const viewer = await viewerOf(userId);
      const { deal } = await deals.visibleDeal(userId, uuidOrNotFound(rawId));
      if (endStatuses.includes(deal.status)) throw new AppError("invalid_transition");
      const members = await repo.membersOf(db, viewer.organizationId);
      shares.forEach((s, i) => {
        if (!members.some((m) => m.userId === s.userId && m.active))
          throw invalid("splitsNotMember", `shares.${i}.userId`);
      });
      await db.transaction(async (tx) => {
        await repo.replaceSplits(tx, deal.id, shares, userId);
        await reshareExpected(tx, deal, userId);
      });
      return splits(viewer, deal);
    },
  };
}
