// Secure links to outside funders (issue 39, docs/decisions/068): sending to a kept listing makes
// the link and mails it; a browser proves an address by a mailed code (wrong, spent, expired codes,
// addresses not on the link, rate limits); a stranger holding a forwarded link gets nothing of the
// deal from any /v1/link route; documents are only the shared ones; the broker reads the opens and
// downloads, revokes and renews; a withdrawn or expired link says so; the headers of every answer.
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { funderLinkCodes, funderLinks } from "@portal/db/schema/funder-links";
import type { FunderLink, LinkState } from "@portal/contract/funder-links/funder-link-schemas";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  uploadDocument,
  type SignedUp,
} from "./factories";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { jobsDone, publicUrl, uniqueEmail } from "./test-app";

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail());
});
afterAll(() => close());

const errorCode = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string } }).error.code;

/** A brokerage's outside funder (My funders): its people, listing and organization. */
async function outsideFunder(
  broker: SignedUp,
  company: string,
  people: string[] = [uniqueEmail("jane")],
  listing: object | null = null,
) {
  const res = await callAs(app, broker).post("/v1/funder-contacts", {
    company,
    people: people.map((email, i) => ({ name: `Person ${i}`, email, phone: "" })),
    products: ["term_loan"],
    listing,
  });
  expect(res.statusCode, res.body).toBe(201);
  const contact = res.json() as { id: string; listingId: string; funderId: string };
  return { ...contact, emails: people };
}

/** The token of the newest secure link mailed to `email`, and the mail's text. */
async function mailedLink(email: string) {
  await jobsDone(app);
  const text = await mail.messageFor(email, /sent you deal/i);
  const url = /https?:\/\/\S+/.exec(text)![0];
  expect(url.startsWith(`${publicUrl}/link/`)).toBe(true);
  return { token: new URL(url).pathname.split("/").pop()!, text };
}

/** Calls a link's routes as a browser holding `cookie` ("" for none). */
function linkCall(token: string, cookie = "") {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const base = `/v1/link/${token}`;
  return {
    get: (path = "") => app.inject({ method: "GET", url: `${base}${path}`, headers }),
    post: (path: string, payload?: object) =>
      app.inject({
        method: "POST",
        url: `${base}${path}`,
        headers: payload ? { ...headers, "content-type": "application/json" } : headers,
        payload: payload ? JSON.stringify(payload) : undefined,
      }),
  };
}

/** The code mailed to `email` for a link. */
async function mailedCode(email: string) {
  await jobsDone(app);
  return /\b(\d{6})\b/.exec(await mail.messageFor(email, /your code/i))![1]!;
}

/** A browser proves `email` for the link: its cookie (`portal_link=...`) and the Set-Cookie line. */
async function prove(token: string, email: string) {
  expect((await linkCall(token).post("/code", { email })).statusCode).toBe(202);
  const code = await mailedCode(email);
  const verified = await linkCall(token).post("/verify", { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const line = [verified.headers["set-cookie"]].flat().map(String)[0]!;
  return { cookie: line.split(";")[0]!, line, state: verified.json() as LinkState };
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** A broker's deal, with a shared and an unshared document, sent to its outside funder. */
async function world(name: string, options: { people?: string[]; listing?: object | null } = {}) {
  const broker = await createBroker(app, `${name} Brokers`);
  const tag = unique();
  const legalName = `Quillfeather ${tag} Bakery Ltd`;
  const purpose = `Refit of the Zanzibar ${tag} ovens`;
  const owner = `Zebulon ${tag} Farquharson`;
  const contact = await outsideFunder(
    broker,
    `${name} Outside Capital`,
    options.people,
    options.listing ?? null,
  );
  const deal = await createDeal(
    app,
    broker,
    { amountMinor: 7_345_600, purpose },
    { legalName, owners: [{ name: owner, ownershipBp: 10_000, creditScore: 720 }] },
  );
  const shared = await uploadDocument(app, broker, deal.id, "bank_statement");
  const unshared = await uploadDocument(app, broker, deal.id, "tax_return");
  const [sent] = await createSubmissions(app, broker, deal.id, [contact.listingId], [shared]);
  const email = contact.emails[0]!;
  const { token, text } = await mailedLink(email);
  const dealData = [legalName, deal.reference, "7345600", "73456", purpose, owner, tag];
  return { broker, contact, deal, id: sent!.id, token, email, text, shared, unshared, dealData };
}

const brokerLink = async (broker: SignedUp, id: string) => {
  const res = await callAs(app, broker).get(`/v1/user/submission/${id}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FunderLink;
};

describe("sending to an outside funder", () => {
  it("makes a link and mails it to each of the contact's people, naming the broker and the reference and no document nor business", async () => {
    const people = [uniqueEmail("ann"), uniqueEmail("bob")];
    const w = await world("Send", { people });
    expect(w.text).toContain("Send Brokers");
    expect(w.text).toContain(w.deal.reference);
    expect(w.text).toContain("1 document");
    for (const data of [w.dealData[0]!, w.dealData[4]!, "bank_statement"])
      expect(w.text).not.toContain(data);
    // One link per submission: each address's mail carries the same token (43 characters).
    const second = await mailedLink(people[1]!);
    expect(second.token).toBe(w.token);
    expect(w.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const rows = await app.database.db.select().from(funderLinks);
    const mine = rows.filter((r) => r.submissionId === w.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.emails.sort()).toEqual([...people].sort());
    expect(JSON.stringify(mine)).not.toContain(w.token);

    const list = await callAs(app, w.broker).get(`/v1/user/deal/${w.deal.id}/submissions`);
    expect((list.json().items as Submission[]).map((s) => s.outside)).toEqual([true]);
    const link = await brokerLink(w.broker, w.id);
    expect(link).toMatchObject({ state: "open", opens: 0, downloads: 0, revokedAt: null });
    expect(link.events.map((e) => e.kind)).toEqual(["sent"]);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.sentAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
  });

  it("refuses another brokerage's kept listing as not found", async () => {
    const other = await createBroker(app, "Other Brokers");
    const theirs = await outsideFunder(other, "Theirs Capital");
    const broker = await createBroker(app, "Mine Brokers");
    const deal = await createDeal(app, broker);
    const res = await callAs(app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
      listingIds: [theirs.listingId],
      sharedDocumentIds: [],
    });
    expect(res.statusCode, res.body).toBe(404);
    const preview = await callAs(app, broker).post(`/v1/user/deal/${deal.id}/submissions/preview`, {
      listingIds: [theirs.listingId],
      sharedDocumentIds: [],
    });
    expect(preview.statusCode).toBe(200);
  });
});

describe("the code", () => {
  it("asks for the code, then opens the deal with the shared documents only, its fit and its thread; the cookie is scoped to the link", async () => {
    const w = await world("Open");
    const before = await linkCall(w.token).get();
    expect(before.statusCode).toBe(200);
    const asked = before.json() as LinkState;
    expect(asked).toEqual({
      state: "code_required",
      brokerName: "Open Brokers",
      maskedEmails: [`${w.email[0]}***@example.com`],
    });
    const proof = await prove(w.token, w.email);
    expect(proof.line).toMatch(
      new RegExp(
        `^portal_link=[A-Za-z0-9_-]{43}; Path=/v1/link/${w.token}; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
      ),
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(proof.line)![1]);
    expect(maxAge).toBeGreaterThan(13 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(14 * 86_400);
    const state = proof.state;
    expect(state.state).toBe("open");
    if (state.state !== "open") return;
    expect(state.email).toBe(w.email);
    expect(state.submission.borrower?.legalName).toBe(w.dealData[0]);
    expect(state.submission.documents.map((d) => d.id)).toEqual([w.shared]);
    expect(state.submission.outside).toBe(true);
    expect(state.fit.listings).toEqual([]);
    expect(state.thread).toMatchObject({ side: "funder", submissionId: w.id });
    expect(state.accountRequested).toBe(false);

    // Opened again in the same visit: one open for the broker.
    expect((await linkCall(w.token, proof.cookie).get()).json().state).toBe("open");
    const link = await brokerLink(w.broker, w.id);
    expect(link.opens).toBe(1);
    expect(link.events.map((e) => e.kind)).toEqual(["opened", "code_sent", "sent"]);
    expect(link.events[0]!.email).toBe(w.email);
  });

  it("judges an outside funder with criteria against its kept listing", async () => {
    const w = await world("Fit", {
      listing: {
        currency: "GBP",
        criteria: { products: ["term_loan"], amountMinMinor: 1_000_000, countries: ["GB"] },
      },
    });
    const { cookie } = await prove(w.token, w.email);
    const state = (await linkCall(w.token, cookie).get()).json() as LinkState;
    expect(state.state).toBe("open");
    if (state.state !== "open") return;
    expect(state.fit.listings).toHaveLength(1);
    expect(state.fit.listings[0]).toMatchObject({
      listingId: w.contact.listingId,
      sentThrough: true,
    });
    // Facts the page words, never a sentence (decision 069).
    expect(state.fit.listings[0]!.checks).toEqual([
      {
        criterion: "products",
        result: "pass",
        code: "accepted",
        deal: { kind: "product", codes: ["term_loan"] },
        listing: { kind: "product", codes: ["term_loan"] },
      },
      {
        criterion: "amount",
        result: "pass",
        code: "meets_minimum",
        deal: { kind: "money", minor: 7_345_600, currency: "GBP" },
        listing: { kind: "money", minor: 1_000_000, currency: "GBP" },
      },
      {
        criterion: "countries",
        result: "pass",
        code: "accepted",
        deal: { kind: "country", codes: ["GB"] },
        listing: { kind: "country", codes: ["GB"] },
      },
    ]);
  });

  it("answers 202 alike for an address not on the link, and mails it nothing", async () => {
    const w = await world("Stranger");
    const stranger = uniqueEmail("mallory");
    const theirs = await linkCall(w.token).post("/code", { email: stranger });
    const ours = await linkCall(w.token).post("/code", { email: w.email });
    expect(theirs.statusCode).toBe(202);
    expect(theirs.body).toBe(ours.body);
    await jobsDone(app);
    await mailedCode(w.email);
    expect(mail.received.some((m) => JSON.stringify(m.to).includes(stranger))).toBe(false);
    // A stranger's address never verifies, whatever the code.
    const tried = await linkCall(w.token).post("/verify", { email: stranger, code: "123456" });
    expect(tried.statusCode).toBe(400);
    expect(errorCode(tried)).toBe("link_code_wrong");
  });

  it("counts wrong codes: after 5 tries even the right code fails, and a new code works", async () => {
    const w = await world("Tries");
    await linkCall(w.token).post("/code", { email: w.email });
    const code = await mailedCode(w.email);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await linkCall(w.token).post("/verify", { email: w.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe("link_code_wrong");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const spent = await linkCall(w.token).post("/verify", { email: w.email, code });
    expect(spent.statusCode).toBe(400);
    expect(
      (await brokerLink(w.broker, w.id)).events.filter((e) => e.kind === "code_failed"),
    ).toHaveLength(6);
    // A malformed code is the field's message, not a try.
    const malformed = await linkCall(w.token).post("/verify", { email: w.email, code: "12ab" });
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(malformed)).toBe("validation_failed");
    await prove(w.token, w.email);
  });

  it("refuses an expired code and a used one", async () => {
    const w = await world("Expired code");
    await linkCall(w.token).post("/code", { email: w.email });
    const code = await mailedCode(w.email);
    await app.database.db
      .update(funderLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(funderLinkCodes.email, w.email));
    const late = await linkCall(w.token).post("/verify", { email: w.email, code });
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe("link_code_wrong");

    await linkCall(w.token).post("/code", { email: w.email });
    const fresh = await mailedCode(w.email);
    expect(
      (await linkCall(w.token).post("/verify", { email: w.email, code: fresh })).statusCode,
    ).toBe(200);
    const again = await linkCall(w.token).post("/verify", { email: w.email, code: fresh });
    expect(again.statusCode).toBe(400);
  });

  it("rate limits codes per address (5 in 15 minutes) and per link (20 an hour) with Retry-After", async () => {
    const w = await world("Limits");
    for (let i = 0; i < 5; i++)
      expect((await linkCall(w.token).post("/code", { email: w.email })).statusCode).toBe(202);
    const sixth = await linkCall(w.token).post("/code", { email: w.email });
    expect(sixth.statusCode).toBe(429);
    expect(errorCode(sixth)).toBe("rate_limited");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    // 14 more addresses bring the link to 20; the 21st ask is refused whatever the address.
    for (let i = 0; i < 14; i++)
      expect(
        (await linkCall(w.token).post("/code", { email: uniqueEmail("spray") })).statusCode,
      ).toBe(202);
    const over = await linkCall(w.token).post("/code", { email: uniqueEmail("spray") });
    expect(over.statusCode).toBe(429);
    await jobsDone(app);
  });

  it("refuses a cross-origin or form post to a link", async () => {
    const w = await world("Csrf");
    const cross = await app.inject({
      method: "POST",
      url: `/v1/link/${w.token}/code`,
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify({ email: w.email }),
    });
    expect(cross.statusCode).toBe(403);
    const site = await app.inject({
      method: "POST",
      url: `/v1/link/${w.token}/code`,
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      payload: JSON.stringify({ email: w.email }),
    });
    expect(site.statusCode).toBe(403);
    const form = await app.inject({
      method: "POST",
      url: `/v1/link/${w.token}/code`,
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ email: w.email }),
    });
    expect(form.statusCode).toBe(415);
    const own = await app.inject({
      method: "POST",
      url: `/v1/link/${w.token}/code`,
      headers: { "content-type": "application/json", origin: publicUrl },
      payload: JSON.stringify({ email: w.email }),
    });
    expect(own.statusCode).toBe(202);
    await jobsDone(app);
  });
});

describe("a stranger holding a forwarded link", () => {
  it("gets nothing of the deal from any /v1/link route: 0 bytes of deal data", async () => {
    const w = await world("Forwarded");
    // The real funder asks a question and the broker writes back: the thread holds deal data too.
    const real = await prove(w.token, w.email);
    const brokerNote = `Broker note ${unique()} about the kiln`;
    await linkCall(w.token, real.cookie).post("/messages", { body: "What about the kiln?" });
    await callAs(app, w.broker).post(`/v1/threads/${w.id}/messages`, {
      body: brokerNote,
      documentIds: [],
    });
    const data = [...w.dealData, brokerNote, "bank_statement.pdf", "tax_return.pdf"];

    const stranger = uniqueEmail("eve");
    const forged = `portal_link=${"A".repeat(43)}`;
    const bodies: string[] = [];
    const keep = (res: LightMyRequestResponse) => {
      bodies.push(JSON.stringify(res.headers) + res.body);
      return res;
    };
    const bodiesFor = [
      {},
      { email: stranger },
      { email: w.email },
      { email: stranger, code: "123456" },
      { email: w.email, code: "123456" },
      { body: "hello" },
      { reason: "other", note: "no" },
      { amountMinor: 1, rateBp: 1, termMonths: 1, feesMinor: 0, brokerCommissionBp: 0 },
      { name: "Eve", password: "correct horse battery staple" },
    ];
    const routes = app
      .routeTable()
      .filter((r) => r.url.startsWith("/v1/link/:token") && r.method !== "HEAD");
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const cookie of ["", forged]) {
      for (const route of routes) {
        const url = route.url.replace(":token", w.token).replace(":documentId", w.shared);
        if (route.method === "GET") {
          keep(await linkCall(w.token, cookie).get(url.slice(`/v1/link/${w.token}`.length)));
          continue;
        }
        for (const payload of bodiesFor)
          keep(
            await linkCall(w.token, cookie).post(url.slice(`/v1/link/${w.token}`.length), payload),
          );
      }
    }
    // Documents by every id the stranger might try: shared, unshared, random.
    for (const id of [w.shared, w.unshared, "00000000-0000-0000-0000-000000000000", "x"])
      keep(await linkCall(w.token).get(`/document/${id}`));
    // Wrong codes until they are spent, then the state again.
    for (let i = 0; i < 6; i++)
      keep(await linkCall(w.token).post("/verify", { email: w.email, code: String(100000 + i) }));
    keep(await linkCall(w.token).get());
    await jobsDone(app);

    const all = bodies.join("\n");
    const leaked = data.reduce(
      (bytes, d) => bytes + (all.split(d).length - 1) * Buffer.byteLength(d),
      0,
    );
    expect(leaked).toBe(0);
    expect(bodies.length).toBeGreaterThan(20);
    // And the stranger was never told anything but "a code is required" (or a refusal).
    const state = (await linkCall(w.token, forged).get()).json() as LinkState;
    expect(state.state).toBe("code_required");
    // The real funder still opens it.
    expect((await linkCall(w.token, real.cookie).get()).json().state).toBe("open");
  });
});

describe("documents", () => {
  it("downloads a shared document (logged with its name); another or unshared document is not found", async () => {
    const w = await world("Docs");
    const other = await world("Docs other");
    const { cookie } = await prove(w.token, w.email);
    const res = await linkCall(w.token, cookie).get(`/document/${w.shared}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("bank_statement.pdf");
    for (const id of [w.unshared, other.shared, "nope"])
      expect((await linkCall(w.token, cookie).get(`/document/${id}`)).statusCode).toBe(404);
    // Another link's cookie proves nothing here.
    const theirs = await prove(other.token, other.email);
    const cross = await linkCall(w.token, theirs.cookie).get(`/document/${w.shared}`);
    expect(cross.statusCode).toBe(401);
    expect(errorCode(cross)).toBe("code_required");
    const link = await brokerLink(w.broker, w.id);
    expect(link.downloads).toBe(1);
    expect(link.events[0]).toMatchObject({
      kind: "downloaded",
      documentName: "bank_statement.pdf",
      email: w.email,
    });
  });
});

describe("the broker's link", () => {
  it("revokes: the state says revoked with whom to ask; again is 409", async () => {
    const w = await world("Revoke");
    const { cookie } = await prove(w.token, w.email);
    const revoked = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/link/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ state: "revoked" });
    const state = (await linkCall(w.token, cookie).get()).json() as LinkState;
    expect(state).toMatchObject({
      state: "revoked",
      brokerName: "Revoke Brokers",
      brokerContact: { email: w.broker.email },
    });
    const doc = await linkCall(w.token, cookie).get(`/document/${w.shared}`);
    expect(doc.statusCode).toBe(410);
    expect(doc.json().error.details).toEqual({ state: "revoked" });
    const again = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/link/revoke`);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe("invalid_transition");
  });

  it("renews: the old link says revoked, the new one is mailed and opens with a fresh code", async () => {
    const w = await world("Renew");
    const renewed = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/link/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ state: "open", revokedAt: null });
    expect((await linkCall(w.token).get()).json().state).toBe("revoked");
    const { token } = await mailedLink(w.email);
    expect(token).not.toBe(w.token);
    expect((await linkCall(token).get()).json().state).toBe("code_required");
    expect((await prove(token, w.email)).state.state).toBe("open");
    const link = await brokerLink(w.broker, w.id);
    expect(link.events.map((e) => e.kind)).toEqual(["opened", "code_sent", "renewed", "sent"]);
  });

  it("is another brokerage's: not found; a submission to a portal funder has no link", async () => {
    const w = await world("Private");
    const other = await createBroker(app, "Nosy Brokers");
    for (const path of ["link", "link/revoke", "link/renew"]) {
      const res = await callAs(app, other).send(
        path === "link" ? "GET" : "POST",
        `/v1/user/submission/${w.id}/${path}`,
      );
      expect(res.statusCode).toBe(404);
    }
    // A deal sent to a funder on the portal goes to its inbox: no link, and no link mail.
    const funder = await createApprovedFunder(app, "Portal Capital");
    const listing = await createListing(app, funder);
    const items = await createSubmissions(app, w.broker, w.deal.id, [listing.id]);
    const portal = items.find((s) => s.lenderId === listing.id);
    for (const path of ["link", "link/revoke", "link/renew"]) {
      const res = await callAs(app, w.broker).send(
        path === "link" ? "GET" : "POST",
        `/v1/user/submission/${portal!.id}/${path}`,
      );
      expect(res.statusCode, `${path} ${res.body}`).toBe(404);
    }
    const list = await callAs(app, w.broker).get(`/v1/user/deal/${w.deal.id}/submissions`);
    const outside = (list.json().items as Submission[]).map((s) => [s.id, s.outside]);
    expect(outside).toEqual(
      expect.arrayContaining([
        [w.id, true],
        [portal!.id, false],
      ]),
    );
  });

  it("ends the link when the broker withdraws the deal from the funder, and when it expires", async () => {
    const w = await world("Withdraw");
    const { cookie } = await prove(w.token, w.email);
    const cancelled = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await linkCall(w.token, cookie).get()).json().state).toBe("withdrawn");
    expect((await brokerLink(w.broker, w.id)).state).toBe("withdrawn");
    const renew = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/link/renew`);
    expect(renew.statusCode).toBe(409);

    const x = await world("Expire");
    const proof = await prove(x.token, x.email);
    await app.database.db
      .update(funderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(funderLinks.submissionId, x.id));
    expect((await linkCall(x.token, proof.cookie).get()).json().state).toBe("expired");
    const code = await linkCall(x.token).post("/code", { email: x.email });
    expect(code.statusCode).toBe(410);
    expect((await brokerLink(x.broker, x.id)).state).toBe("expired");
  });
});

describe("headers and unknown links", () => {
  it("answers every /v1/link request noindex, no referrer, no store; an unknown or malformed token is 404", async () => {
    const w = await world("Headers");
    const { cookie } = await prove(w.token, w.email);
    const answers = [
      await linkCall(w.token).get(),
      await linkCall(w.token, cookie).get(`/document/${w.shared}`),
      await linkCall(w.token).post("/code", { email: w.email }),
      await linkCall("B".repeat(43)).get(),
      await linkCall("short").get(),
      await app.inject({ method: "GET", url: `/v1/link/${w.token}/nothing/here` }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 202, 404, 404, 404]);
    for (const a of answers) {
      expect(a.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(a.headers["referrer-policy"]).toBe("no-referrer");
      expect(a.headers["cache-control"]).toBe("no-store");
    }
    await jobsDone(app);
  });
});
