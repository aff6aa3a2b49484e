// Loads the demo data (src/demo/demo-accounts.ts) into a built app, through the API itself
// (sign-up, onboarding, listings, deals, sending, funders' questions and offers, acceptance,
// funding), so the data obeys every rule the product does and the commission ledger is the real
// one. `npm run demo-data` (src/cli/demo-data.ts) runs it, as does the journeys' server
// (POST /e2e/demo-data). Loading it twice changes nothing the second time.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "@portal/db/schema/identity";
import { organizations } from "@portal/db/schema/organizations";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { brokers, funders, type DemoBroker, type Story } from "./demo-accounts";
import { loadDemoCourses } from "../modules/learn/service";

export { brokers, funders } from "./demo-accounts";
export const demoPassword = "portal demo horse battery";

/** The broker whose dashboard the demo fills (README "Demo data"). */
export const demoBrokerEmail = brokers[0]!.email;

type Say = (line: string) => void;

interface Demo {
  app: FastifyInstance;
  publicUrl: string;
  say: Say;
  /** Each demo listing by name: its id and its funder's token. */
  listings: Map<string, { id: string; token: string }>;
}

/** A call as the holder of `token`; anything but a success stops the load, saying `what`. */
async function call(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  what: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: { authorizationkey: token },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: string };
}

/** Signs `email` in (the demo password) and answers the token `/v1` takes. */
async function signIn(app: FastifyInstance, publicUrl: string, email: string) {
  const signedIn = await app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: publicUrl },
    payload: { email, password: demoPassword },
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return (await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })).json()
    .token as string;
}

/** Signs up, signs in and onboards an account of `accountType`: its token. */
async function account(
  demo: Demo,
  email: string,
  company: string,
  accountType: "organization" | "funder",
) {
  const signUp = await demo.app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    headers: { origin: demo.publicUrl },
    payload: { email, password: demoPassword, name: company },
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up of ${email} failed: ${signUp.statusCode} ${signUp.body}`);
  // A sign-up opens no session (docs/decisions/022-sign-up-enumeration.md).
  const token = await signIn(demo.app, demo.publicUrl, email);
  await call(demo.app, token, "PUT", "/v1/user/update", `onboarding of ${email}`, {
    accountType,
    company: { companyName: company },
    firstName: "Demo",
    lastName: company.split(" ")[0],
    dateOfBirth: "1985-05-05",
    gender: "rather_not_say",
    country: "GB",
    phoneNumber: "07911 123456",
    language: "en",
    displayCurrency: "GBP",
    termsAccepted: true,
  });
  return token;
}

/** The funders, approved as an operator would (the demo has no operator to wait for), and their published listings. */
async function loadFunders(demo: Demo) {
  for (const funder of funders) {
    const token = await account(demo, funder.email, funder.company, "funder");
    await demo.app.database.db
      .update(organizations)
      .set({ approvedAt: new Date(), approvedBy: "demo-data" })
      .where(eq(organizations.name, funder.company));
    for (const { currency, ...listing } of funder.listings) {
      const what = `listing ${listing.name}`;
      const created = await call(demo.app, token, "POST", "/v1/lender", what, {
        ...listing,
        currency: currency ?? "GBP",
      });
      await call(demo.app, token, "PUT", `/v1/lender/${created.id}/publish`, `publishing ${what}`);
      demo.listings.set(listing.name, { id: created.id, token });
    }
  }
}

/**
 * A deal's story: sent to every demo listing that fits it (never to listings others published on
 * the same database), then the story's funder asks, or offers and, when funded, the broker accepts
 * and the funder reports the money sent (the ledger's expected and earned commission).
 */
async function play(demo: Demo, broker: string, dealId: string, fits: string[], story: Story) {
  const mine = [...demo.listings.values()].filter((l) => fits.includes(l.id));
  const funder = demo.listings.get(story.listing);
  if (!funder || !mine.includes(funder))
    throw new Error(`the demo expects "${story.listing}" to fit deal ${dealId}`);
  const sent = await call(
    demo.app,
    broker,
    "POST",
    `/v1/user/deal/${dealId}/submissions`,
    "sending",
    {
      listingIds: mine.map((l) => l.id),
    },
  );
  const submission = (sent.items as Submission[]).find((s) => s.lenderId === funder.id)!.id;
  const asFunder = (move: string, what: string, payload: object) =>
    call(
      demo.app,
      funder.token,
      "POST",
      `/v1/funder/submission/${submission}/${move}`,
      what,
      payload,
    );
  if (story.question) await asFunder("request-info", "a question", { note: story.question });
  if (story.offer) await asFunder("offer", "an offer", story.offer);
  if (story.fundedMinor === undefined) return;
  await call(demo.app, broker, "POST", `/v1/user/submission/${submission}/accept`, "accepting", {});
  await asFunder("funded", "funding", { amountMinor: story.fundedMinor });
}

/** A broker's account and deals, each printed with its fits, each story played: the broker's token. */
async function loadBroker(demo: Demo, broker: DemoBroker) {
  const token = await account(demo, broker.email, broker.company, "organization");
  for (const { story, ...deal } of broker.deals) {
    const what = `deal for ${deal.borrower.legalName}`;
    const created = await call(demo.app, token, "POST", "/v1/user/deals", what, deal);
    // What the broker will see on the deal's Funders tab.
    const matches = (await call(
      demo.app,
      token,
      "GET",
      `/v1/user/deal/${created.id}/matches`,
      `fits of the ${what}`,
    )) as unknown as DealMatches;
    const change = matches.suggestions[0]?.sentence;
    demo.say(
      `  ${deal.borrower.legalName}: ${matches.fitCount} ${matches.fitCount === 1 ? "listing fits" : "listings fit"}${change ? `; ${change}` : ""}`,
    );
    const fits = matches.fits.filter((f) => f.fits).map((f) => f.listingId);
    if (story) await play(demo, token, created.id, fits, story);
  }
  return token;
}

const money = (amounts: Dashboard["statistics"]["sales"]) =>
  amounts.length === 0
    ? "none"
    : amounts
        .map((m) =>
          new Intl.NumberFormat("en-GB", { style: "currency", currency: m.currency }).format(
            m.value / 100,
          ),
        )
        .join(" and ");

/** The figures `email`'s dashboard shows this month (GET /v1/dashboard), as a sentence. */
async function dashboardLine(demo: Demo, email: string, token: string) {
  const dashboard = (await call(
    demo.app,
    token,
    "GET",
    "/v1/dashboard",
    `the dashboard of ${email}`,
  )) as unknown as Dashboard;
  const s = dashboard.statistics;
  const stages = dashboard.pipeline
    .filter((p) => p.count > 0)
    .map((p) => `${p.count} ${p.status.replace("_", " ")}`)
    .join(", ");
  const closed = s.closedDeals.value;
  return `${email}'s dashboard this month: ${s.pendingProposals.value} pending proposals, ${closed} closed ${closed === 1 ? "deal" : "deals"}, sales ${money(s.sales)}, commission earned ${money(s.commissionEarned)}; deals by stage: ${stages}.`;
}

/**
 * Loads the demo data unless it is there already (its first funder exists); says what it loaded
 * and the figures each broker's dashboard shows. Answers whether it loaded anything. Then the
 * demo courses, one per product (`courses: false` leaves them out: a published course gates its
 * product for every broker of the database, decision 040); they are published after the demo
 * deals were sent, so the demo brokers pass a product's course on Learn before their next one.
 */
export async function loadDemoData(
  app: FastifyInstance,
  publicUrl: string,
  say: Say = () => {},
  { courses = true }: { courses?: boolean } = {},
): Promise<{ loaded: boolean }> {
  const [existing] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, funders[0]!.email))
    .limit(1);
  if (existing) {
    say("The demo data is already loaded.");
    return { loaded: false };
  }
  const demo: Demo = { app, publicUrl, say, listings: new Map() };
  await loadFunders(demo);
  const tokens = [];
  for (const broker of brokers) tokens.push(await loadBroker(demo, broker));
  say(
    `Loaded ${funders.length} funders (${funders.reduce((n, f) => n + f.listings.length, 0)} published listings) and ${brokers.length} brokers (${brokers.reduce((n, b) => n + b.deals.length, 0)} deals).`,
  );
  for (const [i, broker] of brokers.entries())
    say(`  ${await dashboardLine(demo, broker.email, tokens[i]!)}`);
  if (courses) {
    const added = await loadDemoCourses(app.database.db, null);
    say(
      `Published ${added} courses on Learn, one per product: a broker passes a product's course before submitting or sending a deal for it.`,
    );
  }
  return { loaded: true };
}
