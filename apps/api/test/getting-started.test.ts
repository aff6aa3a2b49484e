import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { GettingStarted } from "@portal/contract/dashboard/getting-started-schemas";
import { multipartForm } from "./test-app";
import { useBillingApp, subscribe } from "./billing-support";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createMember,
  createOperator,
  createSubmissions,
  joinOrganizationOf,
  uploadDocument,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Getting started (issue 34): a brokerage's checklist read from its data, put away by an owner or
// an admin once done. Billing is on (the fake Stripe), so choosing a plan is one of the steps.
const ctx = useBillingApp();

async function checklist(user: SignedUp) {
  const res = await callAs(ctx.app, user).get("/v1/dashboard/getting-started");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GettingStarted;
}
/** The steps, as `step: done`. */
const stepsOf = async (user: SignedUp) =>
  Object.fromEntries((await checklist(user)).steps.map((s) => [s.step, s.done]));
const dismiss = (user: SignedUp) =>
  callAs(ctx.app, user).post("/v1/dashboard/getting-started/dismiss");
const codeOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error;

/** A course covering term loans, published by an operator; a broker passes it with `pass`. */
async function termLoanCourse() {
  const operator = await createOperator(ctx.app, "Course Ops");
  const made = await callAs(ctx.app, operator).post("/v1/learn/authoring/courses", {
    title: "Term loans: the essentials",
    summary: "What it is and who it suits",
    minutes: 20,
    passMark: 100,
    products: ["term_loan"],
    lessons: [{ title: "One", body: "The lesson" }],
    questions: [
      {
        kind: "single",
        prompt: "Disclose commission?",
        choices: [
          { text: "Yes", correct: true },
          { text: "No", correct: false },
        ],
      },
    ],
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json() as { id: string };
  const published = await callAs(ctx.app, operator).post(
    `/v1/learn/authoring/courses/${id}/publish`,
  );
  expect(published.statusCode, published.body).toBe(200);
  return {
    operator,
    async pass(broker: SignedUp) {
      const attempt = await callAs(ctx.app, broker).post(`/v1/learn/courses/${id}/attempts`);
      expect(attempt.statusCode, attempt.body).toBe(201);
      const a = attempt.json() as {
        id: string;
        questions: { id: string; choices: { id: string; text: string }[] }[];
      };
      const answers = a.questions.map((q) => ({
        questionId: q.id,
        choiceIds: q.choices.filter((c) => c.text === "Yes").map((c) => c.id),
      }));
      const res = await callAs(ctx.app, broker).post(`/v1/learn/attempts/${a.id}/submit`, {
        answers,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

async function addLogo(owner: SignedUp) {
  const content = await sharp({
    create: { width: 200, height: 100, channels: 3, background: { r: 20, g: 80, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = multipartForm([
    { name: "file", fileName: "logo.png", content, contentType: "image/png" },
  ]);
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/v1/organization/logo",
    headers: { ...form.headers, authorizationkey: owner.token },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("getting started (/v1/dashboard/getting-started)", () => {
  it("turns each step done as the organization's data appears, then an owner puts it away", async () => {
    const course = await termLoanCourse();
    const owner = await createBroker(ctx.app, "Starting Brokers");
    const funder = await createApprovedFunder(ctx.app, "Starting Funder");
    const listing = await createListing(ctx.app, funder);

    const first = await checklist(owner);
    expect(first).toEqual({
      steps: [
        { step: "training", done: false },
        { step: "deal", done: false },
        { step: "documents", done: false },
        { step: "sent", done: false },
        { step: "team", done: false },
        { step: "logo", done: false },
        { step: "plan", done: false },
      ],
      dealId: null,
      dismissed: false,
      canDismiss: false,
    });
    // Not done: refused with the reason, nothing kept.
    const early = await dismiss(owner);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toMatchObject({ code: "getting_started_open" });

    await course.pass(owner);
    expect(await stepsOf(owner)).toMatchObject({ training: true, deal: false });

    const deal = await createDeal(ctx.app, owner, { product: "term_loan" });
    expect(await stepsOf(owner)).toMatchObject({ deal: true, documents: false });
    expect((await checklist(owner)).dealId).toBe(deal.id);

    await uploadDocument(ctx.app, owner, deal.id, "bank_statement");
    expect(await stepsOf(owner)).toMatchObject({ documents: true, sent: false });

    await createSubmissions(ctx.app, owner, deal.id, [listing.id]);
    expect(await stepsOf(owner)).toMatchObject({ sent: true, team: false });

    const invited = await callAs(ctx.app, owner).post("/v1/team/invitations", {
      invitations: [{ email: "colleague@example.com", role: "member" }],
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    expect(await stepsOf(owner)).toMatchObject({ team: true, logo: false });

    await addLogo(owner);
    expect(await stepsOf(owner)).toMatchObject({ logo: true, plan: false });
    expect((await checklist(owner)).canDismiss).toBe(false);

    await subscribe(ctx, owner);
    const done = await checklist(owner);
    expect(done.steps.every((s) => s.done)).toBe(true);
    expect(done.canDismiss).toBe(true);

    // A member sees it, done, but may not put it away for everyone.
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    expect(await checklist(member)).toMatchObject({ dismissed: false, canDismiss: false });
    const refused = await dismiss(member);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toMatchObject({ code: "forbidden" });

    const dismissed = await dismiss(owner);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true, canDismiss: false });
    // Kept per organization: the member no longer sees it either; a second dismissal is a no-op.
    expect(await checklist(member)).toMatchObject({ dismissed: true });
    expect((await dismiss(owner)).statusCode).toBe(200);
  });

  it("an admin may put it away once done; another organization's checklist is its own", async () => {
    const owner = await createBroker(ctx.app, "Admin Brokers");
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    // The admin's joining counts as the team: nobody needs inviting.
    expect(await stepsOf(owner)).toMatchObject({ team: true, deal: false });
    const other = await createBroker(ctx.app, "Other Brokers");
    const deal = await createDeal(ctx.app, owner);
    expect((await checklist(admin)).dealId).toBe(deal.id);
    // Another organization's deal is neither counted nor pointed at.
    expect(await checklist(other)).toMatchObject({ dealId: null });
    expect(await stepsOf(other)).toMatchObject({ deal: false, team: false });
    const refused = await dismiss(admin);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toMatchObject({ code: "getting_started_open" });
  });

  it("a solo broker has no team to invite", async () => {
    const solo = await createMember(ctx.app, "organization", "Solo Broker", {
      accountType: "individual",
    });
    const steps = (await checklist(solo)).steps.map((s) => s.step);
    expect(steps).not.toContain("team");
    expect(steps).toEqual(expect.arrayContaining(["deal", "documents", "sent", "logo", "plan"]));
  });

  it("funders and operators have no checklist", async () => {
    const funder = await createApprovedFunder(ctx.app, "Desk Funder");
    const operator = await createOperator(ctx.app, "Desk Ops");
    for (const user of [funder, operator]) {
      const read = await callAs(ctx.app, user).get("/v1/dashboard/getting-started");
      expect(read.statusCode).toBe(403);
      expect(codeOf(read)).toMatchObject({ code: "forbidden" });
      expect((await dismiss(user)).statusCode).toBe(403);
    }
  });

  it("answers 401 without a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/v1/dashboard/getting-started" });
    expect(res.statusCode).toBe(401);
  });
});
