import { and, type SQL } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import type { z } from "zod";
import {
  boardPageSize,
  boardStages,
  endedBoardStages,
  type Board,
  type BoardCard,
  type BoardChipState,
  type BoardColumnPage,
  type BoardFilters,
  type boardColumnQuerySchema,
} from "@portal/contract/deals/board-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { boardNextAction } from "@portal/contract/submissions/next-step";
import { imagePath } from "@portal/contract/images/image-schemas";
import { scopeOf } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import type { DealAccess } from "./access";
import * as repo from "./board-repo";
import { createSavedViews } from "./saved-views";
import { visibleDeals, type Viewer } from "./visibility";

/** A deal's submissions as its card's chips need them (the submissions module reads them). */
export interface FunderChipRow {
  submissionId: string;
  funderName: string;
  status: SubmissionStatus;
}
/** Each deal's submissions, in the order they were sent. */
export type BoardChips = (dealIds: string[]) => Promise<ReadonlyMap<string, FunderChipRow[]>>;
/** Unread thread messages per submission for a person of the broker's side (the threads module). */
export type BoardUnread = (
  userId: string,
  submissionIds: string[],
) => Promise<ReadonlyMap<string, number>>;

/** A submission's status as its chip shows it (contract board-schemas.ts `boardChipStates`). */
const chipStates: Record<SubmissionStatus, BoardChipState> = {
  pending: "sent",
  info_requested: "question",
  offered: "offer",
  accepted: "accepted",
  declined: "declined",
  duplicate: "declined",
  offer_withdrawn: "closed",
  borrower_declined: "closed",
  cancelled: "closed",
};

/**
 * Open stages show the longest waiting first (what needs a push); funded and the ended stages
 * the most recent first (what just happened), as a feed does.
 */
const oldestFirst = (stage: DealStatus) =>
  !(["funded", ...endedBoardStages] as DealStatus[]).includes(stage);

const encodeCursor = (key: repo.BoardKey) =>
  Buffer.from(JSON.stringify([key.at, key.id])).toString("base64url");

function decodeCursor(cursor: string): repo.BoardKey {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (
      typeof at === "string" &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === "string" &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    )
      return { at, id };
  } catch {
    // Falls through: not a cursor this API wrote.
  }
  throw new AppError("validation_failed", {
    issues: [{ path: "cursor", code: "invalidValue", message: "This value is not valid" }],
  });
}

export interface BoardNeeds {
  boardChips?: BoardChips;
  boardUnread?: BoardUnread;
}

/** One page of a column's rows after `after`, and the cursor to the next when there is one. */
async function columnPage(db: Db, where: SQL, stage: DealStatus, after?: repo.BoardKey) {
  const rows = await repo.boardCards(
    db,
    where,
    stage,
    oldestFirst(stage),
    after,
    boardPageSize + 1,
  );
  const page = rows.slice(0, boardPageSize);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > boardPageSize && last ? encodeCursor({ at: last.key, id: last.deal.id }) : null,
  };
}

/** The cards of these rows, with their chips and the viewer's unread messages. */
async function toCards(
  needs: Required<BoardNeeds>,
  viewer: Viewer,
  rows: Awaited<ReturnType<typeof repo.boardCards>>,
): Promise<BoardCard[]> {
  const chips = await needs.boardChips(rows.map((r) => r.deal.id));
  const submissionIds = [...chips.values()].flat().map((c) => c.submissionId);
  const unread = submissionIds.length
    ? await needs.boardUnread(viewer.userId, submissionIds)
    : new Map<string, number>();
  return rows.map(({ deal, key, businessName, country, ownerName, ownerAvatar }) => {
    const submissions = chips.get(deal.id) ?? [];
    return {
      id: deal.id,
      reference: deal.reference,
      status: deal.status,
      version: deal.version,
      businessName,
      product: deal.product,
      amountMinor: deal.amountMinor,
      currency: deal.currency,
      country,
      stageSince: new Date(key).toISOString(),
      owner: {
        id: deal.ownerId,
        name: ownerName ?? "",
        avatarUrl: ownerAvatar ? imagePath(ownerAvatar) : null,
      },
      funders: submissions.map((s) => ({
        submissionId: s.submissionId,
        funderName: s.funderName,
        state: chipStates[s.status],
        unread: unread.get(s.submissionId) ?? 0,
      })),
      nextAction: boardNextAction(
        deal.status,
        submissions.map((s) => ({ id: s.submissionId, ...s })),
      ),
    };
  });
}

/** The pipeline board (issue 34) and the person's saved views of it. */
export function createBoardReads(db: Db, access: DealAccess, opts: BoardNeeds) {
  const needs: Required<BoardNeeds> = {
    boardChips: opts.boardChips ?? (async () => new Map()),
    boardUnread: opts.boardUnread ?? (async () => new Map()),
  };
  const where = (viewer: Viewer, filters: BoardFilters) =>
    and(visibleDeals(viewer), ...repo.boardConditions(filters))!;

  return {
    ...createSavedViews(db, access),

    /** `GET /v1/user/deals/board`: every column's count, totals and first cards. */
    async board(userId: string, filters: BoardFilters): Promise<Board> {
      const viewer = await access.viewerOf(userId);
      const stages: DealStatus[] = [...boardStages, ...(filters.ended ? endedBoardStages : [])];
      // Unfiltered but by owner or team, the kept counts answer (decision: the board's heads).
      const heads = repo.countable(filters)
        ? await repo.countedHeads(db, viewer, filters, stages)
        : await repo.boardHeads(db, where(viewer, filters), stages);
      // A column with no deal needs no query for its cards.
      const pages = await Promise.all(
        stages.map((stage) =>
          heads.some((h) => h.status === stage)
            ? columnPage(db, where(viewer, filters), stage)
            : { rows: [], nextCursor: null },
        ),
      );
      const cards = new Map(
        (
          await toCards(
            needs,
            viewer,
            pages.flatMap((p) => p.rows),
          )
        ).map((c) => [c.id, c]),
      );
      return {
        columns: stages.map((stage, i) => {
          const mine = heads.filter((h) => h.status === stage);
          return {
            stage,
            count: mine.reduce((sum, h) => sum + h.count, 0),
            totals: mine
              .map((h) => ({ currency: h.currency, amountMinor: h.amountMinor }))
              .sort(
                (a, b) => b.amountMinor - a.amountMinor || a.currency.localeCompare(b.currency),
              ),
            cards: pages[i]!.rows.map((r) => cards.get(r.deal.id)!),
            nextCursor: pages[i]!.nextCursor,
          };
        }),
        teamView: scopeOf(viewer) !== "own",
      };
    },

    /** `GET /v1/user/deals/board/column`: a column's next page after `cursor`. */
    async boardColumn(
      userId: string,
      { stage, cursor, ...filters }: z.output<typeof boardColumnQuerySchema>,
    ): Promise<BoardColumnPage> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const viewer = await access.viewerOf(userId);
      const page = await columnPage(db, where(viewer, filters), stage, after);
      return { stage, cards: await toCards(needs, viewer, page.rows), nextCursor: page.nextCursor };
    },
  };
}
