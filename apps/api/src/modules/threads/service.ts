import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import type { DealEventSource, DealStatus } from "@portal/contract/deals/deal-states";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import {
  threadClosedReason,
  threadLinks,
  threadPageSize,
  type DealThreads,
  type Thread,
  type threadMessageInputSchema,
  type threadQuerySchema,
} from "@portal/contract/threads/thread-schemas";
import { fieldMessages } from "@portal/contract/field-messages";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { dealOwner } from "../deals/queries";
import { viewersOfDeal } from "../deals/service";
import type { DocumentService } from "../documents/service";
import type { LinkNews, ThreadNews } from "../email/service";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";
import { unreadCounts } from "./queries";
import * as repo from "./repo";

/** A submission as its thread needs it (the submissions module's row with its names). */
interface ThreadSubmission {
  submission: {
    id: string;
    dealId: string;
    funderOrganizationId: string;
    status: SubmissionStatus;
    sharedDocumentIds: string[];
    firstResponseAt: Date | null;
    brokerOrganizationId: string;
  };
  /** The brokerage that keeps the funder (an outside funder, decision 068); null on the portal. */
  funderKeptBy: string | null;
  funderName: string;
  brokerName: string;
}

/** Who reads a thread, as which side, with its deal and borrower. */
interface Access {
  found: ThreadSubmission;
  side: "broker" | "funder";
  deal: { reference: string; status: DealStatus };
  borrower: { id: string; legalName: string };
}

/**
 * What threads need of the submissions module (its service, `app.submissions`): who may read a
 * thread, and a message as a turn of the state machine. Typed here so that the modules do not
 * import each other (submissions writes messages through `threads/queries.ts`).
 */
export interface SubmissionTurns {
  threadAccess(userId: string, rawId: string): Promise<Access>;
  /**
   * The thread a secure link opens (decision 068), on the funder's side, for the address its
   * browser proved: `readerId` is `link:<address>`. Not found, 410 `link_ended`, 401
   * `code_required` as the link's page.
   */
  linkThreadAccess(
    token: string,
    browserToken: string | undefined,
  ): Promise<Access & { readerId: string }>;
  /** The addresses of an outside funder's link while it opens, and until when (null: none). */
  standingLinkOf(
    on: Executor,
    found: ThreadSubmission,
  ): Promise<{ emails: string[]; expiresOn: Date; sentBy: string } | null>;
  /** The names of the outside funder's people who wrote from its links: by `link:<address>`. */
  linkAuthorNames(found: ThreadSubmission, authorIds: string[]): Promise<Map<string, string>>;
  submissionsOfVisibleDeal(
    userId: string,
    dealId: string,
  ): Promise<{ deal: { id: string; status: DealStatus }; submissions: ThreadSubmission[] }>;
  threadTurn(
    tx: Executor,
    found: ThreadSubmission,
    side: "broker" | "funder",
    message: { body: string; documentIds: readonly string[] },
    by: { actorId: string; source: DealEventSource },
  ): Promise<{ moved: boolean }>;
  responseTimesChanged(): void;
}

export interface ThreadContext {
  db: Db;
  submissions: SubmissionTurns;
  documents: DocumentService;
  /** Mails the other side of a message (queued through `on`). */
  tellOtherSide?: (on: Executor, to: string, news: ThreadNews) => Promise<unknown>;
  /** Mails an outside funder's people of the broker's message: they answer from their link. */
  tellLinkFunder?: (on: Executor, to: string, news: LinkNews, sender: string) => Promise<unknown>;
  publicUrl?: string;
}

function encodeCursor(row: repo.MessageRow) {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [at = "", id = ""] = Buffer.from(cursor, "base64url").toString().split("|");
  if (Number.isNaN(new Date(at).getTime()) || !isUuid(id))
    throw new AppError("validation_failed", {
      issues: [{ path: "before", code: "invalidValue", message: "This value is not valid" }],
    });
  return { at, id };
}

const attachmentIssue = () =>
  new AppError("validation_failed", {
    issues: [
      {
        path: "documentIds",
        code: "attachmentNotOfDeal",
        message: "Attach only documents of this deal.",
      },
    ],
  });

const linkAttachmentIssue = () =>
  new AppError("validation_failed", {
    issues: [
      {
        path: "documentIds",
        code: "linkNoAttachments",
        message: fieldMessages.linkNoAttachments,
      },
    ],
  });

/**
 * A conversation per deal and funder (issue 34). Who reads and writes a thread is the submissions
 * module's rule (`threadAccess`): the broker's side is whoever may see the deal, the funder's side
 * the members of the funder it was sent to; anyone else reads not found.
 */
async function present(
  ctx: ThreadContext,
  userId: string,
  access: Access,
  before: { at: string; id: string } | undefined,
): Promise<Thread> {
  const { found, side, deal, borrower } = access;
  const s = found.submission;
  const [rows, otherReadAt] = await Promise.all([
    repo.listPage(ctx.db, s.id, before, threadPageSize + 1),
    repo.otherSideReadAt(ctx.db, s.id, s.funderOrganizationId, side),
  ]);
  const page = rows.slice(0, threadPageSize);
  const attached = [...new Set(page.flatMap((m) => m.documentIds))];
  // An outside funder's people wrote from its links (`link:<address>`): their contact names.
  const fromLinks = [
    ...new Set(page.map((m) => m.authorId).filter((id) => id.startsWith("link:"))),
  ];
  const [documents, linkNames] = await Promise.all([
    attached.length ? ctx.documents.ofBorrower(borrower.id, attached) : [],
    fromLinks.length
      ? ctx.submissions.linkAuthorNames(found, fromLinks)
      : new Map<string, string>(),
  ]);
  const names = new Map(documents.map((d) => [d.id, d.fileName]));
  return {
    submissionId: s.id,
    dealId: s.dealId,
    side,
    funderName: found.funderName,
    brokerName: found.brokerName,
    businessName: borrower.legalName,
    reference: deal.reference,
    status: s.status,
    closedReason: threadClosedReason(s.status, deal.status),
    messages: page.reverse().map((m) => ({
      id: m.id,
      side: m.side,
      authorName: m.authorName ?? linkNames.get(m.authorId) ?? null,
      mine: m.authorId === userId,
      body: m.body,
      documents: m.documentIds.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
      createdAt: m.createdAt.toISOString(),
      read: m.side === side && otherReadAt !== null && m.createdAt <= otherReadAt,
    })),
    olderCursor: rows.length > threadPageSize ? encodeCursor(page[0]!) : null,
  };
}

/** The audience's open pages read the thread (and the deal, the board, the inbox) again. */
async function announce(tx: Executor, s: { dealId: string; funderOrganizationId: string }) {
  const viewers = await viewersOfDeal(tx, s.dealId);
  if (viewers.length > 0)
    await notifications.publish(tx, { userIds: viewers }, [dealTopic(s.dealId), "deals"]);
  await notifications.publish(tx, { organizationId: s.funderOrganizationId }, ["inbox"]);
}

/** The other side is told of a message in the bell and by mail, naming the business. */
async function tellOtherSide(ctx: ThreadContext, tx: Executor, access: Access, writerId: string) {
  const s = access.found.submission;
  const owner = await dealOwner(tx, s.dealId);
  if (!owner) return;
  const about = { reference: owner.reference, businessName: owner.businessName };
  const mailTo = async (to: string, fromName: string, link: string) => {
    if (ctx.tellOtherSide)
      await ctx.tellOtherSide(tx, to, {
        ...about,
        fromName,
        link: `${ctx.publicUrl ?? ""}${link}`,
      });
  };
  if (access.side === "funder") {
    if (owner.ownerId === writerId) return;
    const link = threadLinks.broker(s.dealId, s.id);
    await notifications.notify(
      tx,
      [owner.ownerId],
      { kind: "funder_message", params: { ...about, funderName: access.found.funderName }, link },
      [dealTopic(s.dealId)],
    );
    await mailTo(owner.email, access.found.funderName, link);
  } else {
    const link = threadLinks.funder(s.id);
    const members = await organizations.activeMemberIds(tx, s.funderOrganizationId);
    await notifications.notify(
      tx,
      members.filter((id) => id !== writerId),
      { kind: "broker_message", params: { ...about, brokerName: access.found.brokerName }, link },
      ["inbox"],
    );
    for (const to of await organizations.memberEmails(tx, s.funderOrganizationId))
      await mailTo(to, access.found.brokerName, link);
    if (access.found.funderKeptBy !== null) await tellLinkFunder(ctx, tx, access, about);
  }
}

/** An outside funder (no members) hears of the broker's message at its link's addresses. */
async function tellLinkFunder(
  ctx: ThreadContext,
  tx: Executor,
  access: Access,
  about: { reference: string; businessName: string },
) {
  const standing = await ctx.submissions.standingLinkOf(tx, access.found);
  if (!standing || !ctx.tellLinkFunder) return;
  const news = {
    ...about,
    news: "message" as const,
    brokerName: access.found.brokerName,
    expiresOn: standing.expiresOn,
  };
  for (const to of standing.emails) await ctx.tellLinkFunder(tx, to, news, standing.sentBy);
}

/** The person read the thread: its messages' (and question's) notifications are read too. */
async function markReadIn(tx: Executor, userId: string, access: Access) {
  const s = access.found.submission;
  await repo.markRead(tx, s.id, userId);
  if (access.side === "broker")
    await notifications.markReadOfLink(
      tx,
      userId,
      ["funder_message", "question_asked"],
      threadLinks.broker(s.dealId, s.id),
    );
  else await notifications.markReadOfLink(tx, userId, ["broker_message"], threadLinks.funder(s.id));
}

/** Attachments: the deal's documents for the broker, those shared with it for the funder. */
async function checkAttachments(ctx: ThreadContext, access: Access, ids: readonly string[]) {
  if (ids.length === 0) return;
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (access.side === "funder") {
    const shared = access.found.submission.sharedDocumentIds;
    if (!wanted.every((id) => shared.includes(id))) throw attachmentIssue();
  }
  const found = await ctx.documents.ofBorrower(access.borrower.id, wanted);
  if (found.length !== wanted.length) throw attachmentIssue();
  return wanted;
}

/** A secure link's thread (decision 068): its funder's side, for the address the browser proved. */
function linkThreads(ctx: ThreadContext) {
  const { db, submissions } = ctx;
  return {
    /** `GET /v1/link/{token}/thread`: the thread of the deal a secure link opens (decision 068). */
    async getFromLink(
      token: string,
      browserToken: string | undefined,
      query: z.output<typeof threadQuerySchema>,
    ) {
      const access = await submissions.linkThreadAccess(token, browserToken);
      return present(ctx, access.readerId, access, decodeCursor(query.before));
    },

    /**
     * `POST /v1/link/{token}/messages`: the outside funder writes as its on-portal peers do (its
     * question where it may ask, refused on a closed thread), recorded as `link:<address>` with
     * the source `link`. It attaches nothing: the deal's documents are the broker's to share.
     */
    async writeFromLink(
      token: string,
      browserToken: string | undefined,
      input: z.output<typeof threadMessageInputSchema>,
    ) {
      const access = await submissions.linkThreadAccess(token, browserToken);
      const s = access.found.submission;
      const reason = threadClosedReason(s.status, access.deal.status);
      if (reason) throw new AppError("thread_closed", { details: { reason } });
      if (input.documentIds.length > 0) throw linkAttachmentIssue();
      const by = { actorId: access.readerId, source: "link" as const };
      await db.transaction(async (tx) => {
        const message = { body: input.body, documentIds: [] };
        const { moved } = await submissions.threadTurn(tx, access.found, "funder", message, by);
        if (!moved) await tellOtherSide(ctx, tx, access, access.readerId);
        await announce(tx, s);
      });
      if (!s.firstResponseAt) submissions.responseTimesChanged();
      const now = await submissions.linkThreadAccess(token, browserToken);
      return present(ctx, now.readerId, now, undefined);
    },
  };
}

export function createThreadService(ctx: ThreadContext) {
  const { db, submissions } = ctx;

  return {
    ...linkThreads(ctx),

    /** `GET /v1/threads/{id}`: the newest page, the newest last; older pages with `before`. */
    async get(userId: string, rawId: string, query: z.output<typeof threadQuerySchema>) {
      const access = await submissions.threadAccess(userId, rawId);
      return present(ctx, userId, access, decodeCursor(query.before));
    },

    /**
     * `POST /v1/threads/{id}/messages`: one message, refused on a closed thread. A funder's
     * message where it may ask is its question, the broker's while one waits is the answer.
     */
    async write(
      userId: string,
      rawId: string,
      input: z.output<typeof threadMessageInputSchema>,
      source: DealEventSource,
    ) {
      const access = await submissions.threadAccess(userId, rawId);
      const s = access.found.submission;
      const reason = threadClosedReason(s.status, access.deal.status);
      if (reason) throw new AppError("thread_closed", { details: { reason } });
      const documentIds = (await checkAttachments(ctx, access, input.documentIds)) ?? [];
      await db.transaction(async (tx) => {
        const { moved } = await submissions.threadTurn(
          tx,
          access.found,
          access.side,
          { body: input.body, documentIds },
          { actorId: userId, source },
        );
        // A funder's question tells the broker as the move does (question_asked and its mail).
        if (!(moved && access.side === "funder")) await tellOtherSide(ctx, tx, access, userId);
        await markReadIn(tx, userId, access);
        await announce(tx, s);
      });
      if (access.side === "funder" && !s.firstResponseAt) submissions.responseTimesChanged();
      return present(ctx, userId, await submissions.threadAccess(userId, rawId), undefined);
    },

    /** `POST /v1/threads/{id}/read`: read up to now; the other side's "Read" marks follow. */
    async markRead(userId: string, rawId: string) {
      const access = await submissions.threadAccess(userId, rawId);
      await db.transaction(async (tx) => {
        await markReadIn(tx, userId, access);
        await announce(tx, access.found.submission);
      });
    },

    /** `GET /v1/user/deal/{id}/threads`: each funder the deal went to, its last message and unread. */
    async listForDeal(userId: string, dealId: string): Promise<DealThreads> {
      const { deal, submissions: sent } = await submissions.submissionsOfVisibleDeal(
        userId,
        dealId,
      );
      const ids = sent.map((n) => n.submission.id);
      const [last, unread] = await Promise.all([
        repo.lastMessages(db, ids),
        unreadCounts(db, userId, "broker", ids),
      ]);
      const lastOf = new Map(last.map((m) => [m.submissionId, m]));
      return {
        items: sent.map(({ submission: s, funderName }) => {
          const m = lastOf.get(s.id);
          return {
            submissionId: s.id,
            funderName,
            status: s.status,
            closedReason: threadClosedReason(s.status, deal.status),
            lastMessage: m
              ? { side: m.side, body: m.body, createdAt: m.createdAt.toISOString() }
              : null,
            unread: unread.get(s.id) ?? 0,
          };
        }),
      };
    },
  };
}

export type ThreadService = ReturnType<typeof createThreadService>;
