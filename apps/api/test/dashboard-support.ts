import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { dealHistory } from "@portal/db/schema/deals";
import { commissionEntries } from "@portal/db/schema/wallet";

import {
  createApprovedFunder,
  createDeal,
  createListing,
  createSubmissions,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Funded deals for the dashboard's tests (its figures and its leaderboard).

/** An approved funder and its published listings by currency. */
export interface Funder {
  who: SignedUp;
  listings: Record<string, string>;
}

export async function ok(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown> & { id: string };
}

/** An approved funder with a published GBP listing and a EUR one. */
export async function funder(app: FastifyInstance, company: string) {
  const who = await createApprovedFunder(app, company);
  const gbp = await createListing(app, who, { name: `${company} GBP` });
  const eur = await createListing(app, who, { name: `${company} EUR`, currency: "EUR" });
  return { who, listings: { GBP: gbp.id, EUR: eur.id } as Record<string, string> };
}

/**
 * A deal of `broker`'s asking `amountMinor`, taken as far as `to`: sent (a submission pending),
 * offered (`offer` at `commissionBp`), or funded (`funded` given when it differs from the offer).
 */
export async function deal(
  app: FastifyInstance,
  broker: SignedUp,
  f: Funder,
  terms: { amountMinor: number; currency?: string },
  to: "draft" | "sent" | "offered" | "funded",
  offer = {
    amountMinor: terms.amountMinor,
    commissionBp: 200,
    funded: undefined as number | undefined,
  },
) {
  const currency = terms.currency ?? "GBP";
  const created = await createDeal(app, broker, { amountMinor: terms.amountMinor, currency });
  if (to === "draft") return created.id;
  const [sent] = await createSubmissions(app, broker, created.id, [f.listings[currency]!]);
  if (to === "sent") return created.id;
  await ok(
    callAs(app, f.who).post(`/v1/funder/submission/${sent!.id}/offer`, {
      amountMinor: offer.amountMinor,
      rateBp: 1200,
      termMonths: 24,
      brokerCommissionBp: offer.commissionBp,
    }),
  );
  if (to === "offered") return created.id;
  await ok(callAs(app, broker).post(`/v1/user/submission/${sent!.id}/accept`));
  const body = offer.funded === undefined ? {} : { amountMinor: offer.funded };
  await ok(callAs(app, f.who).post(`/v1/funder/submission/${sent!.id}/funded`, body));
  return created.id;
}

/** Moves a funded deal's funding and earned commission to `at` (the test's way into past periods). */
export async function fundedAt(app: FastifyInstance, dealId: string, at: Date) {
  const db = app.database.db;
  await db
    .update(dealHistory)
    .set({ at })
    .where(and(eq(dealHistory.dealId, dealId), eq(dealHistory.toStatus, "funded")));
  await db.update(commissionEntries).set({ at }).where(eq(commissionEntries.dealId, dealId));
}

/** The helpers bound to a test app (`useTestApp`'s, ready once its tests run). */
export function dashboardHelpers(ctx: { app: FastifyInstance }) {
  return {
    call: (user: SignedUp, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      callAs(ctx.app, user).send(method, url, payload),
    ok,
    funder: (company: string) => funder(ctx.app, company),
    deal: (...args: Parameters<typeof deal> extends [unknown, ...infer R] ? R : never) =>
      deal(ctx.app, ...args),
    fundedAt: (dealId: string, at: Date) => fundedAt(ctx.app, dealId, at),
  };
}
