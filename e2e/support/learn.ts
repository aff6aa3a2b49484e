// Learn's course for the journeys (issue 18, docs/decisions/040-training-gate.md). The journeys
// share one server and a published course gates its product for EVERY journey at once, so only
// `invoice_finance` is gated: no other journey submits or sends a deal for it (they use
// term_loan, the factories' default; new-fits creates a merchant_cash_advance it never submits),
// nor does the demo data the demo dashboard journey loads (it sends an equipment_finance deal).
// The authoring journey (tests/learn-authoring.spec.ts) publishes a course for `line_of_credit`
// alone, for the same reason: no journey and no demo deal submits or sends one (the demo data
// has only a listing for it).
import { expect, type Page } from "@playwright/test";
import type { Person } from "./people";
import { screenshots } from "./screenshots";

export const gatedProduct = "invoice_finance";
export const courseTitle = "Invoice finance for brokers";

/** The right choices of each question, by text (the server shuffles them per attempt). */
export const rightAnswers = ["The borrower", "The aged debtors list", "Bank statements"];

const course = {
  title: courseTitle,
  summary: "What invoice finance is, who it suits and what a funder asks for.",
  minutes: 15,
  passMark: 100,
  products: [gatedProduct],
  lessons: [
    {
      title: "What invoice finance is",
      body: "An advance **secured on unpaid invoices** the business has sent.\n\n- Wholesalers\n- Recruitment agencies",
    },
    {
      title: "Disclosing commission",
      body: "Tell the borrower *before they sign* what commission you are paid.",
    },
  ],
  questions: [
    {
      kind: "single",
      prompt: "Who must be told about the commission you are paid?",
      choices: [
        { text: "The borrower", correct: true },
        { text: "Nobody", correct: false },
      ],
    },
    {
      kind: "multiple",
      prompt: "Which documents does an invoice funder usually ask for?",
      choices: [
        { text: "The aged debtors list", correct: true },
        { text: "Bank statements", correct: true },
        { text: "A horoscope", correct: false },
      ],
    },
  ],
};

/**
 * The operator writes and publishes the course; when another journey made it first (409
 * `product_has_course`), that one is used once it is published.
 */
export async function publishCourse(operator: Person): Promise<string> {
  const headers = await operator.headers();
  const made = await operator.api.post("/v1/learn/authoring/courses", { headers, data: course });
  if (made.status() === 409) {
    const { courseId } = ((await made.json()) as { error: { details: { courseId: string } } }).error
      .details;
    await expect
      .poll(async () => {
        const found = await operator.api.get(`/v1/learn/authoring/courses/${courseId}`, {
          headers,
        });
        return ((await found.json()) as { published: unknown }).published !== null;
      })
      .toBe(true);
    return courseId;
  }
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const published = await operator.api.post(`/v1/learn/authoring/courses/${id}/publish`, {
    headers,
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** The broker passes the course through the API; answers its certificate id. */
export async function passCourse(broker: Person, courseId: string): Promise<string> {
  const headers = await broker.headers();
  const started = await broker.api.post(`/v1/learn/courses/${courseId}/attempts`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as {
    id: string;
    questions: { id: string; choices: { id: string; text: string }[] }[];
  };
  const answers = attempt.questions.map((q) => ({
    questionId: q.id,
    choiceIds: q.choices.filter((c) => rightAnswers.includes(c.text)).map((c) => c.id),
  }));
  const graded = await broker.api.post(`/v1/learn/attempts/${attempt.id}/submit`, {
    headers,
    data: { answers },
  });
  expect(graded.status(), await graded.text()).toBe(200);
  const result = (await graded.json()) as { passed: boolean; certificateId: string };
  expect(result.passed).toBe(true);
  return result.certificateId;
}

/**
 * No sideways scroll at 1280 and 390 px; with SCREENSHOTS=dir, each width in both themes, saved as
 * `learn-<label>-<width>-<theme>.png`.
 */
export async function look(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll, `${label} at ${width} px scrolls sideways`).toBeLessThanOrEqual(client);
    await screenshots(page, `learn-${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
