import type { z } from "zod";
import type { linkAccountSchema } from "@portal/contract/funder-links/funder-link-schemas";
import type {
  FunderSubmission,
  fundedSchema,
} from "@portal/contract/submissions/submission-schemas";
import type {
  Thread,
  threadMessageInputSchema,
  threadQuerySchema,
} from "@portal/contract/threads/thread-schemas";
import { AppError } from "../../lib/app-error";
import type { IdentityService } from "../identity/service";
import * as organizations from "../organizations/service";
import type { Named, SubmissionContext } from "./context";
import type { FunderMove } from "./funder-moves";
import { standingLink, visitLink } from "./link-access";
import * as linkRepo from "./link-repo";
import { linkActor } from "./moves";
import type { TermSheets } from "./term-sheet";

/** The thread of a secure link, read and written by the threads module (it registers after submissions). */
export type LinkThreadRead = (
  token: string,
  browserToken: string | undefined,
  query: z.output<typeof threadQuerySchema>,
) => Promise<Thread>;
export type LinkThreadWrite = (
  token: string,
  browserToken: string | undefined,
  input: z.output<typeof threadMessageInputSchema>,
) => Promise<Thread>;

/** What the moves of a link need besides the submissions' context. */
export interface LinkMoveDeps {
  /** A funder's move on the visit's submission, as `link:<address>` (funder-moves.ts). */
  moveFromLink(
    found: Awaited<ReturnType<typeof visitLink>>["found"],
    email: string,
    move: FunderMove,
  ): Promise<FunderSubmission>;
  /** The money went out, said from the link (funder-moves.ts). */
  fundedFromLink(
    found: Awaited<ReturnType<typeof visitLink>>["found"],
    input: z.output<typeof fundedSchema>,
  ): Promise<FunderSubmission>;
  sheets: Pick<TermSheets, "ofSubmission">;
  /** The identity module's accounts made by the portal (a verified address, sign-up's password rules). */
  accounts: Pick<IdentityService, "prepareAccount" | "insertPreparedAccount">;
}

/**
 * What an outside funder does from its secure link (issue 39, docs/decisions/068), in the same
 * place and by the same rules as a funder on the portal: decline with a reason, offer, revise or
 * withdraw the offer, download the term sheet (its thread is the threads module's), and "Create an
 * account to keep these deals". Each begins with the link's visit: unknown token 404, an ended link
 * 410 `link_ended`, a browser that has not proved an address of the link 401 `code_required`.
 */
export function createLinkMoves(ctx: SubmissionContext, deps: LinkMoveDeps) {
  return {
    /** Decline, offer, revise, withdraw the offer: the funder's own moves and refusals. */
    async move(token: string, browserToken: string | undefined, move: FunderMove) {
      const { found, email } = await visitLink(ctx, token, browserToken);
      return deps.moveFromLink(found, email, move);
    },

    /** Once the broker accepted its offer: the money went out, as a funder on the portal says it. */
    async funded(
      token: string,
      browserToken: string | undefined,
      input: z.output<typeof fundedSchema>,
    ) {
      const { found } = await visitLink(ctx, token, browserToken);
      return deps.fundedFromLink(found, input);
    },

    /**
     * The term sheet of the offer that stands (or was accepted), in the broker's language, as the
     * funder's own route gives it; the download is in the link's log for the broker.
     */
    async termSheet(token: string, browserToken: string | undefined) {
      const { link, found, email } = await visitLink(ctx, token, browserToken);
      const sheet = await deps.sheets.ofSubmission(found);
      await linkRepo.insertEvent(ctx.db, {
        linkId: link.id,
        kind: "downloaded",
        email,
        documentName: sheet.fileName,
      });
      return sheet;
    },

    /**
     * "Create an account to keep these deals": an account for the address the code proved (marked
     * verified), owner of the outside funder's organization, which stops being kept by the
     * brokerage and awaits an operator's approval; its listing becomes its own draft. The deals
     * sent to it were always its submissions: once approved, its inbox holds them. The brokerage's
     * contact still points at it (My funders says it joined), and the link keeps working until it
     * ends. 422 `email_already_exists` when the address has an account (sign in and ask the
     * broker); 409 `conflict` when the organization was claimed already.
     */
    async createAccount(
      token: string,
      browserToken: string | undefined,
      input: z.output<typeof linkAccountSchema>,
    ) {
      const { found, email } = await visitLink(ctx, token, browserToken);
      const organizationId = found.submission.funderOrganizationId;
      if (found.funderKeptBy === null) throw new AppError("conflict");
      const account = await deps.accounts.prepareAccount({
        email,
        name: input.name,
        password: input.password,
      });
      await ctx.db.transaction(async (tx) => {
        const userId = await deps.accounts.insertPreparedAccount(tx, account);
        await organizations.claimKeptOrganization(tx, organizationId, userId);
        await ctx.lenders.releaseKeptListings(tx, organizationId);
      });
      return { email: account.email, organizationId, organizationName: found.funderName };
    },
  };
}

export type LinkMoves = ReturnType<typeof createLinkMoves>;

/** The submissions' side of a secure link's thread (threads/service.ts reads and writes it). */
export function createLinkThreadTurns(ctx: SubmissionContext) {
  return {
    /** Where an outside funder hears of the broker's message (`standingLink`). */
    standingLinkOf: standingLink,

    /**
     * The thread a secure link opens (decision 068): the funder's side, for the address the
     * browser proved (`link:<address>`). The link's rules first: not found, 410 `link_ended`
     * (revoked, expired, or the broker withdrew the deal), 401 `code_required`.
     */
    async linkThreadAccess(token: string, browserToken: string | undefined) {
      const { found, email } = await visitLink(ctx, token, browserToken);
      const deal = await ctx.deals.find(ctx.db, found.submission.dealId);
      if (!deal) throw new AppError("not_found");
      return {
        found,
        side: "funder" as const,
        deal: deal.deal,
        borrower: deal.borrower,
        readerId: linkActor(email),
      };
    },

    /**
     * The names of the outside funder's people who wrote from its links (`link:<address>`): the
     * brokerage's contact names them; an address no longer on it is shown as itself.
     */
    async linkAuthorNames(found: Named, authorIds: string[]) {
      const s = found.submission;
      const contact = await ctx.lenders.contactOf(s.funderOrganizationId, s.brokerOrganizationId);
      const people = new Map(
        contact?.people.map((p) => [linkActor(p.email.toLowerCase()), p.name]),
      );
      return new Map(authorIds.map((id) => [id, people.get(id) ?? id.slice("link:".length)]));
    },
  };
}
