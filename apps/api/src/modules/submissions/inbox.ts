import type { z } from "zod";
import {
  inboxPageSize,
  inboxTabs,
  type InboxChoices,
  type InboxItem,
  type InboxPage,
  type inboxQuerySchema,
  type InboxTab,
} from "@portal/contract/submissions/inbox-schemas";
import { AppError } from "../../lib/app-error";
import * as organizations from "../organizations/service";
import { unreadCounts } from "../threads/queries";
import type { SubmissionContext } from "./context";
import * as repo from "./inbox-repo";

type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The reader's membership of a funder organization (any role): 403 for anyone else's account. */
export async function funderMembership(ctx: Pick<SubmissionContext, "db">, userId: string) {
  const membership = await organizations.getMembership(ctx.db, userId);
  if (!membership) throw new AppError("profile_not_found");
  if (membership.organization.accountType !== "funder") throw new AppError("forbidden");
  return membership;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a cursor must hold for each sort's key. */
const keyShapes = {
  age: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
  amount: /^\d{1,16}$/,
  // A legal name is at most 200 characters; lower case may lengthen a few.
  business: /^[^\p{Cc}]{0,400}$/u,
  reference: /^[^\p{Cc}]{0,100}$/u,
} as const;

/** A cursor names its tab, sort and direction: one written for another order is refused. */
const encodeCursor = (query: InboxQuery, row: repo.InboxRow) =>
  Buffer.from(JSON.stringify([query.tab, query.sort, query.dir, row.key, row.id])).toString(
    "base64url",
  );

function decodeCursor(query: InboxQuery, cursor: string): repo.InboxKey {
  try {
    const [tab, sort, dir, key, id] = JSON.parse(
      Buffer.from(cursor, "base64url").toString(),
    ) as unknown[];
    if (
      tab === query.tab &&
      sort === query.sort &&
      dir === query.dir &&
      typeof key === "string" &&
      keyShapes[query.sort].test(key) &&
      (query.sort !== "age" || !Number.isNaN(Date.parse(key))) &&
      typeof id === "string" &&
      uuid.test(id)
    )
      return { key, id };
  } catch {
    // Falls through: not a cursor this API wrote.
  }
  throw new AppError("validation_failed", {
    issues: [{ path: "cursor", code: "invalidValue", message: "This value is not valid" }],
  });
}

/** An inbox row as the item the funder reads; a withdrawn deal keeps no business (decision 021). */
function itemOf(row: repo.InboxRow, unread: number): InboxItem {
  const withdrawn = row.status === "cancelled";
  return {
    id: row.id,
    reference: row.reference,
    businessName: withdrawn ? null : row.businessName,
    product: row.product,
    amountMinor: row.amountMinor,
    currency: row.currency,
    country: withdrawn ? null : row.country,
    brokerId: row.brokerId,
    brokerName: row.brokerName ?? "",
    listingId: row.listingId,
    listingName: row.listingName,
    status: row.status,
    funded: row.status === "accepted" && row.dealStatus === "funded",
    tab: row.tab,
    sentAt: row.sentAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    awaitingReplySince: row.awaitingReplySince?.toISOString() ?? null,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName } : null,
    // The thread of a withdrawn deal went with it (decision 021): nothing there to read.
    unread: withdrawn ? 0 : unread,
  };
}

/**
 * The funder's inbox: one tab's page in the chosen order (keyset, ties by id), every tab's count
 * under the same filters (up to a bound), each item's unread broker messages for the reader, and the funder's
 * response target. Any member of the funder organization reads it; nobody else.
 */
export function createInbox(ctx: SubmissionContext) {
  return {
    async inbox(userId: string, query: InboxQuery): Promise<InboxPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query, query.cursor);
      const { organization } = await funderMembership(ctx, userId);
      const { tab, sort, dir, cursor: _c, assignee, search, ...rest } = query;
      const filters: repo.InboxFilters = {
        ...rest,
        ...(search ? { search } : {}),
        ...(assignee ? { assignee: assignee === "me" ? userId : assignee } : {}),
      };
      const [rows, counted] = await Promise.all([
        repo.inboxRows(
          ctx.db,
          organization.id,
          tab,
          filters,
          { sort, dir },
          after,
          inboxPageSize + 1,
        ),
        repo.inboxCounts(ctx.db, organization.id, filters),
      ]);
      const page = rows.slice(0, inboxPageSize);
      const unread = await unreadCounts(
        ctx.db,
        userId,
        "funder",
        page.filter((r) => r.status !== "cancelled").map((r) => r.id),
      );
      const last = page.at(-1);
      return {
        items: page.map((row) => itemOf(row, unread.get(row.id) ?? 0)),
        counts: Object.fromEntries(inboxTabs.map((t) => [t, counted.get(t)!.total])) as Record<
          InboxTab,
          number
        >,
        countIsCapped: Object.fromEntries(
          inboxTabs.map((t) => [t, counted.get(t)!.totalIsCapped]),
        ) as Record<InboxTab, boolean>,
        nextCursor: rows.length > inboxPageSize && last ? encodeCursor(query, last) : null,
        responseTargetHours: organization.responseTargetHours,
      };
    },

    /** The brokers and listings the inbox's filters offer (any member of the funder). */
    async inboxChoices(userId: string): Promise<InboxChoices> {
      const { organization } = await funderMembership(ctx, userId);
      return repo.inboxChoices(ctx.db, organization.id);
    },
  };
}
