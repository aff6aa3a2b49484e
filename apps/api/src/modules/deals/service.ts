import type { Db, Executor } from "@portal/db/database";
import type { z } from "zod";
import {
  type dealCreateSchema,
  type dealListQuerySchema,
  dealUpdateSchema,
  securedProducts,
  type DealDetail,
  type DealPage,
  type BorrowerInput,
  type DealProduct,
  type DealUpdateInput,
  type ExistingAdvance,
} from "@portal/contract/deals/deal-schemas";
import { isRegionOf } from "@portal/contract/deals/regions";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import type { FieldMessageKey } from "@portal/contract/field-messages";
import { endStatuses, type DealEventSource } from "@portal/contract/deals/deal-states";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { uuidOrNotFound } from "../../lib/uuid";
import * as learn from "../learn/service";
import * as organizations from "../organizations/service";
import { createDealAccess, type DealAccess } from "./access";
import { createBoardReads, type BoardChips, type BoardUnread } from "./board";
/** A submission as the board's chip needs it (the submissions module answers `boardChips`). */
export type { FunderChipRow } from "./board";
import { moveToCrmStage, type CrmStageQuery, type OnFunded } from "./crm-stage";
import { toDeal } from "./presenters";
import * as repo from "./repo";
import { createDealMoves, type OnMoved, type OnWithdrawn } from "./status";
import { sees, visibleBorrowers, visibleDeals, type Viewer } from "./visibility";

export { toBorrower, toDeal } from "./presenters";
/** The one visibility rule, for modules that read deals in SQL of their own (the dashboard's figures). */
export { visibleDeals, visibleRows, type Viewer } from "./visibility";

/** Everyone of the deal's organization who sees it now (for live updates about it). */
export async function viewersOfDeal(db: Executor, dealId: string): Promise<string[]> {
  const [found] = await repo.findDeals(db, [dealId]);
  if (!found) return [];
  const members = await organizations.activePositions(db, found.deal.organizationId);
  return members.filter((m) => sees(m, found.deal)).map((m) => m.userId);
}
export type DealRow = repo.DealRow;
export type BorrowerRow = repo.BorrowerRow;
type DealValues = repo.DealValues;

const invalid = (path: string, key: FieldMessageKey) =>
  new AppError("validation_failed", { issues: [toFieldIssue(path.split("."), key)] });

/** One rule for every deal, new borrower or not: a secured product needs the borrower's property. */
function requirePropertyFor(product: DealProduct, borrower: { property?: unknown }) {
  if (securedProducts.includes(product) && !borrower.property)
    throw invalid("borrower.property", "propertyRequired");
}

/**
 * A region must be a subdivision of the borrower's country; a country not known yet (a draft,
 * decision 075) takes no region.
 */
export function checkRegion(
  borrower: { region?: string | null; country?: string | null },
  path: string,
) {
  if (!borrower.region) return;
  if (!borrower.country) throw invalid(path, "regionNeedsCountry");
  if (!isRegionOf(borrower.region, borrower.country)) throw invalid(path, "regionNotInCountry");
}

/**
 * Past draft, the deal is with funders or the CRM as its product: a change of product passes the
 * training gate as submitting does (decisions 040 and 052).
 */
async function gateProductChange(
  db: Executor,
  userId: string,
  deal: Pick<repo.DealRow, "product" | "status">,
  product: DealProduct | undefined,
) {
  if (product && product !== deal.product && deal.status !== "draft")
    await learn.requireTraining(db, userId, product);
}

function checkNewBorrower(product: DealProduct, borrower: BorrowerInput) {
  requirePropertyFor(product, borrower);
  checkRegion(borrower, "borrower.region");
}

/**
 * The existing advances as stored: a list given makes `existingAdvancesMinor` its total (a
 * different total given with it is refused); a total given alone must match a list kept from before.
 */
function advancesOf(
  values: Pick<DealUpdateInput, "existingAdvances" | "existingAdvancesMinor">,
  kept?: readonly ExistingAdvance[] | null,
): Partial<Pick<DealValues, "existingAdvancesMinor">> & { existingAdvances?: ExistingAdvance[] } {
  const list =
    values.existingAdvances ?? (values.existingAdvancesMinor !== undefined ? kept : null);
  if (!list)
    return values.existingAdvancesMinor === undefined
      ? {}
      : { existingAdvancesMinor: values.existingAdvancesMinor };
  const total = list.reduce((sum, a) => sum + a.balanceMinor, 0);
  if (values.existingAdvancesMinor !== undefined && values.existingAdvancesMinor !== total)
    throw invalid("existingAdvancesMinor", "advancesTotalMismatch");
  return {
    existingAdvancesMinor: total,
    ...(values.existingAdvances ? { existingAdvances: values.existingAdvances } : {}),
  };
}

export interface DealServiceOptions {
  /** How many funders newly fit each deal (matching's new fits), shown on the deals list. */
  newFitCounts?: (dealIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** Withdraws a withdrawn deal's open submissions (the submissions module). */
  onWithdrawn?: OnWithdrawn;
  /** Tells the deal's viewers' open pages of a person's or the CRM's move. */
  onMoved?: OnMoved;
  /** A list's total is counted exactly up to this many deals (`repo.listDeals`); tests lower it. */
  listTotalBound?: number;
  /** Each deal's submissions for the board's chips (the submissions module). */
  boardChips?: BoardChips;
  /** Unread thread messages per submission for the board's chips (the threads module). */
  boardUnread?: BoardUnread;
}

export function createDealService(db: Db, opts: DealServiceOptions = {}) {
  const access = createDealAccess(db);
  return {
    viewerOf: access.viewerOf,
    visibleDeal: access.visibleDeal,
    ...createDealMoves(db, access, opts),
    ...createDealReads(db, access, opts),
    ...createBoardReads(db, access, opts),

    /** The CRM moves a deal to its stage's state (`POST /v1/zoho-webhook/qs`). */
    moveToCrmStage: (query: CrmStageQuery, onFunded?: OnFunded) =>
      moveToCrmStage(db, query, { ...opts, onFunded }),

    /** Records what was funded (the funder or the CRM says so). */
    setFundedAmount: (tx: Executor, dealId: string, amountMinor: number) =>
      repo.setFundedAmount(tx, dealId, amountMinor),

    /** A new deal starts as a draft, with a new borrower or one of the organization's. */
    async create(
      userId: string,
      input: z.output<typeof dealCreateSchema>,
      source: DealEventSource,
    ): Promise<DealDetail> {
      const viewer = await access.viewerOf(userId);
      // Deals are brokers' work; funders receive them (issue 5's submissions).
      if (viewer.accountType === "funder") throw new AppError("forbidden");
      const { borrowerId, borrower, ...values } = input;
      if (borrower) checkNewBorrower(values.product, borrower);
      const advances = advancesOf(values);
      const id = await db.transaction(async (tx) => {
        const owner = borrowerId
          ? await repo.findBorrower(tx, visibleBorrowers(viewer), borrowerId)
          : await repo.insertBorrower(tx, {
              ...borrower!,
              property: borrower!.property ?? null,
              organizationId: viewer.organizationId,
            });
        if (!owner) throw new AppError("not_found");
        requirePropertyFor(values.product, owner);
        const deal = await repo.insertDeal(tx, {
          reference: await organizations.nextDealReference(tx, viewer.organizationId),
          organizationId: viewer.organizationId,
          ownerId: viewer.userId,
          ownerTeamId: viewer.teamId,
          ownerRegionId: viewer.regionId,
          borrowerId: owner.id,
          product: values.product,
          amountMinor: values.amountMinor,
          currency: values.currency,
          purpose: values.purpose,
          termMonths: values.termMonths ?? null,
          monthlyRevenueMinor: values.monthlyRevenueMinor ?? null,
          existingAdvancesMinor: advances.existingAdvancesMinor ?? null,
          existingAdvances: advances.existingAdvances ?? null,
          interestRateBp: values.interestRateBp ?? null,
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
      return access.detail(viewer, id);
    },

    /** `POST /v1/user/deal/{id}`: changes the deal's own facts while it is still open. */
    async update(userId: string, rawId: string, input: unknown): Promise<DealDetail> {
      const id = uuidOrNotFound(rawId);
      const viewer = await access.viewerOf(userId);
      const { version, ...changes } = parseOrThrow(dealUpdateSchema, input);
      const current = await repo.findVisibleDeal(db, visibleDeals(viewer), id);
      if (!current) throw new AppError("not_found");
      // A closed deal's facts are the record of what happened: they no longer change.
      if (endStatuses.includes(current.deal.status)) throw new AppError("invalid_transition");
      if (changes.product) requirePropertyFor(changes.product, current.borrower);
      await gateProductChange(db, userId, current.deal, changes.product);
      const { existingAdvances, existingAdvancesMinor, ...rest } = changes;
      const updated = await repo.updateDealAtVersion(db, visibleDeals(viewer), id, version, {
        ...rest,
        ...advancesOf({ existingAdvances, existingAdvancesMinor }, current.deal.existingAdvances),
      });
      if (!updated) return access.conflictOrMissing(viewer, id);
      return access.detail(viewer, id);
    },
  };
}

/** Reading deals: a person's list and one deal, borrowers' deals, and by id for modules that checked access. */
function createDealReads(
  db: Db,
  access: DealAccess,
  { newFitCounts, listTotalBound }: Pick<DealServiceOptions, "newFitCounts" | "listTotalBound">,
) {
  return {
    /** Deals by id without a viewer: for modules that checked access their own way (a funder's submissions). */
    findMany: (db: Executor, ids: string[]) => repo.findDeals(db, ids),

    /** One deal by id without a viewer (see `findMany`). */
    async find(db: Executor, id: string) {
      const [row] = await repo.findDeals(db, [id]);
      return row;
    },

    /** A borrower this viewer may see (the borrowers of deals they see), else undefined. */
    visibleBorrower: (viewer: Viewer, id: string) =>
      repo.findBorrower(db, visibleBorrowers(viewer), id),

    /** The organization's borrowers with one of these company keys (leads' duplicate warnings). */
    borrowersByCompanyKey: (organizationId: string, keys: string[]) =>
      repo.findBorrowersByCompanyKey(db, organizationId, keys),

    /** The borrower's deals this viewer may see, newest first. */
    dealsOfBorrower: (viewer: Viewer, borrowerId: string) =>
      repo.listBorrowerDeals(db, visibleDeals(viewer), borrowerId),

    async list(userId: string, q: z.output<typeof dealListQuerySchema>): Promise<DealPage> {
      const viewer = await access.viewerOf(userId);
      const { items, total, totalIsCapped } = await repo.listDeals(
        db,
        visibleDeals(viewer),
        q,
        listTotalBound,
      );
      const newFits = (await newFitCounts?.(items.map((i) => i.deal.id))) ?? new Map();
      return {
        items: items.map((i) => ({
          ...toDeal(i.deal),
          borrowerName: i.borrowerName,
          newFits: newFits.get(i.deal.id) ?? 0,
        })),
        total,
        totalIsCapped,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async get(userId: string, id: string) {
      return access.detail(await access.viewerOf(userId), uuidOrNotFound(id));
    },
  };
}

export type DealService = ReturnType<typeof createDealService>;
