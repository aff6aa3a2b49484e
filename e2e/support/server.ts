// Starts the built portal for the browser journeys on its own database: a fresh PostgreSQL
// database when TEST_DATABASE_URL is set (dropped on exit), else PGlite in the journeys' data
// directory, copied from a migrated template (packages/db/src/template-database.ts).
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { e2eDataDir } from "./outbox";
import { createScratchDatabase } from "@portal/db/scratch-database";
import { migratedPgliteTemplate } from "@portal/db/template-database";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config/env";
import { loadDemoData } from "@portal/api/demo/load-demo-data";
import { startFakeOidcProvider } from "../../apps/api/test/fake-oidc-provider";
import { startFakeStripe } from "@portal/api/modules/billing/fake-stripe";
import { eq, sql } from "drizzle-orm";
import { billingAccounts } from "@portal/db/schema/billing";
import { users } from "@portal/db/schema/identity";
import { invitations } from "@portal/db/schema/invitations";
import { memberships, operators } from "@portal/db/schema/organizations";
import { e2eOperator, onboardingAnswers } from "./accounts";

// Chosen by playwright.config.ts (a free port per run) and handed on through the environment.
const port = Number(process.env.E2E_PORT);
if (!port) throw new Error("E2E_PORT is not set: start the journeys with `npx playwright test`");
const adminUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

rmSync(e2eDataDir, { recursive: true, force: true });
if (adminUrl) {
  const database = await createScratchDatabase(adminUrl, "portal_e2e");
  databaseUrl = database.url;
  dropDatabase = database.drop;
} else {
  // No DATABASE_URL: the server opens PGlite at DATA_DIR/pglite.
  cpSync(await migratedPgliteTemplate(), join(e2eDataDir, "pglite"), { recursive: true });
}
// Local OpenID Connect providers in place of Google and Apple: the journeys never need the internet.
const [google, apple] = await Promise.all(
  (["Google", "Apple"] as const).map((name) =>
    startFakeOidcProvider({
      name,
      redirectUris: [`http://localhost:${port}/auth/callback/${name.toLowerCase()}`],
    }),
  ),
);
// The in-repo fake of Stripe (its API, hosted Checkout and Billing Portal pages, signed webhooks):
// billing is on for every journey, offline.
const stripe = await startFakeStripe();
const config = loadConfig({
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // Another build of the web (several checks building at once each keep their own).
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
  LOG_LEVEL: "warn",
  // Every journey signs up from 127.0.0.1; lockout per email stays at its default.
  RATE_LIMIT_PER_MINUTE: "100000",
  // A quick application may be sent at once: no journey waits on the clock for the 3 s a person
  // takes (decision 058); the API's tests keep the default and its refusal of a hasty form.
  LEAD_FORM_MIN_FILL_MS: "0",
  // The journeys' API clients (Playwright's request contexts) keep sockets open between calls and
  // cannot be told to drop them sooner: with the server's 5 s default, a call made just as the
  // server closed an idle socket failed with ECONNRESET (the board journey, 27 Nov). Past any
  // journey's idle gap, the server never closes a socket a client is about to reuse.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "600000",
  // Mail goes to DATA_DIR/outbox, where the journeys read their links.
  DATA_DIR: e2eDataDir,
  GOOGLE_CLIENT_ID: google!.clientId,
  GOOGLE_CLIENT_SECRET: google!.clientSecret,
  GOOGLE_ISSUER: google!.issuer,
  APPLE_CLIENT_ID: apple!.clientId,
  APPLE_CLIENT_SECRET: apple!.clientSecret,
  APPLE_ISSUER: apple!.issuer,
  // Analytics on for every journey (decision 043); their browsers start with it refused
  // (playwright.config.ts), all but tests/analytics.spec.ts's, whose stand-ins answer for the tools.
  GTM_ID: "GTM-E2E0001",
  GA_MEASUREMENT_ID: "G-E2E0000001",
  ADS_PIXEL_ID: "100000000000001",
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_PRICE_MONTHLY: stripe.prices.month,
  STRIPE_PRICE_YEARLY: stripe.prices.year,
  STRIPE_API_BASE: stripe.url,
});
const app = await buildApp(config);
// Journeys only: the invitations to an address run out now, as they would after INVITE_TTL_DAYS.
// The journeys cannot reach the embedded database (this process holds it), so they ask here.
app.post("/e2e/invitations/expire", { config: { public: true } }, async (request) => {
  const { email } = request.body as { email: string };
  const expired = await app.database.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitations.email, email.toLowerCase()))
    .returning({ id: invitations.id });
  return { expired: expired.length };
});
// Journeys only: `npm run demo-data` on this server's database (the command would open it too),
// once however many ask at the same time.
let demoData: ReturnType<typeof loadDemoData> | undefined;
app.post("/e2e/demo-data", { config: { public: true } }, () => {
  // No courses: a published course would gate its product for every journey on this server.
  demoData ??= loadDemoData(app, config.publicUrl, undefined, { courses: false });
  return demoData;
});
// Journeys only: the billing account of the organization of `email`. Its trial ends `endsInDays`
// from now (in the past when left out: the trial is over), or its subscription's period ends at the
// fake Stripe (`advance`), which delivers the events as Stripe would.
const billingAccountOf = async (email: string) => {
  const [row] = await app.database.db
    .select({
      organizationId: billingAccounts.organizationId,
      subscriptionId: billingAccounts.subscriptionId,
    })
    .from(billingAccounts)
    .innerJoin(memberships, eq(memberships.organizationId, billingAccounts.organizationId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};
app.post("/e2e/billing/trial", { config: { public: true } }, async (request, reply) => {
  const { email, endsInDays } = request.body as { email: string; endsInDays?: number };
  const account = await billingAccountOf(email);
  if (!account) return reply.code(404).send({ error: "no billing account" });
  const endsAt = new Date(Date.now() + (endsInDays ?? 0) * 86_400_000 - (endsInDays ? 0 : 1000));
  await app.database.db
    .update(billingAccounts)
    .set({ trialEndsAt: endsAt, trialRemindedAt: endsAt })
    .where(eq(billingAccounts.organizationId, account.organizationId));
  return { trialEndsAt: endsAt.toISOString() };
});
app.post("/e2e/billing/advance", { config: { public: true } }, async (request, reply) => {
  const { email } = request.body as { email: string };
  const account = await billingAccountOf(email);
  if (!account?.subscriptionId) return reply.code(404).send({ error: "no subscription" });
  await stripe.advance(account.subscriptionId);
  return { subscription: stripe.subscription(account.subscriptionId)?.status ?? null };
});
await app.listen({ host: "127.0.0.1", port });
stripe.setWebhookUrl(`http://127.0.0.1:${port}/v1/billing/webhook`);

// The operator who approves funders in the journeys, made the way `npm run operator -- grant` does,
// and onboarded (as "Portal Operations") so that it opens the portal on its dashboard.
await app.inject({
  method: "POST",
  url: "/auth/sign-up/email",
  headers: { origin: `http://localhost:${port}` },
  payload: { ...e2eOperator, name: "Operator" },
});
// A sign-up opens no session (decision 022): sign in for the operator's id and session.
const signIn = await app.inject({
  method: "POST",
  url: "/auth/sign-in/email",
  headers: { origin: `http://localhost:${port}` },
  payload: e2eOperator,
});
await app.database.db.insert(operators).values({ userId: signIn.json().user.id });
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const { token } = (await app.inject({ url: "/auth/token", headers: { cookie } })).json();
const onboarded = await app.inject({
  method: "PUT",
  url: "/v1/user/update",
  headers: { authorizationkey: token },
  payload: onboardingAnswers("organization", "Portal Operations"),
});
if (onboarded.statusCode !== 200) throw new Error(`operator onboarding: ${onboarded.body}`);

async function stop() {
  await app.close();
  await Promise.all([google!.close(), apple!.close(), stripe.close()]);
  await dropDatabase();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
