import { and, eq, isNull, lt, lte, gt, or, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { billingAccounts, billingEvents } from "@portal/db/schema/billing";
import { organizations } from "@portal/db/schema/organizations";
import type { ProviderAccount } from "./provider";

export type AccountRow = typeof billingAccounts.$inferSelect;

/** The organization's billing row, made on first use: its trial runs from the organization's creation. */
export async function ensureAccount(db: Executor, organizationId: string, trialDays: number) {
  const found = await findAccount(db, organizationId);
  if (found) return found;
  await db
    .insert(billingAccounts)
    .values({
      organizationId,
      trialEndsAt: sql`(select ${organizations.createdAt} + make_interval(days => ${trialDays}) from ${organizations} where ${organizations.id} = ${organizationId})`,
    })
    .onConflictDoNothing();
  return (await findAccount(db, organizationId))!;
}

async function findAccount(db: Executor, organizationId: string) {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  return row;
}

export async function findByCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerId));
  return row;
}

export async function setCustomer(db: Executor, organizationId: string, customerId: string) {
  await db
    .update(billingAccounts)
    .set({ customerId })
    .where(eq(billingAccounts.organizationId, organizationId));
}

/** The provider's state read at `readAt`; a read older than the one kept is dropped. */
export async function saveProviderState(
  db: Executor,
  organizationId: string,
  state: ProviderAccount,
  readAt: Date,
) {
  const s = state.subscription;
  await db
    .update(billingAccounts)
    .set({
      subscriptionId: s?.id ?? null,
      status: s?.status ?? null,
      interval: s?.interval ?? null,
      priceId: s?.priceId ?? null,
      seats: s?.seats ?? null,
      currentPeriodEnd: s?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: s?.cancelAtPeriodEnd ?? false,
      card: state.card,
      address: state.address,
      nextInvoice: state.nextInvoice,
      invoices: state.invoices,
      syncedAt: readAt,
    })
    .where(
      and(
        eq(billingAccounts.organizationId, organizationId),
        or(isNull(billingAccounts.syncedAt), lt(billingAccounts.syncedAt, readAt)),
      ),
    );
}

/** Records an event as handled; false when it already was (a repeated delivery). */
export async function recordEvent(db: Executor, id: string, type: string) {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function eventSeen(db: Executor, id: string) {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  return !!row;
}

/** Trials ending within `until` not yet reminded, with no subscription in force; marked reminded. */
export async function claimTrialReminders(db: Executor, now: Date, until: Date) {
  return db
    .update(billingAccounts)
    .set({ trialRemindedAt: now })
    .where(
      and(
        isNull(billingAccounts.trialRemindedAt),
        gt(billingAccounts.trialEndsAt, now),
        lte(billingAccounts.trialEndsAt, until),
        or(
          isNull(billingAccounts.status),
          sql`${billingAccounts.status} not in ('active', 'trialing', 'past_due')`,
        ),
      ),
    )
    .returning({
      organizationId: billingAccounts.organizationId,
      trialEndsAt: billingAccounts.trialEndsAt,
    });
}

/** For tests and operators' support: moves a trial's end. */
export async function setTrialEnd(db: Executor, organizationId: string, at: Date) {
  await db
    .update(billingAccounts)
    .set({ trialEndsAt: at, trialRemindedAt: null })
    .where(eq(billingAccounts.organizationId, organizationId));
}
