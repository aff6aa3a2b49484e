import { sql } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";
import {
  dealCreateSchema,
  dealListQuerySchema,
  dealTransitionSchema,
  dealUpdateSchema,
  securedProducts,
  type Deal,
  type DealDetail,
  type DealPage,
} from "@portal/contract/deals/deal-schemas";
import {
  canMoveDeal,
  endStatuses,
  needsReason,
  type DealEventSource,
  type DealStatus,
} from "@portal/contract/deals/deal-states";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import * as organizations from "../organizations/service";
import * as repo from "./repo";
import { visibleBorrowers, visibleDeals, type Viewer } from "./visibility";
import { uuidOrNotFound } from "../../lib/uuid";

export function toBorrower(row: repo.BorrowerRow): Deal["borrower"] {
  return {
    id: row.id,
    legalName: row.legalName,
    tradingName: row.tradingName ?? undefined,
    entityType: row.entityType,
    registrationNumber: row.registrationNumber ?? undefined,
    industry: row.industry,
    startDate: row.startDate ?? undefined,
    address: row.address ?? undefined,
    country: row.country,
    owners: row.owners,
    property: (row.property ?? undefined) as Deal["borrower"]["property"],
  };
}

export function toDeal(row: repo.DealRow) {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    version: row.version,
    product: row.product,
    amountMinor: row.amountMinor,
    currency: row.currency,
    purpose: row.purpose,
    termMonths: row.termMonths,
    monthlyRevenueMinor: row.monthlyRevenueMinor,
    existingAdvancesMinor: row.existingAdvancesMinor,
    fundedAmountMinor: row.fundedAmountMinor,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sqlTrue = sql`true`;

export type DealRow = repo.DealRow;
export type BorrowerRow = repo.BorrowerRow;

export function createDealService(
  db: Db,
  opts: {
    /** How many funders newly fit each deal (matching's new fits), shown on the deals list. */
    newFitCounts?: (dealIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  } = {},
) {
  /** The signed-in person as a viewer of deals; someone not onboarded has none. */
  async function viewerOf(userId: string): Promise<Viewer> {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    return {
      userId,
      organizationId: membership.organization.id,
      role: membership.role,
      accountType: membership.organization.accountType,
    };
  }

  async function detail(viewer: Viewer, id: string): Promise<DealDetail> {
    const found = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
    // Another organization's deal (or one this person may not see) does not exist for them.
    if (!found) throw new AppError("not_found");
    const history = await repo.listHistory(db, id);
    return {
      ...toDeal(found.deal),
      borrower: toBorrower(found.borrower),
      history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        actorId: h.actorId,
        source: h.source,
        reason: h.reason,
        at: h.at.toISOString(),
      })),
    };
  }

  /** Tells a stale version (409) from a deal this person cannot see (404). */
  async function conflictOrMissing(viewer: Viewer, id: string): Promise<never> {
    const current = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
    throw new AppError(current ? "version_conflict" : "not_found");
  }

  return {
    viewerOf,

    /** Deals by id without a viewer: for modules that checked access their own way (a funder's submissions). */
    findMany: (db: Executor, ids: string[]) => repo.findDeals(db, ids),

    /** One deal by id without a viewer (see `findMany`). */
    async find(db: Executor, id: string) {
      const [row] = await repo.findDeals(db, [id]);
      return row;
    },

    /**
     * Moves the deal along `path` (inside the caller's transaction), taking each step the pipeline
     * allows from where it stands and skipping those it has passed; each step is in its history.
     */
    async advance(
      tx: Executor,
      dealId: string,
      path: readonly DealStatus[],
      actorId: string,
      source: DealEventSource,
      reason?: string,
    ) {
      for (const to of path) {
        const [current] = await repo.findDeals(tx, [dealId]);
        if (!current || !canMoveDeal(current.deal.status, to)) continue;
        const moved = await repo.updateDealAtVersion(tx, sqlTrue, dealId, current.deal.version, {
          status: to,
        });
        if (!moved) throw new AppError("version_conflict");
        await repo.insertHistory(tx, {
          dealId,
          fromStatus: current.deal.status,
          toStatus: to,
          actorId,
          source,
          reason: reason ?? null,
        });
      }
    },

    /** A dated line in the deal's history that does not change its state (e.g. "Sent to Alpha Capital"). */
    async stamp(
      tx: Executor,
      dealId: string,
      actorId: string,
      source: DealEventSource,
      note: string,
    ) {
      const [current] = await repo.findDeals(tx, [dealId]);
      if (!current) throw new AppError("not_found");
      await repo.insertHistory(tx, {
        dealId,
        fromStatus: current.deal.status,
        toStatus: current.deal.status,
        actorId,
        source,
        reason: note,
      });
    },

    /** Records what was funded (the funder or the CRM says so). */
    async setFundedAmount(tx: Executor, dealId: string, amountMinor: number) {
      await repo.setFundedAmount(tx, dealId, amountMinor);
    },

    /** A borrower this viewer may see (the borrowers of deals they see), else undefined. */
    visibleBorrower: (viewer: Viewer, id: string) =>
      repo.findBorrower(db, visibleBorrowers(viewer), id),

    /** The borrower's deals this viewer may see, newest first. */
    dealsOfBorrower: (viewer: Viewer, borrowerId: string) =>
      repo.listBorrowerDeals(db, visibleDeals(viewer), borrowerId),

    /** The deal if this person may see it, else not found: for modules working on a deal (documents). */
    async visibleDeal(userId: string, rawId: string) {
      const id = uuidOrNotFound(rawId);
      const viewer = await viewerOf(userId);
      const found = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
      if (!found) throw new AppError("not_found");
      return { viewer, deal: found.deal, borrower: found.borrower };
    },

    async list(userId: string, query: unknown): Promise<DealPage> {
      const viewer = await viewerOf(userId);
      const q = parseOrThrow(dealListQuerySchema, query);
      const { items, total } = await repo.listDeals(db, visibleDeals(viewer), q);
      const newFits = (await opts.newFitCounts?.(items.map((i) => i.deal.id))) ?? new Map();
      return {
        items: items.map((i) => ({
          ...toDeal(i.deal),
          borrowerName: i.borrowerName,
          newFits: newFits.get(i.deal.id) ?? 0,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async get(userId: string, id: string) {
      return detail(await viewerOf(userId), uuidOrNotFound(id));
    },

    /** A new deal starts as a draft, with a new borrower or one of the organization's. */
    async create(userId: string, input: unknown, source: DealEventSource): Promise<DealDetail> {
      const viewer = await viewerOf(userId);
      // Deals are brokers' work; funders receive them (issue 5's submissions).
      if (viewer.accountType === "funder") throw new AppError("forbidden");
      const { borrowerId, borrower, ...values } = parseOrThrow(dealCreateSchema, input);
      if (borrower && securedProducts.includes(values.product) && !borrower.property) {
        throw new AppError("validation_failed", {
          issues: [
            { path: "borrower.property", code: "invalidValue", message: "This value is not valid" },
          ],
        });
      }
      const id = await db.transaction(async (tx) => {
        const owner = borrowerId
          ? await repo.findBorrower(tx, visibleBorrowers(viewer), borrowerId)
          : await repo.insertBorrower(tx, {
              ...borrower!,
              property: borrower!.property ?? null,
              organizationId: viewer.organizationId,
            });
        if (!owner) throw new AppError("not_found");
        const deal = await repo.insertDeal(tx, {
          organizationId: viewer.organizationId,
          ownerId: viewer.userId,
          borrowerId: owner.id,
          product: values.product,
          amountMinor: values.amountMinor,
          currency: values.currency,
          purpose: values.purpose,
          termMonths: values.termMonths ?? null,
          monthlyRevenueMinor: values.monthlyRevenueMinor ?? null,
          existingAdvancesMinor: values.existingAdvancesMinor ?? null,
        });
        await repo.insertHistory(tx, {
          dealId: deal.id,
          fromStatus: null,
          toStatus: "draft",
          actorId: viewer.userId,
          source,
          reason: null,
        });
        return deal.id;
      });
      return detail(viewer, id);
    },

    /** `POST /v1/user/deal/{id}`: changes the deal's own facts while it is still open. */
    async update(userId: string, rawId: string, input: unknown): Promise<DealDetail> {
      const id = uuidOrNotFound(rawId);
      const viewer = await viewerOf(userId);
      const { version, ...changes } = parseOrThrow(dealUpdateSchema, input);
      const current = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
      if (!current) throw new AppError("not_found");
      // A closed deal's facts are the record of what happened: they no longer change.
      if (endStatuses.includes(current.deal.status)) throw new AppError("invalid_transition");
      const updated = await repo.updateDealAtVersion(
        db,
        visibleDeals(viewer),
        id,
        version,
        changes,
      );
      if (!updated) return conflictOrMissing(viewer, id);
      return detail(viewer, id);
    },

    /** Moves the deal along the pipeline; one wins when two people move it at once. */
    async transition(
      userId: string,
      rawId: string,
      input: unknown,
      source: DealEventSource,
    ): Promise<DealDetail> {
      const id = uuidOrNotFound(rawId);
      const viewer = await viewerOf(userId);
      const { to, reason, version } = parseOrThrow(dealTransitionSchema, input);
      if (needsReason(to) && !reason) {
        throw new AppError("validation_failed", {
          issues: [{ path: "reason", code: "reasonRequired", message: "Give a reason" }],
        });
      }
      await db.transaction(async (tx) => {
        const current = await repo.findVisibleDeal(tx, visibleDeals(viewer), id);
        if (!current) throw new AppError("not_found");
        if (current.deal.version !== version) throw new AppError("version_conflict");
        if (!canMoveDeal(current.deal.status, to)) throw new AppError("invalid_transition");
        const moved = await repo.updateDealAtVersion(tx, visibleDeals(viewer), id, version, {
          status: to,
        });
        if (!moved) throw new AppError("version_conflict");
        await repo.insertHistory(tx, {
          dealId: id,
          fromStatus: current.deal.status,
          toStatus: to,
          actorId: viewer.userId,
          source,
          reason: reason || null,
        });
      });
      return detail(viewer, id);
    },
  };
}

export type DealService = ReturnType<typeof createDealService>;
