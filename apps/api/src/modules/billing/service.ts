import type { z } from "zod";
import type { FastifyBaseLogger } from "fastify";
import { may } from "@portal/contract/team/team-options";
import type {
  billingCheckoutSchema,
  BillingOverview,
  BillingStatus,
} from "@portal/contract/billing/billing-schemas";
import type { Db, Executor } from "@portal/db/database";
import type { BillingSettings } from "../../config/env";
import { AppError } from "../../lib/app-error";
import type { TrialEnding } from "../email/service";
import type { JobQueue } from "../../jobs/queue";
import * as organizations from "../organizations/service";
import type { BillingProvider } from "./provider";
import * as repo from "./repo";
import { liveStatuses, stateOf, statusOf, unbilledStatus } from "./standing";

type Membership = NonNullable<Awaited<ReturnType<typeof organizations.getMembership>>>;

export interface BillingDeps {
  settings: BillingSettings;
  /** Null when billing is off (no provider configured). */
  provider: BillingProvider | null;
  publicUrl: string;
  jobs: JobQueue;
  sendTrialReminder: (on: Executor, to: string, t: TrialEnding) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/** A billed organization: a brokerage (an individual is one too), not a funder; its people not operators. */
async function billedMembership(db: Db, userId: string) {
  const membership = await organizations.getMembership(db, userId);
  if (!membership) throw new AppError("profile_not_found");
  const billed =
    membership.organization.accountType !== "funder" &&
    !(await organizations.isOperator(db, userId));
  return { membership, billed };
}

/** What a status shows besides the account's row: the banner's days, rights and test mode. */
const shown = (deps: BillingDeps, provider: BillingProvider, canManage: boolean) => ({
  bannerDays: deps.settings.bannerDays,
  canManage,
  testMode: provider.testMode,
});

/**
 * The portal's copy of the provider's state: the row (made on first use), a read of the provider
 * kept (an older read never wins), and the seat job that brings the plan's quantity to the members.
 */
function providerCopy(db: Db, deps: BillingDeps) {
  const { settings, provider } = deps;
  const account = (organizationId: string) =>
    repo.ensureAccount(db, organizationId, settings.trialDays);

  async function sync(organizationId: string, customerId: string) {
    if (!provider) return;
    const readAt = new Date();
    const state = await provider.account(customerId);
    await repo.saveProviderState(db, organizationId, state, readAt);
    const s = state.subscription;
    if (s && liveStatuses.includes(s.status)) {
      const members = (await organizations.activeMemberIds(db, organizationId)).length;
      if (members !== s.seats) await queueSeats(db, { organizationId });
    }
  }

  const queueSeats = deps.jobs.define<{ organizationId: string }>(
    "billing-seats",
    async ({ organizationId }) => {
      const row = await account(organizationId);
      if (!provider || !row.subscriptionId || !row.customerId) return;
      if (!row.status || !liveStatuses.includes(row.status)) return;
      const members = (await organizations.activeMemberIds(db, organizationId)).length;
      await provider.setSeats(row.subscriptionId, Math.max(1, members));
      await sync(organizationId, row.customerId);
    },
  );
  return { account, sync, queueSeats };
}

/**
 * Billing (docs/decisions/041-billing.md): the trial, the plan bought through the provider's hosted
 * pages, its copy kept from the provider's events, seats following the members, and read-only once
 * a trial or plan ends without one in force.
 */
export function createBillingService(db: Db, deps: BillingDeps) {
  const { provider } = deps;
  const { account, sync, queueSeats } = providerCopy(db, deps);

  async function manager(userId: string) {
    const { membership, billed } = await billedMembership(db, userId);
    if (!billed) throw new AppError("not_billed");
    if (!may(membership.role, "changeBilling")) throw new AppError("forbidden");
    if (!provider) throw new AppError("billing_off");
    return { membership, provider, row: await account(membership.organization.id) };
  }

  async function status(userId: string): Promise<BillingStatus> {
    const { membership, billed } = await billedMembership(db, userId);
    if (!billed) return unbilledStatus("not_billed");
    if (!provider) return unbilledStatus("off");
    const canManage = may(membership.role, "changeBilling");
    const row = await account(membership.organization.id);
    return statusOf(row, new Date(), shown(deps, provider, canManage));
  }

  return {
    enabled: provider !== null,
    status,
    overview: async (userId: string) => overview(db, deps, await manager(userId)),

    /** `POST /v1/billing/checkout`: the hosted Checkout for a first plan (or one after a lapse). */
    async checkout(userId: string, { interval }: z.output<typeof billingCheckoutSchema>) {
      const { membership, provider: p, row } = await manager(userId);
      if (row.status && liveStatuses.includes(row.status)) throw new AppError("already_subscribed");
      const customerId = row.customerId ?? (await newCustomer(db, p, membership, userId));
      const seats = (await organizations.activeMemberIds(db, membership.organization.id)).length;
      const back = `${deps.publicUrl}/settings/billing`;
      const url = await p.checkoutUrl({
        customerId,
        organizationId: membership.organization.id,
        interval,
        seats,
        successUrl: `${back}?checkout=done`,
        cancelUrl: `${back}?checkout=cancelled`,
      });
      return { url };
    },

    /** `POST /v1/billing/portal`: the hosted Billing Portal (plan, card, address, cancel). */
    async portal(userId: string) {
      const { provider: p, row } = await manager(userId);
      if (!row.customerId || !row.subscriptionId) throw new AppError("no_subscription");
      return {
        url: await p.portalUrl({
          customerId: row.customerId,
          returnUrl: `${deps.publicUrl}/settings/billing`,
        }),
      };
    },

    /** `POST /v1/billing/refresh`: reads the provider's state now (on return from its pages). */
    async refresh(userId: string) {
      const managed = await manager(userId);
      const { id } = managed.membership.organization;
      if (managed.row.customerId) await sync(id, managed.row.customerId);
      return overview(db, deps, { ...managed, row: await account(id) });
    },

    /**
     * `POST /v1/billing/webhook`: a provider event, its signature checked over the raw body. Each
     * event id is handled once; the state is read again from the provider rather than taken from
     * the event, so events arriving out of order or repeated leave the provider's latest state.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      if (!provider) throw new AppError("not_found");
      const event = provider.verifyEvent(rawBody, signature);
      if (await repo.eventSeen(db, event.id)) return { received: true, duplicate: true };
      const row = event.customerId ? await repo.findByCustomer(db, event.customerId) : undefined;
      if (row?.customerId) await sync(row.organizationId, row.customerId);
      const first = await repo.recordEvent(db, event.id, event.type);
      return { received: true, duplicate: !first };
    },

    /** The team's member changes: the plan's seats follow (a job, retried until the provider agrees). */
    async membersChanged(on: Executor, organizationId: string) {
      if (provider) await queueSeats(on, { organizationId });
    },

    /** Refuses a change when the person's organization is read-only. */
    async assertWritable(userId: string) {
      if (!provider) return;
      const membership = await organizations.getMembership(db, userId);
      if (!membership || membership.organization.accountType === "funder") return;
      const row = await account(membership.organization.id);
      if (stateOf(row, new Date()) !== "read_only") return;
      if (await organizations.isOperator(db, userId)) return;
      throw new AppError("billing_read_only");
    },

    sweepTrialReminders: () => sweepTrialReminders(db, deps),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

async function newCustomer(db: Db, p: BillingProvider, membership: Membership, userId: string) {
  const [email] = await organizations.billingContacts(db, membership.organization.id);
  const customerId = await p.createCustomer({
    organizationId: membership.organization.id,
    name: membership.organization.name,
    email: email ?? userId,
  });
  await repo.setCustomer(db, membership.organization.id, customerId);
  return customerId;
}

/** The Billing page of a manager's organization (`manager` checked who may see it). */
async function overview(
  db: Db,
  deps: BillingDeps,
  {
    membership,
    provider,
    row,
  }: { membership: Membership; provider: BillingProvider; row: repo.AccountRow },
): Promise<BillingOverview> {
  const status = statusOf(row, new Date(), shown(deps, provider, true));
  const [prices, members] = await Promise.all([
    provider.prices(),
    organizations.activeMemberIds(db, membership.organization.id),
  ]);
  const interval = row.interval === "year" ? "year" : "month";
  const price = prices[interval];
  return {
    ...status,
    activeMembers: members.length,
    prices,
    plan:
      row.subscriptionId && row.status && price
        ? {
            interval,
            seats: row.seats ?? 0,
            status: row.status,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            pricePerSeat: price,
          }
        : null,
    card: row.card,
    address: row.address,
    nextInvoice: row.nextInvoice,
    invoices: row.invoices,
    syncedAt: row.syncedAt?.toISOString() ?? null,
  };
}

/** The reminder before a trial ends, once per trial, to the organization's owners and admins. */
async function sweepTrialReminders(db: Db, deps: BillingDeps) {
  if (!deps.provider) return 0;
  const now = new Date();
  const until = new Date(now.getTime() + deps.settings.reminderDays * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await repo.claimTrialReminders(tx, now, until);
    for (const d of due) {
      const organization = await organizations.findOrganization(tx, d.organizationId);
      if (!organization || organization.accountType === "funder") continue;
      for (const to of await organizations.billingContacts(tx, d.organizationId))
        await deps.sendTrialReminder(tx, to, {
          organizationName: organization.name,
          endsOn: d.trialEndsAt,
          link: `${deps.publicUrl}/settings/billing`,
        });
    }
    return due.length;
  });
}
