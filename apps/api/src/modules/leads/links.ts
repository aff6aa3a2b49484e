import type { z } from "zod";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@portal/db/database";
import type {
  crmLeadSchema,
  publicLeadSchema,
  LeadLink,
  PublicLeadForm,
} from "@portal/contract/leads/lead-schemas";
import {
  honeypotField,
  publicLeadDailyCap,
  publicLeadMaxAgeMs,
  publicLeadMinFillMs,
} from "@portal/contract/leads/lead-options";
import { isUniqueViolation } from "@portal/db/errors";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import { AppError } from "../../lib/app-error";
import type { DealService } from "../deals/service";
import { notify } from "../notifications/service";
import * as organizations from "../organizations/service";
import { storedFields } from "./present";
import * as repo from "./repo";

export interface LeadLinkOptions {
  /** Signs the public form's token (when it was shown). */
  secret: string;
  log: { warn: (o: object, msg: string) => void };
  /** Refuses a change for a person whose organization is read-only (billing, decision 050). */
  assertWritable: (userId: string) => Promise<void>;
  /** A form sent sooner after it was shown is a bot's (config LEAD_FORM_MIN_FILL_MS; 3 s). */
  minFillMs?: number;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString("base64url");

const sign = (secret: string, token: string, shownAt: number) =>
  createHmac("sha256", secret).update(`lead-form:${token}:${shownAt}`).digest("base64url");

/** How long ago the form was shown, from its signed token (undefined: not one of ours). */
function formTokenAge(secret: string, token: string, formToken: string): number | undefined {
  const [at = "", mac = ""] = formToken.split(".");
  const shownAt = Number(at);
  if (!Number.isSafeInteger(shownAt)) return undefined;
  const expected = Buffer.from(sign(secret, token, shownAt));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Date.now() - shownAt;
}

/**
 * The broker's public quick-application link and what arrives through it, and leads from the
 * CRM (docs/decisions/044). The public form never tells anything about anyone else: its answer is
 * the same whether the client is new, a duplicate, a bot caught by the honeypot or over the
 * link's daily cap.
 */
export function createLeadLinks(db: Db, deals: DealService, opts: LeadLinkOptions) {
  /** The link's broker while they still work for its organization and may sign in. */
  async function brokerOf(token: string) {
    if (!tokenPattern.test(token)) throw new AppError("not_found");
    const link = await repo.findLinkByToken(db, token);
    const membership = link && (await organizations.getMembership(db, link.userId));
    if (!link || !membership || membership.disabledAt) throw new AppError("not_found");
    if (membership.organization.id !== link.organizationId) throw new AppError("not_found");
    return { link, membership };
  }

  async function ownLink(userId: string): Promise<LeadLink> {
    return { token: (await repo.findLinkOfUser(db, userId))?.token ?? null };
  }

  return {
    ownLink,

    /** A new link (the old one, if any, stops working at once). */
    async regenerateLink(userId: string): Promise<LeadLink> {
      const viewer = await deals.viewerOf(userId);
      if (viewer.accountType === "funder") throw new AppError("forbidden");
      await repo.putLink(db, userId, viewer.organizationId, newToken());
      return ownLink(userId);
    },

    async revokeLink(userId: string): Promise<LeadLink> {
      await repo.deleteLink(db, userId);
      return ownLink(userId);
    },

    async publicForm(token: string): Promise<PublicLeadForm> {
      const { link, membership } = await brokerOf(token);
      const names = await repo.memberNames(db, link.organizationId);
      const shownAt = Date.now();
      return {
        brokerName: names.get(link.userId) ?? "",
        organizationName: membership.organization.name,
        formToken: `${shownAt}.${sign(opts.secret, token, shownAt)}`,
      };
    },

    async publicSubmit(
      token: string,
      input: z.output<typeof publicLeadSchema>,
    ): Promise<{ received: true }> {
      const { link } = await brokerOf(token);
      const { formToken, [honeypotField]: honeypot, ...fields } = input;
      const age = formTokenAge(opts.secret, token, formToken);
      if (age === undefined || age > publicLeadMaxAgeMs)
        throw new AppError("validation_failed", {
          issues: [toFieldIssue(["formToken"], "invalidValue")],
        });
      const received = { received: true as const };
      // A bot: the hidden field filled, or the form sent sooner than a person could fill it.
      if (honeypot || age < (opts.minFillMs ?? publicLeadMinFillMs)) return received;
      const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
      if ((await repo.countPublicLeadsSince(db, link.userId, since)) >= publicLeadDailyCap) {
        opts.log.warn({ userId: link.userId }, "a quick-application link is over its daily cap");
        return received;
      }
      await db.transaction(async (tx) => {
        const [row] = await repo.insertLeads(tx, [
          {
            ...storedFields(fields),
            organizationId: link.organizationId,
            assigneeId: link.userId,
            source: "public_link",
          },
        ]);
        await repo.insertActivity(tx, { leadId: row!.id, kind: "created" });
        await notify(tx, [link.userId], {
          kind: "lead_arrived",
          params: { name: row!.companyName ?? row!.contactName },
          link: `/leads/${row!.id}`,
        });
      });
      return received;
    },
  };
}

/** `POST /v1/zoho-webhook/leads`: the CRM's lead for the broker it names (idempotent by its id). */
/**
 * A lead from the CRM. A read-only organization's are refused (402, decision 050): the CRM shows
 * the failed delivery and can send the lead again once the brokerage pays; one already taken is
 * still acknowledged.
 */
export async function leadFromCrm(
  db: Db,
  { externalId, brokerEmail, ...fields }: z.output<typeof crmLeadSchema>,
  assertWritable: LeadLinkOptions["assertWritable"],
) {
  const userId = await organizations.userIdByEmail(db, brokerEmail);
  const membership = userId && (await organizations.getMembership(db, userId));
  if (!userId || !membership || membership.disabledAt) throw new AppError("not_found");
  if (membership.organization.accountType === "funder") throw new AppError("not_found");
  const organizationId = membership.organization.id;
  const existing = await repo.findLeadByExternalId(db, organizationId, externalId);
  if (existing) return { id: existing.id, created: false };
  await assertWritable(userId);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await repo.insertLeads(tx, [
        { ...storedFields(fields), organizationId, assigneeId: userId, source: "crm", externalId },
      ]);
      await repo.insertActivity(tx, { leadId: row!.id, kind: "created" });
      return row!.id;
    });
    return { id, created: true };
  } catch (error) {
    // The same CRM lead sent twice at once: the other request made it first (the unique index).
    if (!isUniqueViolation(error)) throw error;
    const made = await repo.findLeadByExternalId(db, organizationId, externalId);
    if (!made) throw error;
    return { id: made.id, created: false };
  }
}
