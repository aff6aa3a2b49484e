import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { memberships, organizations } from "@portal/db/schema/organizations";
import { lenders } from "@portal/db/schema/lenders";
import { submissions } from "@portal/db/schema/submissions";
import { jobsDone, useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createMember,
  createOperator,
  createSubmissions,
  joinOrganizationOf,
  organizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

/** Lenders > My funders (issue 39, docs/decisions/068). */
const criteria = {
  products: ["term_loan"],
  amountMinMinor: 1_000_000,
  amountMaxMinor: 50_000_000,
  countries: ["GB"],
  minCreditScore: 600,
};
const contactInput = (overrides: Record<string, unknown> = {}) => ({
  company: "Northwind Funding",
  people: [{ name: "Nora West", email: "Nora@Northwind.example", phone: "07911 123456" }],
  products: ["term_loan"],
  notes: "Met at the expo",
  listing: { currency: "GBP", rateMinBp: 900, rateMaxBp: 1500, criteria },
  ...overrides,
});

interface Contact {
  id: string;
  funderId: string;
  company: string;
  people: { name: string; email: string; phone: string | null }[];
  listing: { id: string; status: string; name: string; currency: string; criteria: object } | null;
  listingId: string;
  joined: boolean;
  onPortal: { email: string; funderId: string; funderName: string; listingIds: string[] }[];
  version: number;
  sentCount: number;
}

async function addContact(broker: SignedUp, overrides: Record<string, unknown> = {}) {
  const res = await callAs(ctx.app, broker).post("/v1/funder-contacts", contactInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Contact>();
}
const issuesOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { issues: { path: string; code: string }[] } }).error.issues
    .map((i) => `${i.path}: ${i.code}`)
    .sort();
const db = () => ctx.app.database.db;
const setSalesRole = (user: SignedUp, salesRole: "team_manager" | "agent") =>
  db().update(memberships).set({ salesRole }).where(eq(memberships.userId, user.userId));

describe("My funders (/v1/funder-contacts)", () => {
  it("creates the funder's organization, its listing and the contact; lists, reads, edits and deletes", async () => {
    const broker = await createBroker(ctx.app, "Keeping Brokers");
    const created = await addContact(broker);
    expect(created).toMatchObject({
      company: "Northwind Funding",
      people: [{ name: "Nora West", email: "nora@northwind.example", phone: "07911 123456" }],
      products: ["term_loan"],
      joined: false,
      onPortal: [],
      version: 1,
      sentCount: 0,
      listing: { status: "published", name: "Northwind Funding", currency: "GBP", criteria },
    });
    expect(created.listingId).toBe(created.listing!.id);
    // The outside funder is an organization kept by the brokerage; its listing too.
    const [org] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.id, created.funderId));
    const brokerage = await organizationOf(ctx.app, broker);
    expect(org).toMatchObject({
      accountType: "funder",
      name: "Northwind Funding",
      keptByOrganizationId: brokerage.id,
      approvedAt: null,
    });
    const [listing] = await db().select().from(lenders).where(eq(lenders.id, created.listingId));
    expect(listing).toMatchObject({
      organizationId: created.funderId,
      keptByOrganizationId: brokerage.id,
      status: "published",
    });
    expect(listing!.publishedAt).not.toBeNull();

    // Without criteria: a draft listing in the member's display currency.
    const bare = await addContact(broker, { company: "Bare Capital", listing: null });
    expect(bare.listing).toBeNull();
    const [draft] = await db().select().from(lenders).where(eq(lenders.id, bare.listingId));
    expect(draft).toMatchObject({ status: "draft", currency: "GBP", criteria: {} });

    const list = await callAs(ctx.app, broker).get("/v1/funder-contacts");
    expect(list.statusCode).toBe(200);
    expect(list.json().canManage).toBe(true);
    expect(list.json().items.map((c: Contact) => c.company)).toEqual([
      "Bare Capital",
      "Northwind Funding",
    ]);
    expect((await callAs(ctx.app, broker).get(`/v1/funder-contact/${created.id}`)).json()).toEqual(
      created,
    );

    // Editing renames the organization and the listing; no criteria takes it back to a draft.
    const edited = await callAs(ctx.app, broker).put(`/v1/funder-contact/${created.id}`, {
      ...contactInput({ company: "Northwind Capital", listing: null }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      company: "Northwind Capital",
      version: 2,
      listing: null,
    });
    const [renamed] = await db()
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, created.funderId));
    expect(renamed!.name).toBe("Northwind Capital");
    const [drafted] = await db().select().from(lenders).where(eq(lenders.id, created.listingId));
    expect(drafted).toMatchObject({ status: "draft", name: "Northwind Capital", criteria: {} });
    expect(drafted!.publishedAt).toBeNull();
    // A stale version is a conflict; criteria entered publish it again.
    // A kept listing takes every criterion a listing does: all of the UK but Scotland, here.
    const keptCriteria = { minCreditScore: 650, countries: ["GB"], excludedRegions: ["GB-SCT"] };
    const stale = await callAs(ctx.app, broker).put(`/v1/funder-contact/${created.id}`, {
      ...contactInput(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("version_conflict");
    const republished = await callAs(ctx.app, broker).put(`/v1/funder-contact/${created.id}`, {
      ...contactInput({ listing: { currency: "EUR", criteria: keptCriteria } }),
      version: 2,
    });
    expect(republished.json().listing).toMatchObject({
      status: "published",
      currency: "EUR",
      criteria: keptCriteria,
    });
    const [after] = await db().select().from(lenders).where(eq(lenders.id, created.listingId));
    expect(after!.criteriaUpdatedAt.getTime()).toBeGreaterThan(
      listing!.criteriaUpdatedAt.getTime(),
    );

    // Deleting takes the contact, its listing and its organization.
    expect(
      (await callAs(ctx.app, broker).delete(`/v1/funder-contact/${created.id}`)).statusCode,
    ).toBe(204);
    expect((await callAs(ctx.app, broker).get(`/v1/funder-contact/${created.id}`)).statusCode).toBe(
      404,
    );
    expect(
      await db().select().from(organizations).where(eq(organizations.id, created.funderId)),
    ).toEqual([]);
    expect(await db().select().from(lenders).where(eq(lenders.id, created.listingId))).toEqual([]);
    expect(
      (await callAs(ctx.app, broker).delete(`/v1/funder-contact/${created.id}`)).statusCode,
    ).toBe(404);
  });

  it("says what is wrong with each field", async () => {
    const broker = await createBroker(ctx.app, "Careful Brokers");
    const post = (body: object) => callAs(ctx.app, broker).post("/v1/funder-contacts", body);
    expect(issuesOf(await post(contactInput({ company: "  ", people: [] })))).toEqual([
      "company: contactCompanyRequired",
      "people: contactPeopleRequired",
    ]);
    expect(
      issuesOf(
        await post(
          contactInput({
            people: [
              { name: "", email: "a@x.example" },
              { name: "B", email: "not an address" },
              { name: "C", email: "A@X.example" },
            ],
          }),
        ),
      ),
    ).toEqual([
      "people.0.name: contactNameRequired",
      "people.1.email: invalidEmailAddress",
      "people.2.email: contactEmailTwice",
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `P${i}`,
      email: `p${i}@x.example`,
    }));
    expect(issuesOf(await post(contactInput({ people: eleven })))).toEqual([
      "people: contactPeopleTooMany",
    ]);
    expect(issuesOf(await post(contactInput({ products: ["boats"] })))).toEqual([
      "products.0: invalidValue",
    ]);
    expect(
      issuesOf(await post(contactInput({ listing: { criteria: {} } }))).map((i) => i.split(":")[0]),
    ).toEqual(["listing.currency"]);
    expect(
      issuesOf(
        await post(
          contactInput({
            listing: {
              currency: "GBP",
              rateMinBp: 2000,
              rateMaxBp: 1000,
              factorMinBp: 14_000,
              factorMaxBp: 12_000,
              criteria: { amountMinMinor: 1000 },
            },
          }),
        ),
      ),
    ).toEqual(["listing.factorMinBp: minAboveMax", "listing.rateMinBp: minAboveMax"]);
    expect(
      issuesOf(
        await post(
          contactInput({
            listing: { currency: "GBP", criteria: { products: ["boats"], minCreditScore: -1 } },
          }),
        ),
      ).map((i) => i.split(":")[0]),
    ).toEqual(["listing.criteria.minCreditScore", "listing.criteria.products.0"]);
    expect(
      issuesOf(await post(contactInput({ company: "x".repeat(201), notes: "y".repeat(4001) }))),
    ).toEqual(["company: tooLong", "notes: tooLong"]);
    expect((await post({ ...contactInput(), owner: "me" })).statusCode).toBe(400);
    const created = await addContact(broker);
    const put = (body: object) =>
      callAs(ctx.app, broker).put(`/v1/funder-contact/${created.id}`, body);
    expect((await put(contactInput())).statusCode).toBe(400);
    expect((await put({ ...contactInput({ company: "" }), version: 1 })).statusCode).toBe(400);
    // Nothing was written by the refused calls.
    expect((await callAs(ctx.app, broker).get("/v1/funder-contacts")).json().items).toHaveLength(1);
  });

  it("owners, admins and managers write; agents read; funders are refused; another brokerage's contact is not found", async () => {
    const owner = await createBroker(ctx.app, "Team Brokers");
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    const agent = await joinOrganizationOf(ctx.app, owner, "member");
    const manager = await joinOrganizationOf(ctx.app, owner, "member");
    await setSalesRole(manager, "team_manager");
    const created = await addContact(owner);
    expect((await addContact(admin, { company: "Admin's Funder" })).company).toBe("Admin's Funder");
    expect((await addContact(manager, { company: "Manager's Funder" })).company).toBe(
      "Manager's Funder",
    );

    // An agent picks from them but changes nothing.
    const agentList = await callAs(ctx.app, agent).get("/v1/funder-contacts");
    expect(agentList.json().items).toHaveLength(3);
    expect(agentList.json().canManage).toBe(false);
    expect((await callAs(ctx.app, agent).get(`/v1/funder-contact/${created.id}`)).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of [
      ["POST", "/v1/funder-contacts", contactInput()],
      ["PUT", `/v1/funder-contact/${created.id}`, { ...contactInput(), version: 1 }],
      ["DELETE", `/v1/funder-contact/${created.id}`, undefined],
      ["PUT", "/v1/funder-contacts/settings", { linkDays: 7 }],
    ] as const) {
      const res = await callAs(ctx.app, agent).send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await callAs(ctx.app, agent).get("/v1/funder-contacts/settings")).json()).toEqual({
      linkDays: 14,
    });

    // A funder organization has no My funders.
    const funder = await createMember(ctx.app, "funder", "Some Lender");
    for (const [method, url, body] of [
      ["GET", "/v1/funder-contacts", undefined],
      ["POST", "/v1/funder-contacts", contactInput()],
      ["GET", "/v1/funder-contacts/settings", undefined],
    ] as const) {
      const res = await callAs(ctx.app, funder).send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.details).toEqual({ reason: "broker_only" });
    }

    // Another brokerage never sees them.
    const other = await createBroker(ctx.app, "Other Brokers");
    expect((await callAs(ctx.app, other).get("/v1/funder-contacts")).json().items).toEqual([]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { ...contactInput(), version: 1 }],
      ["DELETE", undefined],
    ] as const) {
      const res = await callAs(ctx.app, other).send(
        method,
        `/v1/funder-contact/${created.id}`,
        body,
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect((await callAs(ctx.app, other).get("/v1/funder-contact/not-a-uuid")).statusCode).toBe(
      404,
    );
    // Its listing is not readable by another brokerage either.
    expect((await callAs(ctx.app, other).get(`/v1/lender/${created.listingId}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(ctx.app, owner).get(`/v1/lender/${created.listingId}`)).statusCode).toBe(
      200,
    );
  });

  it("the link lifetime is a setting of the brokerage, 1 to 90 days", async () => {
    const broker = await createBroker(ctx.app, "Setting Brokers");
    const settings = "/v1/funder-contacts/settings";
    expect((await callAs(ctx.app, broker).get(settings)).json()).toEqual({ linkDays: 14 });
    for (const linkDays of [0, 91, 2.5, "many"])
      expect(issuesOf(await callAs(ctx.app, broker).put(settings, { linkDays }))).toEqual([
        "linkDays: linkDaysRange",
      ]);
    expect((await callAs(ctx.app, broker).put(settings, { linkDays: 30 })).json()).toEqual({
      linkDays: 30,
    });
    expect((await callAs(ctx.app, broker).get(settings)).json()).toEqual({ linkDays: 30 });
    const { id } = await organizationOf(ctx.app, broker);
    expect(await ctx.app.lenders.linkDaysOf(id)).toBe(30);
  });

  it("an address of a funder on the portal is offered the on-portal send", async () => {
    const broker = await createBroker(ctx.app, "Portal-aware Brokers");
    const portal = await createApprovedFunder(ctx.app, "Portal Capital");
    const published = await createListing(ctx.app, portal);
    await createListing(ctx.app, portal, { name: "A draft" }, { publish: false });
    const { id: portalId } = await organizationOf(ctx.app, portal);
    const contact = await addContact(broker, {
      people: [
        { name: "Pat", email: portal.email.toUpperCase() },
        { name: "Quinn", email: "quinn@elsewhere.example" },
      ],
    });
    expect(contact.onPortal).toEqual([
      {
        email: portal.email.toLowerCase(),
        funderId: portalId,
        funderName: "Portal Capital",
        listingIds: [published.id],
      },
    ]);
    // Another outside funder's address (a contact of another brokerage) is not "on the portal".
    const other = await createBroker(ctx.app, "Second Brokers");
    const theirs = await addContact(other, {
      people: [{ name: "Quinn", email: "quinn@elsewhere.example" }],
    });
    expect(theirs.onPortal).toEqual([]);
  });

  it("a funder a deal was sent to cannot be deleted; the count of deals sent shows", async () => {
    const broker = await createBroker(ctx.app, "Sending Brokers");
    const contact = await addContact(broker);
    const deal = await createDeal(ctx.app, broker);
    // Sent the way the submissions module records any send (the secure link's send is another's).
    const portal = await createApprovedFunder(ctx.app, "Control Capital");
    const listing = await createListing(ctx.app, portal);
    await createSubmissions(ctx.app, broker, deal.id, [listing.id]);
    await db()
      .update(submissions)
      .set({ funderOrganizationId: contact.funderId, lenderId: contact.listingId })
      .where(eq(submissions.dealId, deal.id));
    expect(
      (await callAs(ctx.app, broker).get(`/v1/funder-contact/${contact.id}`)).json().sentCount,
    ).toBe(1);
    const refused = await callAs(ctx.app, broker).delete(`/v1/funder-contact/${contact.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("still_in_use");
    expect((await callAs(ctx.app, broker).get(`/v1/funder-contact/${contact.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe("outside funders stay the brokerage's own", () => {
  it("the directory, the listings list, the operator's queue and approval and the desk never show a kept funder", async () => {
    const broker = await createBroker(ctx.app, "Private Brokers");
    const contact = await addContact(broker, { company: "Hidden Funding" });
    const other = await createBroker(ctx.app, "Curious Brokers");
    const operator = await createOperator(ctx.app);
    for (const viewer of [broker, other]) {
      const directory = await callAs(ctx.app, viewer).get("/v1/lenders?q=Hidden&pageSize=50");
      expect(directory.statusCode).toBe(200);
      expect(directory.json().items).toEqual([]);
      expect(
        (await callAs(ctx.app, viewer).get(`/v1/lenders/${contact.funderId}`)).statusCode,
      ).toBe(404);
      const listings = (await callAs(ctx.app, viewer).get("/v1/lender?pageSize=100")).json();
      expect(listings.items.map((l: { id: string }) => l.id)).not.toContain(contact.listingId);
    }
    const queue = (await callAs(ctx.app, operator).get("/v1/operator/funders")).json();
    expect(queue.items.map((f: { id: string }) => f.id)).not.toContain(contact.funderId);
    expect(
      (await callAs(ctx.app, operator).put(`/v1/operator/funders/${contact.funderId}/approve`))
        .statusCode,
    ).toBe(404);
    const desk = (await callAs(ctx.app, operator).get("/v1/dashboard/operator")).json();
    expect(desk.fundersToApprove.map((f: { id: string }) => f.id)).not.toContain(contact.funderId);
    const [{ n }] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from organizations where "accountType" = 'funder' and "approvedAt" is null and "keptByOrganizationId" is null`,
      )
    ).rows as [{ n: number }];
    expect(desk.statistics.fundersWaiting.value).toBe(n);
  });

  it("sending: its brokerage's kept listings whatever their status, never another's", async () => {
    const broker = await createBroker(ctx.app, "Sendable Brokers");
    const published = await addContact(broker);
    const draft = await addContact(broker, { company: "Draft Funding", listing: null });
    const other = await createBroker(ctx.app, "Other Sendable Brokers");
    const theirs = await addContact(other, { company: "Their Funding" });
    const portal = await createApprovedFunder(ctx.app, "Open Capital");
    const open = await createListing(ctx.app, portal);
    const { id } = await organizationOf(ctx.app, broker);
    const sendable = await ctx.app.lenders.sendableByIds(id, [
      published.listingId,
      draft.listingId,
      theirs.listingId,
      open.id,
    ]);
    expect(sendable.map((l) => [l.id, l.keptByOrganizationId]).sort()).toEqual(
      [
        [published.listingId, id],
        [draft.listingId, id],
        [open.id, null],
      ].sort(),
    );
    expect(await ctx.app.lenders.publishedByIds([published.listingId, open.id])).toHaveLength(1);
    const found = await ctx.app.lenders.contactOf(published.funderId, id);
    expect(found).toMatchObject({
      id: published.id,
      company: "Northwind Funding",
      people: [{ email: "nora@northwind.example" }],
    });
    expect(await ctx.app.lenders.contactOf(theirs.funderId, id)).toBeUndefined();
  });
});

describe("matching judges a kept listing for its brokerage's deals only", () => {
  it("matches, new fits and the funder check", async () => {
    const broker = await createBroker(ctx.app, "Matching Brokers");
    const other = await createBroker(ctx.app, "Rival Matching Brokers");
    const ours = await createDeal(ctx.app, broker);
    const theirs = await createDeal(ctx.app, other);
    await jobsDone(ctx.app);
    const contact = await addContact(broker, { company: "Kept Matching Funding" });
    await jobsDone(ctx.app);
    const portal = await createApprovedFunder(ctx.app, "Portal Matching Capital");
    const open = await createListing(ctx.app, portal);
    await jobsDone(ctx.app);

    const matchesOf = async (who: SignedUp, dealId: string) =>
      (await callAs(ctx.app, who).get(`/v1/user/deal/${dealId}/matches`)).json() as {
        fits: { listingId: string; outside: boolean }[];
        excluded: { listingId: string }[];
        newFits: string[];
      };
    const mine = await matchesOf(broker, ours.id);
    expect(mine.fits.find((f) => f.listingId === contact.listingId)?.outside).toBe(true);
    expect(mine.fits.find((f) => f.listingId === open.id)?.outside).toBe(false);
    expect(mine.newFits).toContain(contact.listingId);
    const seen = await matchesOf(other, theirs.id);
    expect([...seen.fits, ...seen.excluded].map((f) => f.listingId)).not.toContain(
      contact.listingId,
    );
    expect(seen.newFits).not.toContain(contact.listingId);
    expect(seen.fits.find((f) => f.listingId === open.id)?.outside).toBe(false);

    const check = `/matches/funders/${contact.funderId}`;
    const checked = await callAs(ctx.app, broker).get(`/v1/user/deal/${ours.id}${check}`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      funder: { id: contact.funderId, name: "Kept Matching Funding" },
      fits: true,
      listings: [{ listingId: contact.listingId, outside: true }],
    });
    expect(
      (await callAs(ctx.app, other).get(`/v1/user/deal/${theirs.id}${check}`)).statusCode,
    ).toBe(404);

    // Without criteria it is judged by nobody.
    await callAs(ctx.app, broker).put(`/v1/funder-contact/${contact.id}`, {
      ...contactInput({ company: "Kept Matching Funding", listing: null }),
      version: 1,
    });
    const after = await matchesOf(broker, ours.id);
    expect([...after.fits, ...after.excluded].map((f) => f.listingId)).not.toContain(
      contact.listingId,
    );
  });
});

describe("a solo broker joining a team keeps its funders", () => {
  it("the contacts, their organizations and listings move into the organization joined", async () => {
    const owner = await createBroker(ctx.app, "Joined Team");
    const solo = await createBroker(ctx.app, "Solo Broker");
    const contact = await addContact(solo, { company: "Solo's Funder" });
    const invited = await callAs(ctx.app, owner).post("/v1/team/invitations", {
      invitations: [{ email: solo.email, role: "member" }],
    });
    const link = new URL(invited.json().results[0].link);
    const [, , inviteId] = link.pathname.split("/");
    const secret = link.searchParams.get("secret")!;
    const change = await callAs(ctx.app, solo).get(
      `/v1/invite/${inviteId}/change?secret=${encodeURIComponent(secret)}`,
    );
    expect(change.json().change.carried).toContainEqual({ kind: "funderContacts", count: 1 });
    expect(change.json().change.blocking).toEqual([]);
    const claimed = await callAs(ctx.app, solo).post(`/v1/invite/${inviteId}/claim`, { secret });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const team = await organizationOf(ctx.app, owner);
    const listed = (await callAs(ctx.app, owner).get("/v1/funder-contacts")).json().items;
    expect(listed.map((c: Contact) => [c.id, c.company])).toEqual([[contact.id, "Solo's Funder"]]);
    const [org] = await db()
      .select({ keptBy: organizations.keptByOrganizationId })
      .from(organizations)
      .where(eq(organizations.id, contact.funderId));
    expect(org!.keptBy).toBe(team.id);
    const kept = await db()
      .select()
      .from(lenders)
      .where(and(eq(lenders.id, contact.listingId), eq(lenders.keptByOrganizationId, team.id)));
    expect(kept).toHaveLength(1);
  });
});
