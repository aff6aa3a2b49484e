import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnAccreditations, learnAttempts } from "@portal/db/schema/learn";
import { createLearnService } from "../src/modules/learn/service";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createOperator,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

const secret = "crm-shared-secret-0123456789abcdef";
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: secret });
type Res = { statusCode: number; body: string; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const ok = async (res: Promise<Res>, status = 200) => {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json();
};

/** A course: question 1 single (right: "Yes"), question 2 multiple (right: "A" and "B"). */
const draft = (products: string[], title = "Term loans: the essentials") => ({
  title,
  summary: "What it is and who it suits",
  minutes: 20,
  passMark: 100,
  products,
  lessons: [
    { title: "One", body: "**Bold** <script>alert(1)</script>" },
    { title: "Two", body: "Second lesson" },
  ],
  questions: [
    {
      kind: "single",
      prompt: "Disclose commission?",
      choices: [
        { text: "Yes", correct: true },
        { text: "No", correct: false },
      ],
    },
    {
      kind: "multiple",
      prompt: "Pick A and B",
      choices: [
        { text: "A", correct: true },
        { text: "B", correct: true },
        { text: "C", correct: false },
      ],
    },
  ],
});

async function publishedCourse(operator: SignedUp, products: string[], title?: string) {
  const course = await ok(
    callAs(ctx.app, operator).post("/v1/learn/authoring/courses", draft(products, title)),
    201,
  );
  await ok(callAs(ctx.app, operator).post(`/v1/learn/authoring/courses/${course.id}/publish`));
  return course as { id: string };
}

/** The answers of an attempt: right, or wrong on the second question. */
function answersFor(
  attempt: { questions: { id: string; choices: { id: string; text: string }[] }[] },
  right: boolean,
) {
  return {
    answers: attempt.questions.map((q) => ({
      questionId: q.id,
      choiceIds: q.choices
        .filter((c) => (right ? ["Yes", "A", "B"] : ["Yes", "A"]).includes(c.text))
        .map((c) => c.id),
    })),
  };
}

async function take(broker: SignedUp, courseId: string, right: boolean) {
  const attempt = await ok(
    callAs(ctx.app, broker).post(`/v1/learn/courses/${courseId}/attempts`),
    201,
  );
  const res = await callAs(ctx.app, broker).post(
    `/v1/learn/attempts/${attempt.id}/submit`,
    answersFor(attempt, right),
  );
  return { attempt, res };
}

const hook = (deal: string, stage: string) =>
  ctx.app.inject({
    method: "POST",
    url: `/v1/zoho-webhook/qs?${new URLSearchParams({ deal, stage })}`,
    headers: { "x-portal-webhook-secret": secret },
  }) as unknown as Promise<Res>;

/** Every path that submits a deal or sends it to funders, as called by the broker. */
async function submitPaths(broker: SignedUp, product: string, listingId: string) {
  const fresh = () => createDeal(ctx.app, broker, { product });
  const paths: Record<string, () => Promise<Res>> = {
    "POST /v1/user/deal/:id/transition": async () => {
      const d = await fresh();
      return callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/transition`, {
        to: "submitted",
        version: d.version,
      });
    },
    "POST /v1/user/deal/:id/submissions": async () => {
      const d = await fresh();
      return callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/submissions`, {
        listingIds: [listingId],
        sharedDocumentIds: [],
      });
    },
    "POST /v1/borrower/:id/submit": async () => {
      const d = await fresh();
      return callAs(ctx.app, broker).post(`/v1/borrower/${d.borrower.id}/submit`, {});
    },
    "POST /v1/zoho-webhook/qs": async () => hook((await fresh()).id, "Submitted"),
  };
  return paths;
}

describe("the training gate", () => {
  it("lets everything through while no course covers the product (nothing gated until published)", async () => {
    const broker = await createBroker(ctx.app);
    const d = await createDeal(ctx.app, broker, { product: "merchant_cash_advance" });
    await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/transition`, {
        to: "submitted",
        version: d.version,
      }),
    );
  });

  it("refuses an unaccredited broker on every submit path with 409 training_required, then lets them through once passed", async () => {
    const operator = await createOperator(ctx.app);
    const funder = await createApprovedFunder(ctx.app, "Gate Capital");
    const listing = await createListing(ctx.app, funder, {}, {});
    const broker = await createBroker(ctx.app, "Gate Brokers");
    const course = await publishedCourse(operator, ["term_loan"]);
    const paths = await submitPaths(broker, "term_loan", listing.id);
    for (const [name, run] of Object.entries(paths)) {
      const res = await run();
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error.code, name).toBe("training_required");
      expect(res.json().error.details, name).toEqual({
        product: "term_loan",
        courseId: course.id,
        courseTitle: "Term loans: the essentials",
      });
    }
    const d = await createDeal(ctx.app, broker, { product: "term_loan" });
    const preview = await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/submissions/preview`, {
        listingIds: [listing.id],
        sharedDocumentIds: [],
      }),
    );
    expect(preview.training).toMatchObject({ product: "term_loan", courseId: course.id });
    // Not gated: another product.
    const other = await createDeal(ctx.app, broker, { product: "line_of_credit" });
    await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${other.id}/transition`, {
        to: "submitted",
        version: other.version,
      }),
    );

    const { res } = await take(broker, course.id, true);
    expect(res.json().passed).toBe(true);
    for (const [name, run] of Object.entries(await submitPaths(broker, "term_loan", listing.id))) {
      const r = await run();
      expect([200, 201], `${name} ${r.body}`).toContain(r.statusCode);
    }
    const after = await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/submissions/preview`, {
        listingIds: [listing.id],
        sharedDocumentIds: [],
      }),
    );
    expect(after.training).toBeNull();
  });

  it("lists every submit path in the route table (a new one must be added here and gated)", () => {
    const submitLike = ctx.app
      .routeTable()
      .filter(
        (r) => r.method === "POST" && /\/(transition|submit|submissions|zoho-webhook)/.test(r.url),
      )
      .filter(
        // A lead from the CRM makes no deal (decision 044).
        (r) =>
          !/preview|\/offer|\/v1\/funder|\/v1\/user\/submission|\/v1\/learn\/|zoho-webhook\/leads/.test(
            r.url,
          ),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(submitLike).toEqual(
      [
        "POST /v1/borrower/:id/submit",
        "POST /v1/user/deal/:id/submissions",
        "POST /v1/user/deal/:id/transition",
        "POST /v1/zoho-webhook/qs",
      ].sort(),
    );
  });
});

describe("changing a deal's product past draft (decision 052)", () => {
  it("passes the gate for the new product, keeps the deal as it was when refused, and leaves drafts free", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app, "Switch Brokers");
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    const submitted = await createDeal(ctx.app, broker, { product: "line_of_credit" });
    const moved = await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${submitted.id}/transition`, {
        to: "submitted",
        version: submitted.version,
      }),
    );
    // Published after the deal was submitted: merchant cash advance now needs training.
    const course = await publishedCourse(operator, ["merchant_cash_advance"], "Cash advances");
    const toAdvance = (id: string, version: number) =>
      callAs(ctx.app, broker).post(`/v1/user/deal/${id}`, {
        version,
        product: "merchant_cash_advance",
      });

    const refused = await toAdvance(submitted.id, moved.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "training_required",
      details: {
        product: "merchant_cash_advance",
        courseId: course.id,
        courseTitle: "Cash advances",
      },
    });
    const kept = await ok(callAs(ctx.app, broker).get(`/v1/user/deal/${submitted.id}`));
    expect(kept).toMatchObject({
      product: "line_of_credit",
      status: "submitted",
      version: moved.version,
    });
    // Other changes, and the same product again, need nothing.
    const purpose = await ok(
      callAs(ctx.app, broker).post(`/v1/user/deal/${submitted.id}`, {
        version: moved.version,
        product: "line_of_credit",
        purpose: "Stock",
      }),
    );
    // A draft may change product freely: the gate meets it when it is submitted.
    const draftDeal = await createDeal(ctx.app, broker, { product: "line_of_credit" });
    expect((await toAdvance(draftDeal.id, draftDeal.version)).statusCode).toBe(200);
    // Another organization's deal stays not found.
    const theirs = await createDeal(ctx.app, stranger, { product: "line_of_credit" });
    expect((await toAdvance(theirs.id, theirs.version)).statusCode).toBe(404);

    // Once trained, the change goes through.
    expect((await take(broker, course.id, true)).res.json().passed).toBe(true);
    const changed = await ok(toAdvance(submitted.id, purpose.version));
    expect(changed).toMatchObject({ product: "merchant_cash_advance", status: "submitted" });
  });
});

describe("quiz and accreditation", () => {
  it("never sends the answer key to learners, grades on the server, names wrong questions only", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app);
    const course = await publishedCourse(operator, ["invoice_finance"], "Invoice finance");
    const authored = await ok(
      callAs(ctx.app, operator).get(`/v1/learn/authoring/courses/${course.id}`),
    );
    const rightIds: string[] = authored.published.questions.flatMap(
      (q: { choices: { id: string; correct: boolean }[] }) =>
        q.choices.filter((c) => c.correct).map((c) => c.id),
    );
    const bodies: string[] = [];
    const seen = async (r: Promise<Res>, status = 200) => {
      const res = await r;
      bodies.push(res.body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };
    const overview = await seen(callAs(ctx.app, broker).get("/v1/learn/courses"));
    expect(overview.courses.find((c: { id: string }) => c.id === course.id).status).toBe(
      "required",
    );
    const detail = await seen(callAs(ctx.app, broker).get(`/v1/learn/courses/${course.id}`));
    expect(detail.lessons[0].bodyHtml).toContain("<strong>Bold</strong>");
    expect(detail.lessons[0].bodyHtml).not.toContain("<script>");
    const read = await seen(
      callAs(ctx.app, broker).post(`/v1/learn/lessons/${detail.lessons[0].id}/read`),
    );
    expect(read.lessonsRead).toBe(1);
    const attempt = await seen(
      callAs(ctx.app, broker).post(`/v1/learn/courses/${course.id}/attempts`),
      201,
    );
    const failed = await seen(
      callAs(ctx.app, broker).post(
        `/v1/learn/attempts/${attempt.id}/submit`,
        answersFor(attempt, false),
      ),
    );
    expect(failed).toMatchObject({ passed: false, score: 50, correctCount: 1, attemptsLeft: 2 });
    expect(failed.wrongQuestionIds).toHaveLength(1);
    const again = await callAs(ctx.app, broker).post(
      `/v1/learn/attempts/${attempt.id}/submit`,
      answersFor(attempt, true),
    );
    expect(again.json().error.code).toBe("attempt_closed");
    const second = await seen(
      callAs(ctx.app, broker).post(`/v1/learn/courses/${course.id}/attempts`),
      201,
    );
    const passed = await seen(
      callAs(ctx.app, broker).post(
        `/v1/learn/attempts/${second.id}/submit`,
        answersFor(second, true),
      ),
    );
    expect(passed).toMatchObject({
      passed: true,
      score: 100,
      cpdMinutes: 20,
      wrongQuestionIds: [],
    });
    await seen(callAs(ctx.app, broker).get(`/v1/learn/certificates/${passed.certificateId}`));
    await seen(callAs(ctx.app, broker).get("/v1/learn/courses"));
    for (const body of bodies) {
      expect(body).not.toMatch(/"correct"|"answer"/);
      for (const id of rightIds) {
        // A choice id appears in a question's choices, never marked: the key is not sent.
        expect(body).not.toMatch(new RegExp(`"answer[^"]*":[^}]*${id}`));
      }
    }
  });

  it("cools down after the attempts limit (409 attempts_cooldown with its end), then allows again", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app);
    const course = await publishedCourse(operator, ["equipment_finance"], "Equipment");
    for (let i = 0; i < 3; i++)
      expect((await take(broker, course.id, false)).res.json().passed).toBe(false);
    const refused = await callAs(ctx.app, broker).post(`/v1/learn/courses/${course.id}/attempts`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("attempts_cooldown");
    expect(Date.parse(refused.json().error.details.retryAt)).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
    // A day passes: move the attempts back.
    await ctx.app.database.db
      .update(learnAttempts)
      .set({ submittedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(learnAttempts.userId, broker.userId));
    expect((await take(broker, course.id, true)).res.json().passed).toBe(true);
  });

  it("keeps accreditations of an earlier version valid for the grace period, then requires the re-take; expiry gates too", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app);
    const course = await publishedCourse(operator, ["commercial_real_estate"], "CRE");
    await take(broker, course.id, true);
    const v1 = await ok(callAs(ctx.app, broker).get(`/v1/learn/courses/${course.id}`));
    for (const lesson of v1.lessons)
      await ok(callAs(ctx.app, broker).post(`/v1/learn/lessons/${lesson.id}/read`));
    const changed = draft(["commercial_real_estate"], "CRE v2");
    changed.lessons[1] = { title: "Two", body: "Second lesson, rewritten" };
    await ok(
      callAs(ctx.app, operator).put(`/v1/learn/authoring/courses/${course.id}/draft`, changed),
    );
    const v2 = await ok(
      callAs(ctx.app, operator).post(`/v1/learn/authoring/courses/${course.id}/publish`),
    );
    expect(v2.published.number).toBe(2);
    // The unchanged lesson keeps its read mark; the rewritten one is unread again.
    const detail = await ok(callAs(ctx.app, broker).get(`/v1/learn/courses/${course.id}`));
    expect(detail.lessonsRead).toBe(1);
    const status = async () =>
      (await ok(callAs(ctx.app, broker).get("/v1/learn/courses"))).products.find(
        (p: { product: string }) => p.product === "commercial_real_estate",
      );
    expect((await status()).status).toBe("grace");
    const submit = async () => {
      const d = await createDeal(
        ctx.app,
        broker,
        { product: "commercial_real_estate" },
        { property: { type: "office", address: "1 High St", valueMinor: 100_000_000 } },
      );
      return callAs(ctx.app, broker).post(`/v1/user/deal/${d.id}/transition`, {
        to: "submitted",
        version: d.version,
      });
    };
    const db = ctx.app.database.db;
    const mine = eq(learnAccreditations.userId, broker.userId);
    await db
      .update(learnAccreditations)
      .set({ graceEndsAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect((await status()).status).toBe("required");
    expect((await submit()).json().error?.code).toBe("training_required");
    await take(broker, course.id, true);
    expect((await status()).status).toBe("valid");
    await db
      .update(learnAccreditations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    expect((await status()).status).toBe("expired");
    expect((await submit()).json().error?.code).toBe("training_required");
  });

  it("verifies a certificate publicly with nothing private, and reminds once before expiry", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app);
    const course = await publishedCourse(operator, ["government_backed_loan"], "Government-backed");
    const { res } = await take(broker, course.id, true);
    const certificateId = res.json().certificateId;
    const pub = await ctx.app.inject({
      method: "GET",
      url: `/v1/public/certificates/${certificateId}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(Object.keys(pub.json()).sort()).toEqual([
      "courseTitle",
      "expiresAt",
      "name",
      "passedAt",
      "products",
      "valid",
    ]);
    expect(pub.json()).toMatchObject({ valid: true, products: ["government_backed_loan"] });
    expect(pub.body).not.toContain(broker.email);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/v1/public/certificates/nope" })).statusCode,
    ).toBe(404);
    const other = await createBroker(ctx.app);
    expect(
      (await callAs(ctx.app, other).get(`/v1/learn/certificates/${certificateId}`)).statusCode,
    ).toBe(404);
    const sent: string[] = [];
    const learn = createLearnService(ctx.app.database.db, {
      settings: {
        validityMonths: 12,
        graceDays: 30,
        maxAttempts: 3,
        cooldownHours: 24,
        reminderDays: 30,
      },
      publicUrl: "http://localhost:3000",
      sendReminder: async (_on, to, t) => void sent.push(`${to} ${t.courseTitle}`),
    });
    await ctx.app.database.db
      .update(learnAccreditations)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(learnAccreditations.certificateId, certificateId));
    await learn.sweepReminders();
    await learn.sweepReminders();
    expect(sent).toEqual([`${broker.email} Government-backed`]);
  });
});

describe("rights and input", () => {
  it("refuses authoring to brokers, bad drafts with zod issues, and a product another course covers", async () => {
    const operator = await createOperator(ctx.app);
    const broker = await createBroker(ctx.app);
    expect(
      (
        await callAs(ctx.app, broker).post(
          "/v1/learn/authoring/courses",
          draft(["residential_investment"]),
        )
      ).statusCode,
    ).toBe(403);
    expect((await callAs(ctx.app, broker).get("/v1/learn/authoring/courses")).statusCode).toBe(403);
    const bad = await callAs(ctx.app, operator).post("/v1/learn/authoring/courses", {
      ...draft(["residential_investment"]),
      passMark: 0,
      questions: [
        {
          kind: "single",
          prompt: "Q",
          choices: [
            { text: "a", correct: true },
            { text: "b", correct: true },
          ],
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["passMark", "questions.0.choices"]));
    await publishedCourse(operator, ["residential_investment"], "Resi");
    const taken = await callAs(ctx.app, operator).post(
      "/v1/learn/authoring/courses",
      draft(["residential_investment"]),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("product_has_course");
    const attempt = await callAs(ctx.app, broker).post(
      "/v1/learn/attempts/00000000-0000-4000-8000-000000000000/submit",
      { answers: [] },
    );
    expect(attempt.statusCode).toBe(404);
  });

  it("publishes one of two courses for the same product when both are published at once", async () => {
    const operator = await createOperator(ctx.app);
    const [first, second] = await Promise.all(
      ["Bridging A", "Bridging B"].map((title) =>
        ok(
          callAs(ctx.app, operator).post("/v1/learn/authoring/courses", draft(["bridge"], title)),
          201,
        ),
      ),
    );
    const published = await Promise.all(
      [first, second].map((c) =>
        callAs(ctx.app, operator).post(`/v1/learn/authoring/courses/${c.id}/publish`),
      ),
    );
    expect(published.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = published.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.code).toBe("product_has_course");
    const courses = await ok(callAs(ctx.app, operator).get("/v1/learn/authoring/courses"));
    const bridging = courses.items.filter((c: { products: string[] }) =>
      c.products.includes("bridge"),
    );
    expect(
      bridging.map((c: { publishedVersion: number | null }) => c.publishedVersion).sort(),
    ).toEqual([1, null]);
  });

  it("shows members' training to owners and admins, not to members, and not across organizations", async () => {
    const owner = await createBroker(ctx.app, "Training Heads");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    const list = await ok(callAs(ctx.app, admin).get("/v1/learn/members"));
    expect(list.items.map((m: { userId: string }) => m.userId)).toEqual(
      expect.arrayContaining([owner.userId, member.userId, admin.userId]),
    );
    await ok(callAs(ctx.app, owner).get(`/v1/learn/members/${member.userId}`));
    expect((await callAs(ctx.app, member).get("/v1/learn/members")).statusCode).toBe(403);
    // The Learn page asks for the members only when the overview says it may.
    expect((await ok(callAs(ctx.app, member).get("/v1/learn/courses"))).seesMembers).toBe(false);
    expect((await ok(callAs(ctx.app, admin).get("/v1/learn/courses"))).seesMembers).toBe(true);
    expect((await ok(callAs(ctx.app, owner).get("/v1/learn/courses"))).seesMembers).toBe(true);
    const stranger = await createBroker(ctx.app, "Elsewhere");
    expect(
      (await callAs(ctx.app, owner).get(`/v1/learn/members/${stranger.userId}`)).statusCode,
    ).toBe(404);
  });
});
