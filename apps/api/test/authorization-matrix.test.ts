import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { multipartForm, sampleFiles, useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createOperator,
  createSubmissions,
  joinOrganizationOf,
  organizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Every route that takes an id, for every position in a brokerage and for outsiders (issue 16,
// decision 032). Generated from Fastify's route table: a route with an id that this file does not
// classify fails the first test, so a new route cannot be forgotten.
const ctx = useTestApp();

/** Which resource a route's `:id` names. */
type Kind =
  | "deal"
  | "directory"
  | "team"
  | "funderSubmission"
  | "listing"
  | "operator"
  | "invite"
  | "image"
  | "news"
  | "learn"
  | "lead"
  | "publicLead"
  | "savedView"
  | "thread"
  | "funderContact"
  | "secureLink";
const kinds: [RegExp, Kind][] = [
  [/^\/v1\/user\/deal\/:id/, "deal"],
  [/^\/v1\/borrower\/:id/, "deal"],
  [/^\/v1\/user\/submission\/:id/, "deal"],
  // A deal's commission: splits, received and clawbacks (decision 037).
  [/^\/v1\/wallet\/deals\/:id/, "deal"],
  [/^\/v1\/team\//, "team"],
  [/^\/v1\/funder\/submission\/:id/, "funderSubmission"],
  [/^\/v1\/lender\/:id/, "listing"],
  // The brokers' directory of funders (decision 042): any broker reads a listed funder.
  [/^\/v1\/lenders\/:id$/, "directory"],
  [/^\/v1\/operator\/funders\/:id/, "operator"],
  [/^\/v1\/invite\/:id/, "invite"],
  // Avatars and logos: public to whoever has the random id, as an <img> sends no token
  // (decision 034; avatars.test.ts).
  [/^\/v1\/images\/:id$/, "image"],
  [/^\/v1\/news\/:id/, "news"],
  // Leads (decision 044) follow their assignee as deals their owner; the public form needs the
  // link's unguessable token (leads.test.ts).
  [/^\/v1\/leads\/:id/, "lead"],
  [/^\/v1\/public\/leads\/:token$/, "publicLead"],
  // A saved board view is its person's alone (issue 34; board.test.ts).
  [/^\/v1\/user\/deals\/views\/:id$/, "savedView"],
  // A deal's conversation with one funder (issue 34): the deal's viewers and that funder.
  [/^\/v1\/threads\/:id/, "thread"],
  // A brokerage's own funders (My funders, decision 068): its members' alone.
  [/^\/v1\/funder-contact\/:id/, "funderContact"],
  // A secure link's page and the outside funder's moves (decision 068): no session, the link's
  // token and the browser's proven address are the access (funder-links.test.ts,
  // funder-link-moves.test.ts).
  [/^\/v1\/link\/:token/, "secureLink"],
  // Learn (decision 040): authoring is operators'; a member's training is the team's to see.
  [/^\/v1\/learn\/authoring\//, "operator"],
  [/^\/v1\/learn\/members\/:id/, "team"],
  // Published courses are every signed-in person's; attempts and certificates their holder's
  // (another person's is not found: learn.test.ts); the public check needs the certificate's id.
  [/^\/v1\/(learn|public)\/(courses|lessons|attempts|certificates)\//, "learn"],
];
const kindOf = (url: string) => kinds.find(([pattern]) => pattern.test(url))?.[1];

const idRoutes = () =>
  ctx.app
    .routeTable()
    .filter((r) => r.url.includes("/:") && r.method !== "HEAD" && r.url.startsWith("/v1/"));

/** The positions of one brokerage, placed as decision 032 describes, and outsiders. */
const positions = [
  "owner",
  "admin",
  "generalManager",
  "northManager",
  "southManager",
  "n1Manager",
  "n2Manager",
  "dealOwner",
  "n1Peer",
  "agent",
  "stranger",
  "funder",
] as const;
type Position = (typeof positions)[number];
/** Who sees the N1 team member's deal: the organization's heads, the North's and N1's managers, its owner. */
const seesTheDeal: ReadonlySet<Position> = new Set([
  "owner",
  "admin",
  "generalManager",
  "northManager",
  "n1Manager",
  "dealOwner",
]);

async function world() {
  const app = ctx.app;
  const owner = await createBroker(app, "Matrix Brokers");
  const region = async (name: string) =>
    (
      (await callAs(app, owner).post("/v1/team/regions", { name })).json() as {
        regions: { id: string; name: string }[];
      }
    ).regions.find((r) => r.name === name)!.id;
  const north = await region("North");
  const south = await region("South");
  const team = async (name: string, regionId: string) =>
    (
      (await callAs(app, owner).post("/v1/team/teams", { name, regionId })).json() as {
        teams: { id: string; name: string }[];
      }
    ).teams.find((t) => t.name === name)!.id;
  const n1 = await team("N1", north);
  const n2 = await team("N2", north);
  await team("S1", south);
  const join = async (placement: object, role: "admin" | "member" = "member") => {
    const person = await joinOrganizationOf(app, owner, role);
    const res = await callAs(app, owner).put(`/v1/team/members/${person.userId}`, placement);
    if (res.statusCode !== 200) throw new Error(`placing: ${res.body}`);
    return person;
  };
  const people: Record<Position, SignedUp> = {
    owner,
    admin: await join({ salesRole: "agent" }, "admin"),
    generalManager: await join({ salesRole: "general_manager" }),
    northManager: await join({ salesRole: "country_manager", regionId: north }),
    southManager: await join({ salesRole: "country_manager", regionId: south }),
    n1Manager: await join({ salesRole: "team_manager", teamId: n1 }),
    n2Manager: await join({ salesRole: "team_manager", teamId: n2 }),
    dealOwner: await join({ salesRole: "team_member", teamId: n1 }),
    n1Peer: await join({ salesRole: "team_member", teamId: n1 }),
    agent: await join({ salesRole: "agent" }),
    stranger: await createBroker(app, "Elsewhere Brokers"),
    funder: await createApprovedFunder(app, "Matrix Capital"),
  };

  // The N1 member's deal, with a document, sent to the funder's listing.
  const deal = await createDeal(app, people.dealOwner);
  const form = multipartForm([
    { name: "type", value: "bank_statement" },
    { name: "file", fileName: "s.pdf", content: sampleFiles.pdf(), contentType: "application/pdf" },
  ]);
  const uploaded = await app.inject({
    method: "POST",
    url: `/v1/user/deal/${deal.id}/documents`,
    headers: { authorizationkey: people.dealOwner.token, ...form.headers },
    payload: form.payload,
  });
  const documentId = (uploaded.json() as { id: string }).id;
  const listing = await createListing(app, people.funder);
  const [submission] = await createSubmissions(
    app,
    people.dealOwner,
    deal.id,
    [listing.id],
    [documentId],
  );
  // An offer stands, so that its term sheet is there to read (issue 35).
  const offered = await callAs(app, people.funder).post(
    `/v1/funder/submission/${submission!.id}/offer`,
    { amountMinor: 4_000_000, rateBp: 1200, termMonths: 12, brokerCommissionBp: 200 },
  );
  if (offered.statusCode !== 200) throw new Error(`offering: ${offered.body}`);
  const invited = await callAs(app, owner).post("/v1/team/invitations", {
    invitations: [{ email: "matrix@example.com", role: "member" }],
  });
  const invitationId = (invited.json() as { team: { invitations: { id: string }[] } }).team
    .invitations[0]!.id;
  const operator = await createOperator(app);
  // Team news of N1 (decision 036).
  const news = await callAs(app, people.n1Manager).post("/v1/news", {
    title: "N1 news",
    body: "For N1",
    audience: "team",
  });
  if (news.statusCode !== 200) throw new Error(`posting: ${news.body}`);
  const leadRes = await callAs(app, people.dealOwner).post("/v1/leads", {
    contactName: "Matrix Lead",
    email: "lead@matrix.example",
  });
  const lead = leadRes.json() as { id: string };
  const view = await callAs(app, people.dealOwner).post("/v1/user/deals/views", {
    name: "Matrix view",
    filters: {},
  });

  const contact = (
    await callAs(app, owner).post("/v1/funder-contacts", {
      company: "Matrix Outside Funding",
      people: [{ name: "Oda", email: "oda@outside.example" }],
      listing: null,
    })
  ).json() as { id: string; listingId: string };
  // The deal sent to that outside funder too: its secure link is what the broker's link routes read.
  const outside = (
    await createSubmissions(app, people.dealOwner, deal.id, [contact.listingId], [])
  ).find((s) => s.lenderId === contact.listingId);

  /** The ids a route's parameters take, by the kind of resource it names. */
  const ids: Record<Kind, Record<string, string>> = {
    deal: { id: deal.id, documentId, funderId: (await organizationOf(app, people.funder)).id },
    directory: { id: (await organizationOf(app, people.funder)).id },
    team: { id: people.n1Peer.userId },
    funderSubmission: { id: submission!.id, documentId },
    listing: { id: listing.id },
    operator: { id: (await organizationOf(app, people.funder)).id },
    invite: { id: invitationId },
    image: {},
    news: { id: (news.json() as { id: string }).id },
    learn: {},
    lead: { id: lead.id },
    publicLead: {},
    savedView: { id: (view.json() as { id: string }).id },
    thread: { id: submission!.id },
    funderContact: { id: contact.id },
    secureLink: {},
  };
  return {
    people,
    deal,
    ids,
    teamIds: { north, n1, invitationId },
    operator,
    outsideSubmissionId: outside!.id,
  };
}

type World = Awaited<ReturnType<typeof world>>;

/** The route's URL with its parameters filled: the real ids, or ids that name nothing. */
function urlOf(url: string, w: World, real: boolean) {
  const kind = kindOf(url)!;
  let filled = url;
  if (kind === "team") {
    // Team routes name a region, a team, a member or an invitation.
    const id = url.includes("/regions/")
      ? w.teamIds.north
      : url.includes("/teams/")
        ? w.teamIds.n1
        : url.includes("/invitations/")
          ? w.teamIds.invitationId
          : w.ids.team.id!;
    return url.replace(":id", real ? id : randomUUID());
  }
  if (kind === "deal" && url.startsWith("/v1/borrower/"))
    filled = filled.replace(":id", real ? w.deal.borrower.id : randomUUID());
  if (kind === "deal" && url.startsWith("/v1/user/submission/")) {
    // A secure link is an outside funder's submission's; the other routes read the portal funder's.
    const sent = url.endsWith("/link") ? w.outsideSubmissionId : w.ids.funderSubmission.id!;
    filled = filled.replace(":id", real ? sent : randomUUID());
  }
  for (const [param, value] of Object.entries(w.ids[kind]))
    filled = filled.replace(`:${param}`, real ? value : randomUUID());
  return filled;
}

const answerOf = (res: { statusCode: number; body: string }) => {
  let code: string | undefined;
  try {
    code = (JSON.parse(res.body) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code };
};

describe("authorization matrix (every route with an id)", () => {
  it("knows what every route with an id names", () => {
    const unknown = idRoutes()
      .filter((r) => !kindOf(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });

  it("each position reads the deal, its borrower, documents, matches, submissions and ledger, or finds nothing", async () => {
    const w = await world();
    const reads = idRoutes().filter((r) => r.method === "GET" && kindOf(r.url) === "deal");
    expect(reads.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const route of reads)
      for (const position of positions) {
        const res = await callAs(ctx.app, w.people[position]).get(urlOf(route.url, w, true));
        const expected = seesTheDeal.has(position) ? 200 : 404;
        if (res.statusCode !== expected)
          wrong.push(`${position} GET ${route.url}: ${res.statusCode}, expected ${expected}`);
      }
    expect(wrong).toEqual([]);
  });

  it("anyone outside a resource gets the same answer as for an id that names nothing, on every route", async () => {
    const w = await world();
    const versionOf = async () =>
      (
        (await callAs(ctx.app, w.people.dealOwner).get(`/v1/user/deal/${w.deal.id}`)).json() as {
          version: number;
        }
      ).version;
    const before = await versionOf();
    /** Who is outside each kind of resource. */
    const outsiders: Record<Kind, Position[]> = {
      deal: positions.filter((p) => !seesTheDeal.has(p)),
      // Funders are refused the directory, whichever funder they name.
      directory: ["funder"],
      team: ["stranger", "funder"],
      funderSubmission: positions.filter((p) => p !== "funder"),
      listing: ["owner", "stranger", "dealOwner"],
      operator: ["owner", "funder", "stranger"],
      invite: ["stranger", "funder"],
      image: [],
      // Team news is N1's: the other team's and region's managers, agents and outsiders find nothing.
      news: ["n2Manager", "southManager", "agent", "stranger", "funder"],
      learn: [],
      lead: positions.filter((p) => !seesTheDeal.has(p)),
      publicLead: [],
      savedView: positions.filter((p) => p !== "dealOwner"),
      thread: positions.filter((p) => !seesTheDeal.has(p) && p !== "funder"),
      funderContact: ["stranger", "funder"],
      secureLink: [],
    };
    const wrong: string[] = [];
    for (const route of idRoutes()) {
      const kind = kindOf(route.url)!;
      // Published listings are for every signed-in person to read.
      if (kind === "listing" && route.method === "GET") continue;
      for (const position of outsiders[kind]) {
        const send = (url: string) =>
          ctx.app.inject({
            method: route.method as "GET",
            url,
            headers: { authorizationkey: w.people[position].token },
            ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
          });
        const missing = answerOf(await send(urlOf(route.url, w, false)));
        const real = answerOf(await send(urlOf(route.url, w, true)));
        if (real.status < 400 || real.status !== missing.status || real.code !== missing.code)
          wrong.push(
            `${position} ${route.method} ${route.url}: ${real.status} ${real.code} (nothing there: ${missing.status} ${missing.code})`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // Nothing an outsider sent changed the deal.
    expect(await versionOf()).toBe(before);
  });
});
