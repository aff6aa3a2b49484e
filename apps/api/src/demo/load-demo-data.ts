// Loads the demo data (src/demo/demo-accounts.ts) into a built app, through the API itself
// (sign-up, onboarding, listings, deals, sending, funders' questions and offers, acceptance,
// funding, regions, teams, invitations, news, Learn's quizzes), so the data obeys every rule the
// product does and the commission ledger is the real one. `npm run demo-data` (src/cli/demo-data.ts) runs it, as does the journeys' server
// (POST /e2e/demo-data). Loading it twice changes nothing the second time.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "@portal/db/schema/identity";
import { organizations } from "@portal/db/schema/organizations";
import type { Dashboard, Leaderboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { brokers, funders, type DemoBroker, type Story } from "./demo-accounts";
import { loadDemoCourses } from "../modules/learn/service";
import { account, call } from "./demo-api";
import { loadTeam, postNews } from "./demo-team";
import { passTraining } from "./demo-training";

export { brokers, funders } from "./demo-accounts";
export { demoPassword } from "./demo-api";

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

/** The funders, approved as an operator would (the demo has no operator to wait for), and their published listings. */
async function loadFunders(demo: Demo) {
  for (const funder of funders) {
    const person = {
      email: funder.email,
      firstName: "Demo",
      lastName: funder.company.split(" ")[0]!,
    };
    const token = await account(demo.app, demo.publicUrl, person, funder.company, "funder");
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

/**
 * The operator's log of what would change a deal's fits, from the suggestion's facts (the web
 * words them for brokers in their language): "monthsInBusiness at least 24 months (+3): 1 more funder".
 */
function changeOf(s: DealMatches["suggestions"][number]): string {
  const to = s.to;
  const value =
    to.kind === "money"
      ? `${to.minor} ${to.currency} minor units`
      : "codes" in to
        ? to.codes.join(", ")
        : "bp" in to
          ? `${to.bp} bp`
          : "value" in to
            ? `${to.value}${to.kind === "months" ? " months" : ""}`
            : to.currency;
  const by = s.by === undefined ? "" : ` (${s.direction === "atMost" ? "-" : "+"}${s.by})`;
  const way = { atLeast: "at least", atMost: "at most", add: "add" }[s.direction];
  return `${s.fact} ${way} ${value}${by}: ${s.funders} more ${s.funders === 1 ? "funder" : "funders"}`;
}

/** A broker's deals, each printed with its fits, each story played. */
async function loadDeals(demo: Demo, token: string, deals: DemoBroker["deals"]) {
  for (const { story, ...deal } of deals) {
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
    const change = matches.suggestions[0] && changeOf(matches.suggestions[0]);
    demo.say(
      `  ${deal.borrower.legalName}: ${matches.fitCount} ${matches.fitCount === 1 ? "listing fits" : "listings fit"}${change ? `; ${change}` : ""}`,
    );
    const fits = matches.fits.filter((f) => f.fits).map((f) => f.listingId);
    if (story) await play(demo, token, created.id, fits, story);
  }
}

/**
 * A brokerage: the owner's account and deals, then its region and teams, the members it invites
 * (each with deals of their own) and its news. Answers every person's token by email.
 */
async function loadBroker(demo: Demo, broker: DemoBroker) {
  const owner = await account(demo.app, demo.publicUrl, broker, broker.company, "organization");
  await loadDeals(demo, owner, broker.deals);
  const tokens = await loadTeam(demo.app, demo.publicUrl, broker, owner);
  for (const member of broker.members)
    await loadDeals(demo, tokens.get(member.email)!, member.deals);
  await postNews(demo.app, broker, tokens);
  return tokens;
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

/** The organization's leaderboard this month by sales, as a sentence. */
async function leaderboardLine(demo: Demo, company: string, token: string) {
  const board = (await call(
    demo.app,
    token,
    "GET",
    "/v1/dashboard/leaderboard",
    `the leaderboard of ${company}`,
  )) as unknown as Leaderboard;
  const currency = board.currency ?? "GBP";
  const places = board.entries.map(
    (e) => `${e.rank}. ${e.name} ${money([{ currency, value: e.value, previous: 0 }])}`,
  );
  return `${company}, leaderboard this month: ${places.join(", ")}.`;
}

/**
 * Loads the demo data unless it is there already (its first funder exists); says what it loaded,
 * the figures each owner's dashboard shows and each brokerage's leaderboard. Answers whether it
 * loaded anything. Every account's address is verified. Then the demo courses, one per product
 * (`courses: false` leaves them out: a published course gates its product for every broker of the
 * database, decision 040); they are published after the demo deals were sent, and each
 * brokerage's people pass the courses of its `trained` products, so its other products show the
 * gate (decision 049).
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
  const people = [];
  for (const broker of brokers) people.push(await loadBroker(demo, broker));
  const members = brokers.reduce((n, b) => n + 1 + b.members.length, 0);
  const deals = brokers.reduce(
    (n, b) => n + b.deals.length + b.members.reduce((m, p) => m + p.deals.length, 0),
    0,
  );
  say(
    `Loaded ${funders.length} funders (${funders.reduce((n, f) => n + f.listings.length, 0)} published listings) and ${brokers.length} brokerages (${members} brokers, ${deals} deals).`,
  );
  for (const [i, broker] of brokers.entries()) {
    const owner = people[i]!.get(broker.email)!;
    say(`  ${await dashboardLine(demo, broker.email, owner)}`);
    say(`  ${await leaderboardLine(demo, broker.company, owner)}`);
  }
  if (courses) {
    const added = await loadDemoCourses(app.database.db, null);
    say(
      `Published ${added} courses on Learn, one per product: a broker passes a product's course before submitting or sending a deal for it.`,
    );
    for (const [i, broker] of brokers.entries()) {
      for (const token of people[i]!.values()) await passTraining(app, token, broker.trained);
      say(
        `  Everyone at ${broker.company} has passed the courses for ${broker.trained.map((p) => p.replaceAll("_", " ")).join(", ")}; not the others.`,
      );
    }
  }
  return { loaded: true };
}
