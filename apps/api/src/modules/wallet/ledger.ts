import type { Executor } from "@portal/db/database";
import { defaultClawbackDays, type OverrideLevel } from "@portal/contract/wallet/wallet-options";
import { distribute } from "./distribution";
import { ownerIdOfDeal } from "../deals/queries";
import * as repo from "./repo";

/** The organization's rules, its defaults until it sets its own. */
export async function rulesOf(db: Executor, organizationId: string) {
  const row = await repo.settingsOf(db, organizationId);
  return {
    teamManagerBp: row?.teamManagerBp ?? 0,
    countryManagerBp: row?.countryManagerBp ?? 0,
    generalManagerBp: row?.generalManagerBp ?? 0,
    clawbackDays: row?.clawbackDays ?? defaultClawbackDays,
  };
}

/** A deal's commission as the offer set it (expected at acceptance, earned at funding). */
export interface DealCommission {
  organizationId: string;
  dealId: string;
  submissionId: string | null;
  kind: "expected" | "earned";
  amountMinor: number;
  currency: string;
  rateBp: number;
  baseMinor: number;
  actorId: string | null;
}

/** The deal's commission shared out now: its splits and the managers above each broker. */
async function sharesOf(
  tx: Executor,
  c: { organizationId: string; dealId: string },
  total: number,
) {
  // One after another: a transaction is one connection.
  const rules = await rulesOf(tx, c.organizationId);
  const members = await repo.membersOf(tx, c.organizationId);
  const splits = await repo.splitsOf(tx, c.dealId);
  const ownerId = await ownerIdOfDeal(tx, c.dealId);
  const overrides: Record<OverrideLevel, number> = {
    team_manager: rules.teamManagerBp,
    country_manager: rules.countryManagerBp,
    general_manager: rules.generalManagerBp,
  };
  return distribute(total, { ownerId, splits }, overrides, members);
}

/**
 * Records a deal's expected or earned commission (decision 037): one entry per person and basis
 * (the brokers by their split, the managers' overrides), summing to the offer's commission. Once
 * per deal and kind: a second call (the CRM and the funder both saying funded) adds nothing.
 */
export async function recordDealCommission(tx: Executor, c: DealCommission) {
  if (await repo.hasEntries(tx, c.dealId, c.kind)) return;
  const shares = await sharesOf(tx, c, c.amountMinor);
  await repo.insertEntries(
    tx,
    shares.map((s) => ({
      organizationId: c.organizationId,
      dealId: c.dealId,
      submissionId: c.submissionId,
      kind: c.kind,
      ...s,
      currency: c.currency,
      rateBp: c.rateBp,
      baseMinor: c.baseMinor,
      actorId: c.actorId,
      at: new Date(),
    })),
  );
}

/**
 * The splits changed after acceptance: the expected commission is shared out again by appending
 * the differences (each pointing at the person's first expected entry), never by changing entries.
 */
export async function reshareExpected(
  tx: Executor,
  deal: { organizationId: string; id: string },
  actorId: string,
) {
  const lines = (await repo.linesOf(tx, deal.id)).filter((l) => l.kind === "expected");
  if (!lines.length) return;
  const total = lines.reduce((n, l) => n + Number(l.amountMinor), 0);
  const target = await sharesOf(
    tx,
    { organizationId: deal.organizationId, dealId: deal.id },
    total,
  );
  const first = lines[0]!;
  const key = (l: { beneficiaryId: string; basis: string | null }) =>
    `${l.beneficiaryId} ${l.basis}`;
  const now = new Map(lines.map((l) => [key(l), l]));
  const wanted = new Map(target.map((s) => [key(s), s]));
  const values: repo.EntryValues[] = [];
  for (const k of new Set([...now.keys(), ...wanted.keys()])) {
    const had = now.get(k);
    const want = wanted.get(k);
    const diff = (want?.amountMinor ?? 0) - Number(had?.amountMinor ?? 0);
    if (diff === 0) continue;
    values.push({
      organizationId: deal.organizationId,
      dealId: deal.id,
      kind: "expected",
      beneficiaryId: (want ?? had)!.beneficiaryId,
      basis: (want ?? had)!.basis,
      level: want?.level ?? had?.level ?? null,
      shareBp: want?.shareBp ?? had?.shareBp ?? null,
      amountMinor: diff,
      currency: first.currency,
      rateBp: first.rateBp,
      baseMinor: first.baseMinor === null ? null : Number(first.baseMinor),
      correctsId: had?.firstId ?? null,
      note: "Splits changed",
      actorId,
      at: new Date(),
    });
  }
  await repo.insertEntries(tx, values);
}
