import { eq, or, type SQL } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { lenders } from "@portal/db/schema/lenders";
import {
  listingInputSchema,
  listingUpdateSchema,
  type Listing,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { uuidOrNotFound } from "../../lib/uuid";
import * as organizations from "../organizations/service";
import { sameShape, type MatchListing } from "../matching/engine";
import * as repo from "./repo";

const pageSchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export function toListing(row: {
  lender: repo.LenderRow;
  funderName: string;
  funderResponseHours: number | null;
}): Listing {
  const l = row.lender;
  return {
    id: l.id,
    organizationId: l.organizationId,
    funderName: row.funderName,
    name: l.name,
    description: l.description,
    currency: l.currency,
    status: l.status,
    version: l.version,
    criteria: l.criteria,
    rateMinBp: l.rateMinBp,
    rateMaxBp: l.rateMaxBp,
    factorMinBp: l.factorMinBp,
    factorMaxBp: l.factorMaxBp,
    brokerCommissionBp: l.brokerCommissionBp,
    promisedResponseHours: l.promisedResponseHours,
    measuredResponseHours:
      row.funderResponseHours === null ? null : Math.round(row.funderResponseHours * 10) / 10,
    criteriaUpdatedAt: l.criteriaUpdatedAt.toISOString(),
    publishedAt: l.publishedAt?.toISOString() ?? null,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The criteria the database filters on, copied into their columns (null = no limit). */
function columnsOf(criteria: ListingCriteria) {
  return {
    matchKeys: repo.matchKeysOf(criteria),
    amountMinMinor: criteria.amountMinMinor ?? null,
    amountMaxMinor: criteria.amountMaxMinor ?? null,
  };
}

function valuesOf(input: z.infer<typeof listingInputSchema>) {
  return {
    name: input.name,
    description: input.description ?? null,
    currency: input.currency,
    criteria: input.criteria,
    ...columnsOf(input.criteria),
    rateMinBp: input.rateMinBp ?? null,
    rateMaxBp: input.rateMaxBp ?? null,
    factorMinBp: input.factorMinBp ?? null,
    factorMaxBp: input.factorMaxBp ?? null,
    brokerCommissionBp: input.brokerCommissionBp ?? null,
    promisedResponseHours: input.promisedResponseHours ?? null,
  };
}

/** Published listings kept per process for matching (a few KB each). */
const keptListings = 100_000;

/** How long a process keeps the funders' measured response times before reading them again. */
const responseTimesTtlMs = 60_000;

/** A listing as the matching engine takes it: ranked on its funder's measured response time, else the promised one. */
function matchListingOf(row: repo.LenderRow, measured: ReadonlyMap<string, number>): MatchListing {
  return {
    id: row.id,
    funderId: row.organizationId,
    currency: row.currency,
    criteria: sameShape(row.criteria),
    brokerCommissionBp: row.brokerCommissionBp ?? undefined,
    responseHours: responseHoursOf(row, measured),
  };
}

const responseHoursOf = (row: repo.LenderRow, measured: ReadonlyMap<string, number>) =>
  measured.get(row.organizationId) ?? row.promisedResponseHours ?? undefined;

/** Same criteria whatever the key order (jsonb does not keep it). */
const sameCriteria = (a: ListingCriteria, b: ListingCriteria) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Listings (spec: `/v1/lender`): a funder's own users write them; everyone signed in sees the
 * published ones; a draft is seen only by its funder. Publishing needs an approved funder.
 */
export function createLenderService(
  db: Db,
  opts: { announce?: (listing: MatchListing) => Promise<unknown> } = {},
) {
  async function viewerOf(userId: string) {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    return { userId, organization: membership.organization };
  }
  type Viewer = Awaited<ReturnType<typeof viewerOf>>;

  /** What this person may read: their own funder's listings, and every published one. */
  const visible = (viewer: Viewer): SQL =>
    or(eq(lenders.organizationId, viewer.organization.id), eq(lenders.status, "published"))!;

  /** A funder's own user, about to change one of its listings. */
  async function funderOf(userId: string) {
    const viewer = await viewerOf(userId);
    if (viewer.organization.accountType !== "funder") throw new AppError("forbidden");
    return viewer;
  }

  async function own(viewer: Viewer, rawId: string) {
    const found = await repo.findLender(
      db,
      eq(lenders.organizationId, viewer.organization.id),
      uuidOrNotFound(rawId),
    );
    if (!found) throw new AppError("not_found");
    return found;
  }

  async function read(viewer: Viewer, id: string) {
    const found = await repo.findLender(db, visible(viewer), id);
    if (!found) throw new AppError("not_found");
    return toListing(found);
  }

  /**
   * The funders' measured response times, read again after `responseTimesTtlMs` (another process
   * may have measured) or at once after a change measured here; the kept listings follow them.
   */
  let responseTimes = { readAt: Number.NEGATIVE_INFINITY, hours: new Map<string, number>() };
  async function currentResponseTimes() {
    if (performance.now() - responseTimes.readAt < responseTimesTtlMs) return;
    responseTimes = { readAt: performance.now(), hours: await repo.measuredResponseHours(db) };
    for (const entry of kept.values())
      entry.match.responseHours = responseHoursOf(entry.row, responseTimes.hours);
  }

  /** Published listings read for matching, by id: the row and what the engine judges of it. */
  const kept = new Map<string, { row: repo.LenderRow; match: MatchListing }>();
  /** Kept in insertion order; the oldest go past `keptListings`. */
  function keep(row: repo.LenderRow) {
    kept.delete(row.id);
    kept.set(row.id, { row, match: matchListingOf(row, responseTimes.hours) });
    for (const oldest of kept.keys()) {
      if (kept.size <= keptListings) break;
      kept.delete(oldest);
    }
  }

  return {
    /** A funder's response time was measured again: matching reads them afresh. */
    responseTimesChanged() {
      responseTimes = { ...responseTimes, readAt: Number.NEGATIVE_INFINITY };
    },

    async list(userId: string, query: unknown) {
      const viewer = await viewerOf(userId);
      const { page, pageSize } = parseOrThrow(pageSchema, query ?? {});
      // A funder manages its own listings; a broker browses the published ones.
      const which =
        viewer.organization.accountType === "funder"
          ? eq(lenders.organizationId, viewer.organization.id)
          : eq(lenders.status, "published");
      const rows = await repo.listLenders(db, which, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(toListing) };
    },

    async get(userId: string, id: string) {
      return read(await viewerOf(userId), uuidOrNotFound(id));
    },

    async create(userId: string, input: unknown) {
      const viewer = await funderOf(userId);
      const values = valuesOf(parseOrThrow(listingInputSchema, input));
      const row = await repo.insertLender(db, {
        ...values,
        organizationId: viewer.organization.id,
      });
      return read(viewer, row.id);
    },

    async update(userId: string, id: string, input: unknown) {
      const viewer = await funderOf(userId);
      const { version, ...fields } = parseOrThrow(listingUpdateSchema, input);
      const current = await own(viewer, id);
      const values = valuesOf(fields);
      const changed = !sameCriteria(current.lender.criteria, values.criteria);
      const row = await repo.updateLenderAtVersion(
        db,
        viewer.organization.id,
        current.lender.id,
        version,
        { ...values, ...(changed ? { criteriaUpdatedAt: new Date() } : {}) },
      );
      if (!row) throw new AppError("version_conflict");
      if (row.status === "published" && (changed || row.currency !== current.lender.currency))
        await opts.announce?.(matchListingOf(row, responseTimes.hours));
      return read(viewer, row.id);
    },

    async remove(userId: string, id: string) {
      const viewer = await funderOf(userId);
      const current = await own(viewer, id);
      if (!(await repo.deleteLender(db, viewer.organization.id, current.lender.id)))
        throw new AppError("not_found");
    },

    /** Published listings among `ids` (what a broker may send a deal to). */
    async publishedByIds(ids: readonly string[]) {
      const rows = await repo.publishedByIds(db, ids);
      return rows.map(toListing);
    },

    /**
     * Published listings that may fit a deal (the database's part of matching), as the engine
     * takes them. The database says which (ids and versions); each listing is read once per
     * version and kept: a version is never reused, so a kept listing is never stale.
     */
    async candidatesFor(deal: {
      product: string;
      amountMinor: number;
      currency: string;
      country?: string;
    }): Promise<MatchListing[]> {
      const [found] = await Promise.all([
        repo.publishedCandidates(db, deal),
        currentResponseTimes(),
      ]);
      const missing = found
        .filter((f) => kept.get(f.id)?.row.version !== f.version)
        .map((f) => f.id);
      for (const row of missing.length ? await repo.publishedRows(db, missing) : []) keep(row);
      // A listing unpublished between the two reads is left out.
      return found.flatMap((f) => kept.get(f.id)?.match ?? []);
    },

    /** Listings `candidatesFor` just returned, as brokers see them, in the order of `ids` (kept ones are not read again). */
    async shown(ids: readonly string[]): Promise<Listing[]> {
      const missing = ids.filter((id) => !kept.has(id));
      for (const row of missing.length ? await repo.publishedRows(db, missing) : []) keep(row);
      const rows = ids.flatMap((id) => kept.get(id)?.row ?? []);
      const names = await repo.funderNames(db, [...new Set(rows.map((r) => r.organizationId))]);
      // The response time shown is the one the ranking used.
      return rows.map((lender) =>
        toListing({
          lender,
          funderName: names.get(lender.organizationId) ?? "",
          funderResponseHours: responseTimes.hours.get(lender.organizationId) ?? null,
        }),
      );
    },

    /** Publishing: only an approved funder's listings reach brokers and matching. */
    async publish(userId: string, id: string) {
      const viewer = await funderOf(userId);
      const current = await own(viewer, id);
      if (!viewer.organization.approvedAt) throw new AppError("funder_not_approved");
      if (current.lender.status === "published") return toListing(current);
      const row = await repo.updateLenderAtVersion(
        db,
        viewer.organization.id,
        current.lender.id,
        current.lender.version,
        { status: "published", publishedAt: new Date() },
      );
      if (!row) throw new AppError("version_conflict");
      await opts.announce?.(matchListingOf(row, responseTimes.hours));
      return read(viewer, row.id);
    },

    async unpublish(userId: string, id: string) {
      const viewer = await funderOf(userId);
      const current = await own(viewer, id);
      if (current.lender.status === "draft") return toListing(current);
      const row = await repo.updateLenderAtVersion(
        db,
        viewer.organization.id,
        current.lender.id,
        current.lender.version,
        { status: "draft" },
      );
      if (!row) throw new AppError("version_conflict");
      return read(viewer, row.id);
    },
  };
}

export type LenderService = ReturnType<typeof createLenderService>;
