// The funder's inbox (issue 35): tabs and counts, filters, sorts with a cursor, who may read it,
// declining with a reason (one or several), the funder's response target, the item's own place in
// the inbox and what the filters offer.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { borrowers, deals } from "@portal/db/schema/deals";
import { submissions } from "@portal/db/schema/submissions";
import { inboxTabOf, inboxTabs, type InboxTab } from "@portal/contract/submissions/inbox-schemas";
import {
  submissionStatuses,
  type SubmissionStatus,
} from "@portal/contract/submissions/submission-states";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  joinOrganizationOf,
  organizationOf,
  type SignedUp,
} from "./factories";
import { useTestApp } from "./test-app";

const ctx = useTestApp();

const products = ["term_loan", "line_of_credit", "bridge", "invoice_finance"] as const;
const countries = ["GB", "IE", "US"] as const;
const pad = (n: number) => String(n).padStart(4, "0");

/** One seeded inbox item: what the tests expect of it is computed from these same fields. */
interface Seed {
  id: string;
  name: string;
  reference: string;
  product: (typeof products)[number];
  country: (typeof countries)[number];
  amountMinor: number;
  status: SubmissionStatus;
  awaiting: boolean;
  sentAt: Date;
  listing: number;
  broker: number;
  assigned: boolean;
  tab: InboxTab;
}

/**
 * `n` items sent to the funder by two brokers through two listings: every status, some awaiting
 * the funder's answer, ties on the time sent, the amount and the reference (broken by id).
 */
function seedsOf(n: number, now: number, prefix = "Q"): Omit<Seed, "id">[] {
  return Array.from({ length: n }, (_, i) => {
    const g = i + 1;
    const status = submissionStatuses[g % submissionStatuses.length]!;
    const awaiting = g % 4 === 0;
    return {
      name: `${g % 5 === 0 ? "HarbourBakery" : "Firm"}${pad(g)}`,
      // Unique within a broker, the same for the two brokers' items four apart.
      reference: `${prefix}-${pad(Math.floor(g / 4))}-${g % 2}`,
      product: products[g % 4]!,
      country: countries[g % 3]!,
      amountMinor: 1_000_000 + ((g * 37) % 20) * 100_000,
      status,
      awaiting,
      // Pairs sent at the same instant, half an hour off the whole hour (no day's edge).
      sentAt: new Date(now - Math.floor(g / 2) * 3_600_000 - 1_800_000),
      listing: g % 2,
      broker: Math.floor(g / 2) % 2,
      assigned: g % 3 === 0,
      tab: inboxTabOf(status, awaiting),
    };
  });
}

interface Party {
  user: SignedUp;
  organizationId: string;
}

async function party(make: () => Promise<SignedUp>): Promise<Party> {
  const user = await make();
  return { user, organizationId: (await organizationOf(ctx.app, user)).id };
}

/** Writes the seeds as borrowers, deals and submissions of `brokers` sent to `funder`. */
async function insertSeeds(
  funder: Party,
  brokers: Party[],
  listingIds: string[],
  seeds: Omit<Seed, "id">[],
): Promise<Seed[]> {
  const db = ctx.app.database.db;
  const made: Seed[] = [];
  for (const seed of seeds) {
    const broker = brokers[seed.broker]!;
    const [borrower] = await db
      .insert(borrowers)
      .values({
        organizationId: broker.organizationId,
        legalName: seed.name,
        entityType: "limited_company",
        industry: "retail",
        country: seed.country,
      })
      .returning();
    const [deal] = await db
      .insert(deals)
      .values({
        organizationId: broker.organizationId,
        ownerId: broker.user.userId,
        borrowerId: borrower!.id,
        reference: seed.reference,
        status: seed.status === "accepted" ? "funded" : "submitted",
        product: seed.product,
        amountMinor: seed.amountMinor,
        currency: "GBP",
        purpose: "Stock",
      })
      .returning();
    const [row] = await db
      .insert(submissions)
      .values({
        dealId: deal!.id,
        lenderId: listingIds[seed.listing]!,
        brokerOrganizationId: broker.organizationId,
        funderOrganizationId: funder.organizationId,
        status: seed.status,
        sentBy: broker.user.userId,
        sentAt: seed.sentAt,
        awaitingReplySince: seed.awaiting ? seed.sentAt : null,
        assigneeId: seed.assigned ? funder.user.userId : null,
      })
      .returning();
    made.push({ ...seed, id: row!.id });
  }
  return made;
}

interface Item {
  id: string;
  tab: string;
  businessName: string | null;
  country: string | null;
  reference: string;
  product: string;
  amountMinor: number;
  listingId: string;
  brokerId: string;
  assignee: { id: string; name: string } | null;
  status: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** Every item of a tab under `params`, page by page, and the pages' counts. */
async function walk(user: SignedUp, params: Record<string, string | number>) {
  const items: Item[] = [];
  const counts: Record<string, number>[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await callAs(ctx.app, user).get(
      `/v1/funder/submissions?${query({ ...params, ...(cursor ? { cursor } : {}) })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeLessThanOrEqual(25);
    items.push(...body.items);
    counts.push(body.counts);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return { items, counts };
}

const countsOf = (seeds: Seed[]) =>
  Object.fromEntries(inboxTabs.map((t) => [t, seeds.filter((s) => s.tab === t).length]));

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

let funder: Party;
let other: Party;
let brokers: Party[];
let listings: string[];
let seeds: Seed[];
let othersSeeds: Seed[];

beforeAll(async () => {
  funder = await party(() => createApprovedFunder(ctx.app, "Inbox Capital"));
  other = await party(() => createApprovedFunder(ctx.app, "Other Capital"));
  brokers = [
    await party(() => createBroker(ctx.app, "North Brokers")),
    await party(() => createBroker(ctx.app, "South Brokers")),
  ];
  listings = [
    (await createListing(ctx.app, funder.user, { name: "Inbox loans" })).id,
    (await createListing(ctx.app, funder.user, { name: "Inbox bridges" })).id,
  ];
  const otherListing = (await createListing(ctx.app, other.user, { name: "Other loans" })).id;
  const now = Date.now();
  seeds = await insertSeeds(funder, brokers, listings, seedsOf(130, now));
  othersSeeds = await insertSeeds(
    other,
    brokers,
    [otherListing, otherListing],
    seedsOf(12, now, "R"),
  );
});

describe("the funder's inbox: tabs, counts and order", () => {
  it("puts every status in its tab, counts each tab and walks each one whole", async () => {
    // Every status is seeded, open ones both awaiting an answer and not.
    expect(new Set(seeds.map((s) => s.status))).toEqual(new Set(submissionStatuses));
    for (const tab of inboxTabs) expect(seeds.some((s) => s.tab === tab)).toBe(true);
    const expected = countsOf(seeds);
    for (const tab of inboxTabs) {
      const { items, counts } = await walk(funder.user, { tab });
      for (const c of counts) expect(c).toEqual(expected);
      expect(items.map((i) => i.id).sort()).toEqual(
        seeds
          .filter((s) => s.tab === tab)
          .map((s) => s.id)
          .sort(),
      );
      expect(items.every((i) => i.tab === tab)).toBe(true);
    }
    // The other funder's items never show, and it counts only its own.
    const { counts } = await walk(other.user, { tab: "new" });
    expect(counts[0]).toEqual(countsOf(othersSeeds));
  });

  it("sorts by age, amount, business and reference both ways, the cursor walking every page once", async () => {
    const lost = seeds.filter((s) => s.tab === "lost");
    expect(lost.length).toBeGreaterThan(50);
    const keys: Record<string, (s: Seed) => string | number> = {
      age: (s) => s.sentAt.getTime(),
      amount: (s) => s.amountMinor,
      business: (s) => (s.status === "cancelled" ? "" : s.name.toLowerCase()),
      reference: (s) => s.reference,
    };
    for (const [sort, key] of Object.entries(keys)) {
      const asc = [...lost].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x < y ? -1 : x > y ? 1 : byId(a, b);
      });
      for (const dir of ["asc", "desc"] as const) {
        const { items } = await walk(funder.user, { tab: "lost", sort, dir });
        const want = dir === "asc" ? asc : [...asc].reverse();
        expect(
          items.map((i) => i.id),
          `${sort} ${dir}`,
        ).toEqual(want.map((s) => s.id));
      }
    }
  });

  it("pages on after a 200-character name in another script", async () => {
    const params = { tab: "lost", sort: "business", dir: "desc" };
    const first = (
      await callAs(ctx.app, funder.user).get(`/v1/funder/submissions?${query(params)}`)
    ).json();
    const last = seeds.find((s) => s.id === first.items.at(-1).id)!;
    // Its order kept: the same name, lengthened to 200 characters.
    last.name = `${last.name}${"ع".repeat(200 - last.name.length)}`;
    const db = ctx.app.database.db;
    const [sent] = await db
      .select({ dealId: submissions.dealId })
      .from(submissions)
      .where(eq(submissions.id, last.id));
    const [deal] = await db
      .select({ borrowerId: deals.borrowerId })
      .from(deals)
      .where(eq(deals.id, sent!.dealId));
    await db
      .update(borrowers)
      .set({ legalName: last.name })
      .where(eq(borrowers.id, deal!.borrowerId));
    const { items } = await walk(funder.user, params);
    expect(items[24]).toMatchObject({ id: last.id, businessName: last.name });
    expect(items.map((i) => i.id).sort()).toEqual(
      seeds
        .filter((s) => s.tab === "lost")
        .map((s) => s.id)
        .sort(),
    );
  });

  it("shows each item's facts, its broker, listing and holder; a withdrawn deal keeps no business", async () => {
    const { items } = await walk(funder.user, { tab: "lost" });
    const seed = (id: string) => seeds.find((s) => s.id === id)!;
    for (const item of items) {
      const s = seed(item.id);
      const withdrawn = s.status === "cancelled";
      expect(item).toMatchObject({
        reference: s.reference,
        businessName: withdrawn ? null : s.name,
        country: withdrawn ? null : s.country,
        product: s.product,
        amountMinor: s.amountMinor,
        listingId: listings[s.listing],
        brokerId: brokers[s.broker]!.organizationId,
        status: s.status,
      });
      expect(item.assignee?.id ?? null).toBe(s.assigned ? funder.user.userId : null);
    }
    const won = (await walk(funder.user, { tab: "won" })).items;
    expect(won.every((i) => (i as unknown as { funded: boolean }).funded)).toBe(true);
  });
});

describe("the funder's inbox: filters and search", () => {
  const cases: [string, Record<string, string | number>, (s: Seed) => boolean][] = [
    ["product", { product: "bridge" }, (s) => s.product === "bridge"],
    ["country", { country: "IE" }, (s) => s.country === "IE" && s.status !== "cancelled"],
    ["amount from", { minAmountMinor: 2_000_000 }, (s) => s.amountMinor >= 2_000_000],
    ["amount to", { maxAmountMinor: 1_500_000 }, (s) => s.amountMinor <= 1_500_000],
    [
      "amount from and to",
      { minAmountMinor: 1_500_000, maxAmountMinor: 2_000_000 },
      (s) => s.amountMinor >= 1_500_000 && s.amountMinor <= 2_000_000,
    ],
    ["broker", { brokerId: "1" }, (s) => s.broker === 1],
    ["listing", { listingId: "0" }, (s) => s.listing === 0],
    ["age", { minAgeDays: 2 }, (s) => Date.now() - s.sentAt.getTime() >= 2 * 86_400_000],
    ["assigned to me", { assignee: "me" }, (s) => s.assigned],
    ["assigned to nobody", { assignee: "none" }, (s) => !s.assigned],
    ["assigned to someone", { assignee: "id" }, (s) => s.assigned],
    [
      "a part of the name, any case",
      { search: "bAkErY" },
      (s) => s.name.includes("Bakery") && s.status !== "cancelled",
    ],
    ["a reference's start", { search: "q-001" }, (s) => s.reference.startsWith("Q-001")],
    ["a reference in full", { search: "Q-0012-1" }, (s) => s.reference === "Q-0012-1"],
    ["wildcards match themselves", { search: "Firm%" }, () => false],
  ];
  for (const [name, raw, keep] of cases)
    it(`filters by ${name}`, async () => {
      const params = { ...raw };
      if (params.brokerId !== undefined)
        params.brokerId = brokers[Number(params.brokerId)]!.organizationId;
      if (params.listingId !== undefined) params.listingId = listings[Number(params.listingId)]!;
      if (params.assignee === "id") params.assignee = funder.user.userId;
      const kept = seeds.filter(keep);
      expect(kept.length).toBeLessThan(seeds.length);
      const { items, counts } = await walk(funder.user, { ...params, tab: "lost" });
      expect(counts[0]).toEqual(countsOf(kept));
      expect(items.map((i) => i.id).sort()).toEqual(
        kept
          .filter((s) => s.tab === "lost")
          .map((s) => s.id)
          .sort(),
      );
    });

  it("finds a withdrawn deal by its reference, never by its business's name", async () => {
    const withdrawn = seeds.find((s) => s.status === "cancelled")!;
    const byName = await walk(funder.user, { tab: "lost", search: withdrawn.name });
    expect(byName.items.map((i) => i.id)).not.toContain(withdrawn.id);
    const byReference = await walk(funder.user, { tab: "lost", search: withdrawn.reference });
    expect(byReference.items.map((i) => i.id)).toContain(withdrawn.id);
  });
});

describe("the funder's inbox: who reads it and what it refuses", () => {
  it("answers a broker 403 and a member of the funder (any role) the same inbox", async () => {
    const res = await callAs(ctx.app, brokers[0]!.user).get("/v1/funder/submissions");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden");
    const underwriter = await joinOrganizationOf(ctx.app, funder.user, "member");
    const { counts } = await walk(underwriter, { tab: "new" });
    expect(counts[0]).toEqual(countsOf(seeds));
    // Assigned to me is the reader's own: the underwriter holds nothing.
    const mine = await walk(underwriter, { tab: "lost", assignee: "me" });
    expect(mine.items).toEqual([]);
  });

  it("refuses bad values with 400 and the field, NUL bytes and huge searches included", async () => {
    const first = (
      await callAs(ctx.app, funder.user).get("/v1/funder/submissions?tab=lost")
    ).json();
    const cases: [string, string][] = [
      ["tab=junk", "tab"],
      ["sort=size", "sort"],
      ["dir=up", "dir"],
      ["minAmountMinor=-1", "minAmountMinor"],
      ["maxAmountMinor=ten", "maxAmountMinor"],
      ["minAgeDays=1.5", "minAgeDays"],
      ["product=yacht", "product"],
      ["country=XX", "country"],
      ["brokerId=nope", "brokerId"],
      ["listingId=1", "listingId"],
      ["assignee=a%20b", "assignee"],
      [`search=${"x".repeat(101)}`, "search"],
      [`search=${"x".repeat(5000)}`, "search"],
      ["search=a%00b", "search"],
      ["search=a%07b", "search"],
      ["cursor=garbage", "cursor"],
      // A cursor written for another order.
      [`tab=lost&sort=amount&cursor=${first.nextCursor}`, "cursor"],
      ["surprise=1", ""],
    ];
    for (const [q, field] of cases) {
      const res = await callAs(ctx.app, funder.user).get(`/v1/funder/submissions?${q}`);
      expect(res.statusCode, q).toBe(400);
      const error = res.json().error;
      expect(error.code, q).toBe("validation_failed");
      if (field)
        expect(error.issues.map((i: { path: string }) => i.path).join(" "), q).toContain(field);
    }
  });
});

describe("Needs your answer", () => {
  it("a broker's message moves an item there; the funder's reply or move takes it back out", async () => {
    const broker = brokers[0]!.user;
    const tabOf = async (id: string) => {
      for (const tab of inboxTabs) {
        const { items } = await walk(funder.user, { tab, search: "Answer" });
        const found = items.find((i) => i.id === id);
        if (found) return found;
      }
      throw new Error("not in the inbox");
    };
    const sent = [];
    for (const name of ["Answer Bakery Ltd", "Answer Mill Ltd"]) {
      const deal = await createDeal(
        ctx.app,
        broker,
        { amountMinor: 5_000_000 },
        { legalName: name },
      );
      sent.push((await createSubmissions(ctx.app, broker, deal.id, [listings[0]!]))[0]!.id);
    }
    const [first, second] = sent as [string, string];
    expect((await tabOf(first)).tab).toBe("new");
    const write = (who: SignedUp, id: string, body: string) =>
      callAs(ctx.app, who).post(`/v1/threads/${id}/messages`, { body });

    expect((await write(broker, first, "Any news?")).statusCode).toBe(201);
    expect(await tabOf(first)).toMatchObject({ tab: "needs_answer", unread: 1 });
    // The funder's reply answers it (a question: the item is the funder's again once answered).
    expect((await write(funder.user, first, "Send the 2024 accounts")).statusCode).toBe(201);
    const replied = await tabOf(first);
    expect(replied.tab).not.toBe("needs_answer");
    expect((replied as unknown as { awaitingReplySince: string | null }).awaitingReplySince).toBe(
      null,
    );

    // A move answers it too: an offer, and a decline.
    expect((await write(broker, second, "We can add a guarantor")).statusCode).toBe(201);
    expect((await tabOf(second)).tab).toBe("needs_answer");
    const offer = await callAs(ctx.app, funder.user).post(`/v1/funder/submission/${second}/offer`, {
      amountMinor: 5_000_000,
      rateBp: 1200,
      termMonths: 12,
      feesMinor: 0,
      brokerCommissionBp: 200,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((await tabOf(second)).tab).toBe("offered");
    expect((await write(broker, second, "Could the rate be lower?")).statusCode).toBe(201);
    expect((await tabOf(second)).tab).toBe("needs_answer");
    const declined = await callAs(ctx.app, funder.user).post(
      `/v1/funder/submission/${second}/decline`,
      { reason: "credit" },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await tabOf(second)).toMatchObject({ tab: "lost", status: "declined" });
  });
});

describe("declining with a reason", () => {
  it("keeps the reason for the broker and the note as the event's; refuses a bad reason or a missing note", async () => {
    const broker = brokers[1]!.user;
    const deal = await createDeal(ctx.app, broker, {}, { legalName: "Reason Foods Ltd" });
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listings[1]!]);
    const decline = (body: object) =>
      callAs(ctx.app, funder.user).post(`/v1/funder/submission/${sent!.id}/decline`, body);
    for (const [body, path, code] of [
      [{ reason: "weather" }, "reason", "declineReasonChoice"],
      [{ note: "No" }, "reason", "declineReasonChoice"],
      [{ reason: "other" }, "note", "noteRequired"],
      [{ reason: "other", note: "   " }, "note", "noteRequired"],
      [{ reason: "credit", note: "x".repeat(2001) }, "note", "tooLong"],
      [{ reason: "credit", extra: 1 }, "", ""],
    ] as const) {
      const res = await decline(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (path) {
        const issue = res.json().error.issues.find((i: { path: string }) => i.path.endsWith(path));
        expect(issue?.code, JSON.stringify(body)).toBe(code);
      }
    }
    const res = await decline({ reason: "time_in_business", note: "Trading 4 months" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "declined", declineReason: "time_in_business" });
    const seen = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items[0];
    expect(seen).toMatchObject({ status: "declined", declineReason: "time_in_business" });
    expect(seen.events.at(-1)).toMatchObject({ to: "declined", note: "Trading 4 months" });
    const stored = await ctx.app.database.db
      .select({ reason: submissions.declineReason })
      .from(submissions)
      .where(eq(submissions.id, sent!.id));
    expect(stored).toEqual([{ reason: "time_in_business" }]);
  });

  it("declines several at once, each its own move: another funder's and unknown ids refused as not found", async () => {
    const pending = seeds.filter((s) => s.status === "pending" && !s.awaiting).slice(0, 2);
    const decided = seeds.find((s) => s.status === "declined")!;
    const others = othersSeeds.find((s) => s.status === "pending")!;
    const unknown = randomUUID();
    const ids = [...pending.map((s) => s.id), decided.id, others.id, unknown];
    const res = await callAs(ctx.app, funder.user).post("/v1/funder/submissions/decline", {
      ids: [...ids, pending[0]!.id.toUpperCase()],
      reason: "other",
      note: "Outside our appetite this quarter",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.declined.sort()).toEqual(pending.map((s) => s.id).sort());
    expect(body.refused).toEqual([
      { id: decided.id, code: "invalid_transition" },
      { id: others.id, code: "not_found" },
      { id: unknown, code: "not_found" },
    ]);
    const db = ctx.app.database.db;
    for (const s of pending) {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, s.id));
      expect(row).toMatchObject({ status: "declined", declineReason: "other", inboxTab: "lost" });
    }
    // The other funder's item is untouched.
    const [theirs] = await db.select().from(submissions).where(eq(submissions.id, others.id));
    expect(theirs).toMatchObject({ status: "pending", declineReason: null });
    for (const s of pending) Object.assign(s, { status: "declined", tab: "lost" });

    // A broker may not; bad bodies are 400.
    const broker = await callAs(ctx.app, brokers[0]!.user).post("/v1/funder/submissions/decline", {
      ids: [pending[0]!.id],
      reason: "credit",
    });
    expect(broker.statusCode).toBe(403);
    for (const bad of [
      { ids: [], reason: "credit" },
      { ids: Array.from({ length: 101 }, () => randomUUID()), reason: "credit" },
      { ids: ["nope"], reason: "credit" },
      { ids: [unknown], reason: "other" },
    ]) {
      const r = await callAs(ctx.app, funder.user).post("/v1/funder/submissions/decline", bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
  });
});

describe("the funder's settings", () => {
  it("any member reads the response target; only an owner or admin changes it, within range", async () => {
    const get = (who: SignedUp) => callAs(ctx.app, who).get("/v1/funder/settings");
    const put = (who: SignedUp, body: object) =>
      callAs(ctx.app, who).put("/v1/funder/settings", body);
    expect((await get(funder.user)).json()).toEqual({ responseTargetHours: null });
    const saved = await put(funder.user, { responseTargetHours: 48 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ responseTargetHours: 48 });
    const page = (await callAs(ctx.app, funder.user).get("/v1/funder/submissions")).json();
    expect(page.responseTargetHours).toBe(48);

    const underwriter = await joinOrganizationOf(ctx.app, funder.user, "member");
    expect((await get(underwriter)).json()).toEqual({ responseTargetHours: 48 });
    const refused = await put(underwriter, { responseTargetHours: 2 });
    expect(refused.statusCode).toBe(403);
    const admin = await joinOrganizationOf(ctx.app, funder.user, "admin");
    expect((await put(admin, { responseTargetHours: 24 })).json()).toEqual({
      responseTargetHours: 24,
    });

    for (const bad of [
      { responseTargetHours: 0 },
      { responseTargetHours: 721 },
      { responseTargetHours: 1.5 },
      { responseTargetHours: "soon" },
      {},
      { responseTargetHours: 5, more: 1 },
    ]) {
      const res = await put(funder.user, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(funder.user, { responseTargetHours: null })).json()).toEqual({
      responseTargetHours: null,
    });
    expect((await get(brokers[0]!.user)).statusCode).toBe(403);
    expect((await put(brokers[0]!.user, { responseTargetHours: 4 })).statusCode).toBe(403);
  });
});

describe("the item's own place in the inbox", () => {
  it("carries its tab, first answer, the broker's waiting message, its holder and the target, as its inbox row does", async () => {
    const broker = brokers[0]!.user;
    const deal = await createDeal(ctx.app, broker, {}, { legalName: "Holder Bakery Ltd" });
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listings[0]!]);
    const id = sent!.id;
    const item = async () => {
      const res = await callAs(ctx.app, funder.user).get(`/v1/funder/submission/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const row = async () => {
      for (const tab of inboxTabs) {
        const { items } = await walk(funder.user, { tab, search: "Holder Bakery" });
        const found = items.find((i) => i.id === id);
        if (found) return found as Item & Record<string, unknown>;
      }
      throw new Error("not in the inbox");
    };
    const same = async () => {
      const [mine, its] = [await item(), await row()];
      for (const field of ["tab", "firstResponseAt", "awaitingReplySince", "assignee"])
        expect(mine[field], field).toEqual(its[field]);
      return mine;
    };
    expect(await same()).toMatchObject({
      tab: "new",
      firstResponseAt: null,
      awaitingReplySince: null,
      assignee: null,
      responseTargetHours: null,
    });

    const assigned = await callAs(ctx.app, funder.user).put(
      `/v1/funder/submission/${id}/assignee`,
      { assigneeId: funder.user.userId },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const target = await callAs(ctx.app, funder.user).put("/v1/funder/settings", {
      responseTargetHours: 12,
    });
    expect(target.statusCode, target.body).toBe(200);
    const asked = await callAs(ctx.app, broker).post(`/v1/threads/${id}/messages`, {
      body: "Anything missing?",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const waiting = await same();
    expect(waiting).toMatchObject({
      tab: "needs_answer",
      firstResponseAt: null,
      assignee: { id: funder.user.userId },
      responseTargetHours: 12,
    });
    expect(waiting.assignee.name).not.toBe("");
    expect(Date.parse(waiting.awaitingReplySince)).not.toBeNaN();

    // A move's answer is the item afresh, with its new place: the offer answers the broker.
    const offer = await callAs(ctx.app, funder.user).post(`/v1/funder/submission/${id}/offer`, {
      amountMinor: 5_000_000,
      rateBp: 1200,
      termMonths: 12,
      feesMinor: 0,
      brokerCommissionBp: 200,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      tab: "offered",
      awaitingReplySince: null,
      assignee: { id: funder.user.userId, name: waiting.assignee.name },
      responseTargetHours: 12,
    });
    expect(offer.json().firstResponseAt).not.toBe(null);
    expect((await same()).tab).toBe("offered");

    const reset = await callAs(ctx.app, funder.user).put("/v1/funder/settings", {
      responseTargetHours: null,
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe("the inbox filters' choices", () => {
  const choices = (who: SignedUp) => callAs(ctx.app, who).get("/v1/funder/submissions/choices");

  /** What the database holds: each broker's items sent to `to`, and the listings they came through. */
  async function expected(to: Party, names: Map<string, string>) {
    const db = ctx.app.database.db;
    const rows = await db
      .select({
        broker: submissions.brokerOrganizationId,
        listing: submissions.lenderId,
        n: sql<number>`count(*)::int`,
      })
      .from(submissions)
      .where(eq(submissions.funderOrganizationId, to.organizationId))
      .groupBy(submissions.brokerOrganizationId, submissions.lenderId);
    const brokerCounts = new Map<string, number>();
    for (const r of rows)
      brokerCounts.set(r.broker, (brokerCounts.get(r.broker) ?? 0) + Number(r.n));
    return {
      brokers: [...brokerCounts]
        .map(([id, items]) => ({ id, name: names.get(id)!, items }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      // A submission whose listing was deleted since keeps none.
      listings: [...new Set(rows.flatMap((r) => (r.listing ? [r.listing] : [])))]
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  it("offers only this funder's brokers (with their items) and listings, sorted by name", async () => {
    // A broker that sent only to the other funder, and a listing of this funder nothing came through.
    const west = await party(() => createBroker(ctx.app, "West Brokers"));
    const othersListing = (await createListing(ctx.app, other.user, { name: "Other bridges" })).id;
    await insertSeeds(other, [west], [othersListing], seedsOf(1, Date.now(), "W"));
    const unused = (await createListing(ctx.app, funder.user, { name: "Inbox unused" })).id;

    const names = new Map([
      [brokers[0]!.organizationId, "North Brokers"],
      [brokers[1]!.organizationId, "South Brokers"],
      [west.organizationId, "West Brokers"],
      [listings[0]!, "Inbox loans"],
      [listings[1]!, "Inbox bridges"],
      [othersListing, "Other bridges"],
    ]);
    const res = await choices(funder.user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual(await expected(funder, names));
    expect(body.brokers.map((b: { name: string }) => b.name)).toEqual([
      "North Brokers",
      "South Brokers",
    ]);
    expect(body.brokers.reduce((n: number, b: { items: number }) => n + b.items, 0)).toBe(
      (
        await ctx.app.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(submissions)
          .where(eq(submissions.funderOrganizationId, funder.organizationId))
      )[0]!.n,
    );
    expect(body.listings.map((l: { name: string }) => l.name)).toEqual([
      "Inbox bridges",
      "Inbox loans",
    ]);
    expect(JSON.stringify(body)).not.toContain(unused);

    // The other funder's: its own brokers and listings, never this funder's.
    const theirs = (await choices(other.user)).json();
    names.set(
      (
        await ctx.app.database.db
          .select({ id: submissions.lenderId })
          .from(submissions)
          .where(
            and(
              eq(submissions.funderOrganizationId, other.organizationId),
              eq(submissions.brokerOrganizationId, brokers[0]!.organizationId),
            ),
          )
          .limit(1)
      )[0]!.id!,
      "Other loans",
    );
    expect(theirs).toEqual(await expected(other, names));
    expect(theirs.brokers.map((b: { name: string }) => b.name)).toEqual([
      "North Brokers",
      "South Brokers",
      "West Brokers",
    ]);
    for (const id of [...listings, unused]) expect(JSON.stringify(theirs)).not.toContain(id);
  });

  it("answers any member of the funder, a broker 403; the singular item path is not it", async () => {
    const underwriter = await joinOrganizationOf(ctx.app, funder.user, "member");
    const mine = await choices(underwriter);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual((await choices(funder.user)).json());
    const refused = await choices(brokers[0]!.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("forbidden");
    const item = await callAs(ctx.app, funder.user).get("/v1/funder/submission/choices");
    expect(item.statusCode).toBe(404);
  });
});
