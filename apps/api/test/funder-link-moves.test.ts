import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import type { Thread } from "@portal/contract/threads/thread-schemas";
import type { Notification } from "@portal/contract/notifications/notification-schemas";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { jobsDone, password, publicUrl, putUser, uniqueEmail } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createOperator,
  createSubmissions,
  signUp,
  validOnboarding,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// An outside funder answers from its secure link in the same place as a funder on the portal
// (issue 39, docs/decisions/068): it asks in the deal's thread, declines with a reason, offers,
// revises and withdraws with the same refusals, downloads the term sheet, and creates an account
// that, once an operator approves it, holds the same deals in its inbox.

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail());
});
afterAll(() => close());

const terms = {
  amountMinor: 4_500_000,
  rateBp: 1300,
  termMonths: 18,
  feesMinor: 25_000,
  brokerCommissionBp: 150,
};

/** A brokerage's outside funder (My funders) with one person, and its contact's id and listing. */
async function outsideFunder(broker: SignedUp, company: string, email = uniqueEmail("jane")) {
  const res = await callAs(app, broker).post("/v1/funder-contacts", {
    company,
    people: [{ name: "Jane Roe", email, phone: "" }],
    products: ["term_loan"],
  });
  expect(res.statusCode, res.body).toBe(201);
  const contact = res.json() as { id: string; listingId: string; funderId: string };
  return { ...contact, email };
}

/** The token of the secure link mailed to `email` for a deal. */
async function mailedToken(email: string) {
  await jobsDone(app);
  const link = new URL(await mail.linkFor(email, /sent you deal/i));
  return link.pathname.split("/").pop()!;
}

/** A browser proves `email` by the mailed code: its `portal_link` cookie. */
async function proveAddress(token: string, email: string) {
  const asked = await linkCall(token, "").post("/code", { email });
  expect(asked.statusCode, asked.body).toBe(202);
  await jobsDone(app);
  const code = /\b(\d{6})\b/.exec(await mail.messageFor(email, /your code/i))![1]!;
  const verified = await linkCall(token, "").post("/verify", { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = [verified.headers["set-cookie"]]
    .flat()
    .map((c) => String(c).split(";")[0])
    .find((c) => c?.startsWith("portal_link="));
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Calls a secure link's routes as a browser holding `cookie` ("" for none). */
function linkCall(token: string, cookie: string) {
  const headers = cookie ? { cookie } : {};
  const base = `/v1/link/${token}`;
  return {
    get: (path: string) => app.inject({ method: "GET", url: `${base}${path}`, headers }),
    post: (path: string, payload?: object) =>
      app.inject({
        method: "POST",
        url: `${base}${path}`,
        headers: payload ? { ...headers, "content-type": "application/json" } : headers,
        payload: payload ? JSON.stringify(payload) : undefined,
      }),
  };
}

/** A broker's deal sent to its outside funder, opened by the funder's person in a proven browser. */
async function world(name: string, options: { email?: string } = {}) {
  const broker = await createBroker(app, `${name} Brokers`);
  const contact = await outsideFunder(broker, `${name} Outside Capital`, options.email);
  const deal = await createDeal(app, broker);
  const [sent] = await createSubmissions(app, broker, deal.id, [contact.listingId]);
  const token = await mailedToken(contact.email);
  const cookie = await proveAddress(token, contact.email);
  const id = sent!.id;
  const brokerView = async () =>
    (
      (await callAs(app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
        .items as Submission[]
    ).find((s) => s.id === id)!;
  return { broker, contact, deal, id, token, cookie, link: linkCall(token, cookie), brokerView };
}

const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;
const issues = (res: { json(): unknown }) =>
  (res.json() as { error: { issues: { path: string; code: string }[] } }).error.issues;

describe("secure link: the thread", () => {
  it("asks in the deal's thread: the broker reads the question with the contact's name, the answer comes back", async () => {
    const w = await world("Thread");
    const empty = await w.link.get("/thread");
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ side: "funder", submissionId: w.id, messages: [] });

    const asked = await w.link.post("/messages", { body: "What is the monthly revenue?" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as Thread).messages).toMatchObject([
      { side: "funder", authorName: "Jane Roe", mine: true, body: "What is the monthly revenue?" },
    ]);

    // The broker's thread: the question, named by the contact's person.
    const read = await callAs(app, w.broker).get(`/v1/threads/${w.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as Thread).messages).toMatchObject([
      { side: "funder", authorName: "Jane Roe", mine: false },
    ]);
    // It was the funder's question: the submission waits for the broker, the move is the link's.
    const seen = await w.brokerView();
    expect(seen.status).toBe("info_requested");
    expect(seen.outside).toBe(true);
    expect(seen.events.at(-1)).toMatchObject({
      to: "info_requested",
      actorId: `link:${w.contact.email}`,
      note: "What is the monthly revenue?",
    });
    // The deal's history: in review, from the link, by no person's account.
    const detail = (await callAs(app, w.broker).get(`/v1/user/deal/${w.deal.id}`)).json();
    expect(detail.status).toBe("in_review");
    expect(detail.history.at(-1)).toMatchObject({ to: "in_review", source: "link", actorId: null });
    const notices = (await callAs(app, w.broker).get("/v1/notifications")).json()
      .items as Notification[];
    expect(notices.map((n) => n.kind)).toContain("question_asked");
    await jobsDone(app);
    await mail.messageFor(w.broker.email, /Thread Outside Capital asks about/);

    // The broker answers in the thread; the link reads it.
    const answered = await callAs(app, w.broker).post(`/v1/threads/${w.id}/messages`, {
      body: "About 40k a month.",
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const back = (await w.link.get("/thread")).json() as Thread;
    expect(back.messages.map((m) => [m.side, m.mine, m.body])).toEqual([
      ["funder", true, "What is the monthly revenue?"],
      ["broker", false, "About 40k a month."],
    ]);
    expect((await w.brokerView()).status).toBe("pending");
    // It has no account: the mail says the broker wrote, and to answer from the link's page.
    await jobsDone(app);
    const told = await mail.messageFor(w.contact.email, /Thread Brokers wrote about/);
    expect(told).toContain("answer from the secure link");
    expect(told).not.toContain("/link/");
  });

  it("refuses bad messages and attachments: a link attaches no documents", async () => {
    const w = await world("Attach");
    const blank = await w.link.post("/messages", { body: "   " });
    expect(blank.statusCode).toBe(400);
    expect(issues(blank)).toMatchObject([{ path: "body", code: "messageRequired" }]);
    const attached = await w.link.post("/messages", {
      body: "Here are our terms",
      documentIds: ["0b6f7a3e-8f51-4a3c-9a57-3a0c1f7d2b11"],
    });
    expect(attached.statusCode).toBe(400);
    expect(issues(attached)).toMatchObject([{ path: "documentIds", code: "linkNoAttachments" }]);
    const stray = await w.link.post("/messages", { body: "Hi", extra: 1 });
    expect(stray.statusCode).toBe(400);
    const badCursor = await w.link.get("/thread?before=nonsense");
    expect(badCursor.statusCode).toBe(400);
    // Nothing was written.
    expect(((await w.link.get("/thread")).json() as Thread).messages).toEqual([]);
  });
});

describe("secure link: decline and offers", () => {
  it("declines with a reason kept for the broker; the thread then closes", async () => {
    const w = await world("Decline");
    const noReason = await w.link.post("/decline", { reason: "nope" });
    expect(noReason.statusCode).toBe(400);
    expect(issues(noReason)).toMatchObject([{ path: "reason", code: "declineReasonChoice" }]);
    const otherWithoutNote = await w.link.post("/decline", { reason: "other" });
    expect(otherWithoutNote.statusCode).toBe(400);

    const declined = await w.link.post("/decline", { reason: "revenue", note: "Too small" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ id: w.id, status: "declined" });
    const seen = await w.brokerView();
    expect(seen).toMatchObject({ status: "declined", declineReason: "revenue", outside: true });
    expect(seen.events.at(-1)).toMatchObject({
      to: "declined",
      actorId: `link:${w.contact.email}`,
      note: "Too small",
    });
    await jobsDone(app);
    await mail.messageFor(w.broker.email, /declined/i);

    const closed = await w.link.post("/messages", { body: "One more thing" });
    expect(closed.statusCode).toBe(409);
    expect(code(closed)).toBe("thread_closed");
    const late = await w.link.post("/offer", terms);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe("invalid_transition");
    const twice = await w.link.post("/decline", { reason: "credit" });
    expect(code(twice)).toBe("invalid_transition");
  });

  it("offers, revises and withdraws with the funder's refusals; the offer stands in the broker's comparison, marked outside", async () => {
    const w = await world("Offer");
    const badTerms = await w.link.post("/offer", { ...terms, amountMinor: -1 });
    expect(badTerms.statusCode).toBe(400);
    const past = await w.link.post("/offer", { ...terms, expiresOn: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect(issues(past)).toMatchObject([{ path: "expiresOn", code: "offerExpiryDate" }]);
    const noneYet = await w.link.post("/offer/revise", terms);
    expect(code(noneYet)).toBe("no_offer");
    const noSheet = await w.link.get("/term-sheet");
    expect(noSheet.statusCode).toBe(404);

    const offered = await w.link.post("/offer", terms);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({
      status: "offered",
      proposal: { amountMinor: 4_500_000 },
    });
    const again = await w.link.post("/offer", terms);
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe("offer_exists");
    expect(code(await w.link.post("/offer/revise", terms))).toBe("offer_unchanged");

    const revised = await w.link.post("/offer/revise", { ...terms, rateBp: 1250 });
    expect(revised.statusCode, revised.body).toBe(200);
    const seen = await w.brokerView();
    expect(seen).toMatchObject({
      status: "offered",
      outside: true,
      proposal: { rateBp: 1250, withdrawnAt: null },
    });
    expect(seen.proposal!.revisedAt).not.toBeNull();
    expect(seen.events.filter((e) => e.to === "offered").map((e) => e.actorId)).toEqual([
      `link:${w.contact.email}`,
      `link:${w.contact.email}`,
    ]);
    const notices = (await callAs(app, w.broker).get("/v1/notifications")).json()
      .items as Notification[];
    expect(notices.map((n) => n.kind).slice(0, 2)).toEqual(["offer_revised", "offer_received"]);

    // The term sheet, as the funder's own route gives it; the broker reads the download.
    const sheet = await w.link.get("/term-sheet");
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toBe("application/pdf");
    expect(sheet.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const log = (await callAs(app, w.broker).get(`/v1/user/submission/${w.id}/link`)).json() as {
      events: { kind: string; documentName: string | null }[];
    };
    expect(log.events).toContainEqual(
      expect.objectContaining({
        kind: "downloaded",
        documentName: `term-sheet-${w.deal.reference}.pdf`,
      }),
    );

    // A message while the offer stands leaves it standing.
    expect((await w.link.post("/messages", { body: "Happy to talk" })).statusCode).toBe(201);
    expect((await w.brokerView()).status).toBe("offered");

    const withdrawn = await w.link.post("/offer/withdraw", { note: "Position changed" });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await w.brokerView()).proposal!.withdrawnAt).not.toBeNull();
    expect(code(await w.link.post("/offer/withdraw"))).toBe("no_offer");
    expect(code(await w.link.post("/offer/revise", terms))).toBe("no_offer");
    expect((await w.link.get("/term-sheet")).statusCode).toBe(404);

    // Offered again, then accepted by the broker: no more changes from the link.
    expect((await w.link.post("/offer", terms)).statusCode).toBe(200);
    const accepted = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // It has no account: its link's addresses are told, and where to see it (no link in the mail).
    await jobsDone(app);
    const told = await mail.messageFor(w.contact.email, /accepted your offer for/);
    expect(told).toContain("from the secure link");
    expect(told).not.toContain("/link/");
    expect(code(await w.link.post("/offer/revise", { ...terms, rateBp: 1100 }))).toBe(
      "offer_accepted",
    );
    expect(code(await w.link.post("/offer/withdraw"))).toBe("offer_accepted");
    expect((await w.link.get("/term-sheet")).statusCode).toBe(200);

    // The money went out, said from the link: the deal is funded and the commission earned.
    expect(code(await w.link.post("/funded", { amountMinor: -5 }))).toBe("validation_failed");
    const funded = await w.link.post("/funded", {});
    expect(funded.statusCode, funded.body).toBe(200);
    const deal = (await callAs(app, w.broker).get(`/v1/user/deal/${w.deal.id}`)).json() as {
      status: string;
      fundedAmountMinor: number | null;
    };
    expect(deal.status).toBe("funded");
    expect(deal.fundedAmountMinor).toBe(terms.amountMinor);
    const ledger = (
      await callAs(app, w.broker).get(`/v1/user/deal/${w.deal.id}/commissions`)
    ).json() as { items: { kind: string }[] };
    expect(ledger.items.map((e) => e.kind)).toContain("earned");
    expect(code(await w.link.post("/funded", {}))).toBe("invalid_transition");
  });
});

describe("secure link: who may move", () => {
  it("refuses a browser without the code, an unknown token, and everything once the broker revoked the link", async () => {
    const w = await world("Access");
    const stranger = linkCall(w.token, "");
    const forged = linkCall(w.token, `portal_link=${"A".repeat(43)}`);
    for (const who of [stranger, forged]) {
      for (const res of [
        await who.get("/thread"),
        await who.post("/messages", { body: "Hello" }),
        await who.post("/decline", { reason: "credit" }),
        await who.post("/offer", terms),
        await who.post("/offer/revise", terms),
        await who.post("/offer/withdraw"),
        await who.get("/term-sheet"),
        await who.post("/account", { name: "Mallory", password }),
      ]) {
        expect(res.statusCode, res.body).toBe(401);
        expect(code(res)).toBe("code_required");
      }
    }
    // Another link's browser is no proof for this one.
    const other = await world("Access other");
    const crossed = linkCall(w.token, other.cookie);
    expect(code(await crossed.post("/decline", { reason: "credit" }))).toBe("code_required");

    const unknown = linkCall("B".repeat(43), w.cookie);
    expect((await unknown.post("/decline", { reason: "credit" })).statusCode).toBe(404);
    expect((await linkCall("short", w.cookie).get("/thread")).statusCode).toBe(404);

    // A form post from another site is refused before anything.
    const crossSite = await app.inject({
      method: "POST",
      url: `/v1/link/${w.token}/decline`,
      headers: {
        cookie: w.cookie,
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ reason: "credit" }),
    });
    expect(crossSite.statusCode).toBe(403);

    const revoked = await callAs(app, w.broker).post(`/v1/user/submission/${w.id}/link/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (const res of [
      await w.link.get("/thread"),
      await w.link.post("/messages", { body: "Hello" }),
      await w.link.post("/decline", { reason: "credit" }),
      await w.link.post("/offer", terms),
      await w.link.get("/term-sheet"),
      await w.link.post("/account", { name: "Jane Roe", password }),
    ]) {
      expect(res.statusCode, res.body).toBe(410);
      expect(code(res)).toBe("link_ended");
    }
    expect((await w.brokerView()).status).toBe("pending");
  });
});

describe("secure link: Create an account to keep these deals", () => {
  it("makes the outside funder an organization awaiting approval; once approved its inbox holds the same deals", async () => {
    const operator = await createOperator(app, "Link Ops");
    const w = await world("Joining");
    // A second deal to the same funder, offered on from its own link.
    const deal2 = await createDeal(app, w.broker, {}, { legalName: "Second Bakery Ltd" });
    const [sent2] = await createSubmissions(app, w.broker, deal2.id, [w.contact.listingId]);
    const token2 = await mailedToken(w.contact.email);
    const link2 = linkCall(token2, await proveAddress(token2, w.contact.email));
    expect((await link2.post("/offer", terms)).statusCode).toBe(200);

    const queue = async () =>
      (
        (await callAs(app, operator).get("/v1/operator/funders")).json().items as {
          id: string;
          approvedAt: string | null;
        }[]
      ).filter((f) => f.id === w.contact.funderId);
    expect(await queue()).toEqual([]);

    const weak = await w.link.post("/account", { name: "Jane Roe", password: "abcdef" });
    expect(weak.statusCode).toBe(400);
    expect(issues(weak)).toMatchObject([{ path: "password", code: "strongerPassword" }]);
    const nameless = await w.link.post("/account", { name: " ", password });
    expect(issues(nameless)).toMatchObject([{ path: "name", code: "contactNameRequired" }]);

    const created = await w.link.post("/account", { name: "Jane Roe", password });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      email: w.contact.email,
      organizationId: w.contact.funderId,
      organizationName: "Joining Outside Capital",
    });
    // Claimed once: from the other link too.
    const again = await link2.post("/account", { name: "Jane Roe", password });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe("conflict");

    // The operator's queue lists it, not yet approved; the brokerage's contact says it joined.
    expect(await queue()).toMatchObject([{ id: w.contact.funderId, approvedAt: null }]);
    const contact = await callAs(app, w.broker).get(`/v1/funder-contact/${w.contact.id}`);
    expect(contact.json()).toMatchObject({ joined: true, funderId: w.contact.funderId });

    // The link keeps working until it ends.
    expect((await w.link.get("/thread")).statusCode).toBe(200);

    // The new person signs in with the address and password (the address is verified).
    const signIn = await app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: publicUrl },
      payload: { email: w.contact.email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user).toMatchObject({ emailVerified: true, name: "Jane Roe" });
    const cookie = [signIn.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    const token = (
      await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })
    ).json().token as string;
    const jane = { token };

    const approved = await callAs(app, operator).put(
      `/v1/operator/funders/${w.contact.funderId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await queue()).toMatchObject([{ id: w.contact.funderId }]);
    expect((await queue())[0]!.approvedAt).not.toBeNull();

    const tab = async (name: string) =>
      (
        (await callAs(app, jane).get(`/v1/funder/submissions?tab=${name}`)).json().items as {
          id: string;
        }[]
      ).map((i) => i.id);
    expect(await tab("new")).toEqual([w.id]);
    expect(await tab("offered")).toEqual([sent2!.id]);
    // Its first visit asks only its own details: it joins its organization, as an invitee does.
    const { accountType: _a, company: _c, ...profile } = validOnboarding();
    const onboarded = await putUser(app, token, profile);
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    expect(onboarded.json()).toMatchObject({
      email: w.contact.email,
      emailVerified: true,
      organization: {
        id: w.contact.funderId,
        name: "Joining Outside Capital",
        accountType: "funder",
        role: "owner",
      },
    });
    // The item and its thread are its own now, the link's question among them.
    const item = await callAs(app, jane).get(`/v1/funder/submission/${w.id}`);
    expect(item.statusCode, item.body).toBe(200);
    expect((await callAs(app, jane).get(`/v1/threads/${sent2!.id}`)).statusCode).toBe(200);
  });

  it("refuses an address that already has an account: sign in and ask the broker", async () => {
    const taken = await signUp(app, uniqueEmail("taken"));
    const w = await world("Taken", { email: taken.email });
    const res = await w.link.post("/account", { name: "Jane Roe", password });
    expect(res.statusCode).toBe(422);
    expect(code(res)).toBe("email_already_exists");
    // Nothing changed: the funder is still the brokerage's.
    const contact = await callAs(app, w.broker).get(`/v1/funder-contact/${w.contact.id}`);
    expect(contact.json()).toMatchObject({ joined: false });
  });

  it("an approved funder on the portal sees nothing of this", async () => {
    // Its routes read its own organization only: the outside funder's deal is not found.
    const funder = await createApprovedFunder(app, "Bystander Capital");
    await createListing(app, funder);
    const w = await world("Bystander");
    expect((await callAs(app, funder).get(`/v1/funder/submission/${w.id}`)).statusCode).toBe(404);
    expect((await callAs(app, funder).get(`/v1/threads/${w.id}`)).statusCode).toBe(404);
  });
});
