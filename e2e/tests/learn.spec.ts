import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "../support/fixtures";
import { funderWithDeal } from "../support/funder-deal";
import { signIn } from "../support/people";
import { courseTitle, gatedProduct, look, publishCourse, rightAnswers } from "../support/learn";

// The training gate (issue 18, docs/decisions/040-training-gate.md), through the UI. The course
// gates only invoice_finance, which no other journey submits (support/learn.ts says why).
const product = gatedProduct;

/** The training gate's notice in `where`: the reason, the product and a link to its course. */
async function expectTrainingNotice(where: Locator, courseId: string) {
  const notice = where.getByRole("alert");
  await expect(notice).toContainText(
    "Pass this product's training in Learn before submitting the deal or sending it to funders.",
  );
  await expect(notice).toContainText("Invoice finance needs the course");
  await expect(notice.getByRole("link", { name: courseTitle })).toHaveAttribute(
    "href",
    `/learn/${courseId}`,
  );
}

/** Answers the quiz's questions (shuffled by the server) by their choices' texts, then submits. */
async function answer(page: Page, chosen: string[]) {
  const quiz = page.getByRole("region", { name: "Quiz" });
  for (const text of chosen) await quiz.getByLabel(text, { exact: true }).check();
  await quiz.getByRole("button", { name: "Submit answers" }).click();
}

test("a new broker is refused a submission, a send and a basket send until they pass the product's course; the certificate checks out signed out", async ({
  page,
  people,
  browser,
}) => {
  test.setTimeout(240_000);
  const courseId = await publishCourse(await people.operator());
  const stamp = Date.now();
  // A funder lending on invoices, so that the deal has somewhere to be sent.
  const { broker, deal, funderName, listing } = await funderWithDeal(people, {
    funderName: `Ledger Invoice Capital ${stamp}`,
    listingName: "Invoice advances",
    company: "Gate Brokers",
    brokerPrefix: "learn",
    product,
    deal: {
      purpose: "Cash while customers pay",
      borrower: { legalName: `Gate Wholesale ${stamp}` },
    },
  });

  // Submitting is refused, naming the product and linking the course.
  await signIn(page, broker, `/deals/${deal.id}`);
  const actions = page.getByRole("region", { name: "Next steps" });
  await actions.getByRole("button", { name: "Submit", exact: true }).click();
  const refusal = actions.getByRole("alert");
  await expect(refusal).toContainText(
    "Pass this product's training in Learn before submitting the deal or sending it to funders.",
  );
  await expect(refusal).toContainText("Invoice finance needs the course");
  await expect(refusal.getByRole("link", { name: courseTitle })).toHaveAttribute(
    "href",
    `/learn/${courseId}`,
  );

  // Sending it to a funder: the send preview says so as soon as the funder is ticked.
  await page.getByRole("tab", { name: "Funders" }).click();
  await page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · ${listing.name}` })
    .getByRole("checkbox")
    .check();
  const send = page.getByRole("region", { name: "Send to funders" });
  await expectTrainingNotice(send, courseId);
  await expect(send.getByRole("button", { name: "Send to 1 funder" })).toBeDisabled();
  await look(page, "send-preview");

  // So does the proposal basket, for the deal it could not send.
  await page.goto(`/deals?q=${encodeURIComponent(`Gate Wholesale ${stamp}`)}`);
  await page
    .getByRole("checkbox", { name: `Add ${deal.reference} to the proposal basket` })
    .check();
  const basket = page.getByRole("region", { name: "Proposal basket (1)" });
  await basket.getByRole("button", { name: "Send basket to funders" }).click();
  await page
    .getByRole("region", { name: "Funders that fit every deal in the basket" })
    .getByLabel(`${funderName} · ${listing.name}`)
    .check();
  await page.getByRole("button", { name: "Send 1 deal to 1 funder" }).click();
  // The deal has no document: said first (decision 047), then sent anyway.
  await page.getByRole("button", { name: "Send anyway" }).click();
  await expect(
    page.getByRole("status", { name: "What was sent" }).getByRole("listitem"),
  ).toHaveText([`${deal.reference}: not sent.`]);
  const basketSend = page.getByRole("region", { name: "Send to funders" });
  await expectTrainingNotice(basketSend, courseId);
  await look(page, "basket");
  await basketSend.getByRole("link", { name: courseTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${courseId}$`));
  await expect(page.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();

  // The lessons: server-rendered Markdown, each marked read.
  const lessons = page.getByRole("region", { name: "Lessons" });
  await expect(lessons.locator("strong", { hasText: "secured on unpaid invoices" })).toBeVisible();
  await look(page, "lesson");
  for (const title of ["What invoice finance is", "Disclosing commission"]) {
    const lesson = lessons.getByRole("article", { name: new RegExp(title) });
    await lesson.getByRole("button", { name: "Mark as read" }).click();
    await expect(lesson.getByText("Read", { exact: true })).toBeVisible();
  }

  // The quiz, failed once: which question was wrong, never the right answers.
  const quiz = page.getByRole("region", { name: "Quiz" });
  await quiz.getByRole("button", { name: "Start the quiz" }).click();
  await expect(quiz.getByRole("group")).toHaveCount(2);
  await expect(quiz.getByRole("radio")).toHaveCount(2);
  await expect(quiz.getByRole("checkbox")).toHaveCount(3);
  await look(page, "quiz");
  await answer(page, ["Nobody", "The aged debtors list", "Bank statements"]);
  await expect(quiz).toContainText("Not passed: 50% (pass mark 100%).");
  await expect(quiz).toContainText("Who must be told about the commission you are paid?");
  await expect(quiz).toContainText("2 attempts left before a cool-down.");
  await look(page, "result-failed");

  // Then passed.
  await quiz.getByRole("button", { name: "Try again" }).click();
  await answer(page, rightAnswers);
  await expect(quiz).toContainText("Passed: 100% (pass mark 100%).");
  await expect(quiz).toContainText("15 CPD minutes recorded.");
  await look(page, "result-passed");

  // Learn shows the accreditation.
  await page.goto("/learn");
  const mine = page.getByRole("region", { name: "Your accreditation" });
  await expect(mine.getByText("Invoice finance", { exact: true })).toBeVisible();
  await expect(mine).toContainText("Accredited");
  await expect(mine).toContainText("Valid until");
  await expect(page.getByText("Training is required before you offer a product")).toBeVisible();
  await look(page, "overview");

  // The certificate, with its public link.
  await page
    .getByRole("article", { name: courseTitle })
    .getByRole("link", { name: "Certificate" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Certificate" })).toBeVisible();
  await expect(page.getByText("Valid", { exact: true })).toBeVisible();
  const verifyUrl = await page
    .getByRole("region", { name: "Verification link" })
    .getByRole("link")
    .getAttribute("href");
  expect(verifyUrl).toMatch(/\/verify\/[\w-]+$/);
  await look(page, "certificate");

  // The submission goes through now.
  await page.goto(`/deals/${deal.id}`);
  await actions.getByRole("button", { name: "Submit", exact: true }).click();
  // The status, asked of the server: "Submitted" is on the page before (the steps name it).
  await expect
    .poll(async () => {
      const moved = await broker.api.get(`/v1/user/deal/${deal.id}`, {
        headers: await broker.headers(),
      });
      return ((await moved.json()) as { status: string }).status;
    })
    .toBe("submitted");
  await expect(actions.getByRole("alert")).toHaveCount(0);

  // Anyone can check the certificate, signed out, in another browser.
  const stranger = await browser.newContext();
  const check = await stranger.newPage();
  await check.goto(new URL(verifyUrl!).pathname);
  await expect(check.getByRole("heading", { level: 1, name: "Certificate check" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(check.getByText("Valid", { exact: true })).toBeVisible();
  await expect(check.getByText(courseTitle)).toBeVisible();
  await expect(check.getByText("Invoice finance", { exact: true })).toBeVisible();
  await look(check, "verify");
  await stranger.close();
});
