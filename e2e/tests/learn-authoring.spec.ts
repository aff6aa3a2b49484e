import { expect, type Locator, type Page } from "@playwright/test";
import { test, type People } from "../support/fixtures";
import { look } from "../support/learn";
import { signIn } from "../support/people";
import { joinOrganization } from "../support/team";
import { choose } from "../support/kit";

// An operator writes a course in the browser, meets a validation error without losing anything,
// publishes it, and a broker finds it on Learn (issue 18, docs/decisions/040-training-gate.md).
// Publishing gates its product for every journey on the server: only line_of_credit, which no
// journey and no demo deal submits or sends (support/learn.ts).
const title = `Lines of credit for brokers ${Date.now()}`;
const summary = "How a revolving facility works and what to tell the borrower about it.";
const lesson = {
  title: "How a line of credit works",
  body: "The business draws **what it needs** and pays interest only on that.\n\n- Seasonal trade\n- Working capital",
};
const single = {
  prompt: "On what does the borrower pay interest?",
  choices: ["What they have drawn", "The whole limit"],
};
const multiple = {
  prompt: "Which businesses does a line of credit suit?",
  choices: ["Seasonal trade", "Uneven cash flow", "Buying a building"],
};

const group = (scope: Page | Locator, name: string) =>
  scope.getByRole("group", { name, exact: true });

/** Writes a question's prompt and choices (adding choices past the two a question starts with). */
async function writeQuestion(question: Locator, q: { prompt: string; choices: string[] }) {
  await question.getByLabel("Question", { exact: true }).fill(q.prompt);
  for (const [i, text] of q.choices.entries()) {
    if (i >= 2) await question.getByRole("button", { name: "Add a choice" }).click();
    await question.getByLabel(`Choice ${i + 1}`, { exact: true }).fill(text);
  }
}

/** The whole course in the editor, with a pass mark of `passMark`. */
async function writeCourse(page: Page, passMark: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(summary);
  await page.getByLabel("Estimated minutes (CPD)").fill("20");
  await page.getByLabel("Pass mark (%)").fill(passMark);
  await group(page, "Products").getByLabel("Line of credit").check();
  const first = group(page, "Lesson 1");
  await first.getByLabel("Lesson title").fill(lesson.title);
  await first.getByLabel("Lesson text").fill(lesson.body);

  const one = group(page, "Question 1");
  await choose(one.getByLabel("Kind"), { label: "Single choice" });
  await writeQuestion(one, single);
  await one.getByLabel("Right answer: Choice 1").check();

  await page.getByRole("button", { name: "Add a question" }).click();
  const two = group(page, "Question 2");
  await choose(two.getByLabel("Kind"), { label: "Multiple choice" });
  await writeQuestion(two, multiple);
  await two.getByLabel("Right answer: Choice 1").check();
  await two.getByLabel("Right answer: Choice 2").check();
}

/** Everything written is in the editor (after an error, a save or a reload). */
async function expectCourse(page: Page, passMark: string, secondKind: string) {
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(summary);
  await expect(page.getByLabel("Estimated minutes (CPD)")).toHaveValue("20");
  await expect(page.getByLabel("Pass mark (%)")).toHaveValue(passMark);
  const products = group(page, "Products");
  await expect(products.getByLabel("Line of credit")).toBeChecked();
  await expect(products.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(group(page, "Lesson 1").getByLabel("Lesson title")).toHaveValue(lesson.title);
  await expect(group(page, "Lesson 1").getByLabel("Lesson text")).toHaveValue(lesson.body);
  for (const [n, q, kind, right] of [
    [1, single, "single", [true, false]],
    [2, multiple, secondKind, [true, true, false]],
  ] as const) {
    const question = group(page, `Question ${n}`);
    // The kit's select shows the kind chosen by its name.
    await expect(question.getByLabel("Kind")).toHaveText(
      kind === "single" ? "Single choice" : "Multiple choice",
    );
    await expect(question.getByLabel("Question", { exact: true })).toHaveValue(q.prompt);
    for (const [i, text] of q.choices.entries()) {
      await expect(question.getByLabel(`Choice ${i + 1}`, { exact: true })).toHaveValue(text);
      const box = question.getByLabel(`Right answer: Choice ${i + 1}`);
      await (right[i] ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
    }
  }
}

test("an operator writes a course in the browser, fixes what the form refuses, publishes it, and a broker finds it on Learn", async ({
  page,
  people,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await people.operator(), "/learn");
  await page.getByRole("link", { name: "Write courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write courses" })).toBeVisible();
  await look(page, "authoring-list");
  await page.getByRole("link", { name: "New course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();

  // A pass mark of 0 and a single-choice question with two right answers are refused, each said
  // beside its field, and nothing written is lost.
  await writeCourse(page, "0");
  await choose(group(page, "Question 2").getByLabel("Kind"), { label: "Single choice" });
  await page.getByRole("button", { name: "Create the course" }).click();
  await expect(page.getByLabel("Pass mark (%)")).toHaveAccessibleDescription(
    "Enter the pass mark as a whole percentage from 1 to 100.",
  );
  await expect(page.getByRole("alert")).toContainText(
    "Enter the pass mark as a whole percentage from 1 to 100.",
  );
  await expect(group(page, "Question 2")).toContainText(
    "Mark the right choices: exactly one for single choice, at least one for multiple choice.",
  );
  await expect(group(page, "Question 1")).not.toContainText("Mark the right choices");
  await expectCourse(page, "0", "single");
  await expect(page).toHaveURL(/\/learn\/authoring\/new$/);
  await look(page, "editor-errors");

  // Fixed, it is created as a draft; a reload shows every field as written.
  await page.getByLabel("Pass mark (%)").fill("80");
  await choose(group(page, "Question 2").getByLabel("Kind"), { label: "Multiple choice" });
  await page.getByRole("button", { name: "Create the course" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page).toHaveURL(/\/learn\/authoring\/(?!new)[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit a course" })).toBeVisible();
  await expect(page.getByText("Editing the draft (version 1)")).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Editing the draft (version 1)")).toBeVisible();
  await expectCourse(page, "80", "multiple");
  await look(page, "editor");

  // Published, after the confirmation.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText("Published (version 1)")).toBeVisible();
  await expect(page.getByText("No draft is open")).toBeVisible();
  await page.getByRole("link", { name: "Write courses" }).click();
  const listed = page.getByRole("row").filter({ hasText: title });
  await expect(listed).toContainText("Published (version 1)");
  await expect(listed).toContainText("Line of credit");
  await look(page, "authoring-list-published");

  await brokerFindsCourse(page, people);
});

/** An owner with a member: the course on Learn, and both needing it in the members' training. */
async function brokerFindsCourse(page: Page, people: People) {
  const owner = await people.broker({ prefix: "loc-owner", company: "Revolving Brokers" });
  const member = await people.broker({ prefix: "loc-member", company: "Revolving Brokers" });
  await joinOrganization(owner, [member]);
  // The same browser, signed in as the owner instead of the operator.
  await page.context().clearCookies();
  await signIn(page, owner, "/learn");
  const course = page.getByRole("article", { name: title });
  await expect(course).toContainText(summary);
  await expect(course).toContainText("Line of credit");
  await expect(course).toContainText("20 minutes (CPD)");
  const mine = page.getByRole("region", { name: "Your accreditation" });
  await expect(mine.getByRole("listitem").filter({ hasText: "Line of credit" })).toContainText(
    "Training required",
  );
  const members = page.getByRole("region", { name: "Your members' training" });
  const row = members.getByRole("row").filter({ hasText: member.email });
  await expect(row.getByRole("listitem").filter({ hasText: "Line of credit" })).toContainText(
    "Training required",
  );
  await look(page, "members");
  await course.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Lessons" }).locator("strong", { hasText: "what it needs" }),
  ).toBeVisible();
}
