import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { setLanguage } from "../support/language";
import { auditBothThemes } from "../support/audit";
import { uploadDocument } from "../support/factories";
import { funderWithDeal } from "../support/funder-deal";
import { signIn, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";
import { addTeams, joinOrganization, placeMember } from "../support/team";

// A conversation per deal and funder (issue 34): the funder asks in the thread, the broker
// answers with a document of the deal attached (shared with the funder by attaching it), the
// funder reads both and opens the attachment, the broker sees its answer marked Read; a member of
// another team of the broker's organization opens the thread's address and reads Not found. axe
// finds nothing serious on the thread, light and dark, English and Arabic.

/** axe in both themes, then in Arabic (the person's language) too; pictures with SCREENSHOTS. */
async function auditThread(page: Page, person: Person, label: string) {
  for (const language of ["en", "ar"] as const) {
    if (language === "ar") await setLanguage(page, "ar", person);
    await page.getByRole("list", { name: language === "en" ? "Messages" : "الرسائل" }).waitFor();
    await auditBothThemes(page, `${label} ${language}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshots(page, `thread-${label}-${language}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await setLanguage(page, "en", person);
}

test("the funder asks in the thread, the broker answers with a document, the funder reads both; another team's member reads Not found", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const funderName = `Quayside Capital ${stamp}`;
  const company = `Thread Brokers ${stamp}`;
  const world = await funderWithDeal(people, {
    funderName,
    listingName: "Thread loans",
    company,
    send: true,
  });
  const submissionId = world.submissionId!;
  await uploadDocument(world.broker, world.deal.id, "tax_return", "tax-2025.pdf");

  // The funder asks in the thread on its inbox item: the submission waits on the broker.
  await signIn(page, world.funder, `/inbox/${submissionId}`);
  const funderThread = page.getByRole("region", { name: `Conversation with ${company}` });
  await funderThread
    .getByRole("textbox", { name: `Message to ${company}` })
    .fill("Please send last year's tax return");
  await funderThread.getByRole("button", { name: "Send" }).click();
  const funderMessages = funderThread.getByRole("list", { name: "Messages" });
  await expect(funderMessages).toContainText("Please send last year's tax return");
  await expect(page.locator("[data-status]").first()).toHaveText("Asked the broker");

  // The broker opens the thread's address: the Conversations tab, this funder's thread.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  const threadPath = `/deals/${world.deal.id}?tab=messages&thread=${submissionId}`;
  await signIn(broker, world.broker, threadPath);
  await expect(broker.getByRole("tab", { name: "Conversations" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const brokerThread = broker.getByRole("region", { name: `Conversation with ${funderName}` });
  await expect(brokerThread.getByRole("list", { name: "Messages" })).toContainText(
    "Please send last year's tax return",
  );
  await brokerThread.getByRole("textbox", { name: `Message to ${funderName}` }).fill("Attached");
  await brokerThread.getByRole("checkbox", { name: "tax-2025.pdf" }).click();
  await brokerThread.getByRole("button", { name: "Send" }).click();
  // A message's line (its attachments are a list inside it).
  const answer = brokerThread
    .getByRole("list", { name: "Messages" })
    .getByRole("listitem")
    .filter({ hasText: "Attached" });
  await expect(answer).toContainText("Attached");
  // Sent, or already Read: the funder's page is open on the thread and may read it at once (a
  // loaded CI run saw "Read" before the assertion looked).
  await expect(answer).toContainText(/Sent|Read/);

  // The funder reads both (the answer arrives without a reload) and opens the attachment.
  const funderAnswer = funderMessages.getByRole("listitem").filter({ hasText: "Attached" });
  await expect(funderAnswer).toContainText("Attached");
  await expect(page.locator("[data-status]").first()).toHaveText("Waiting for you");
  const download = page.waitForEvent("download");
  await funderAnswer.getByRole("button", { name: "tax-2025.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("tax-2025.pdf");
  // The funder has read it: the broker's answer says so.
  await expect(answer).toContainText("Read");

  await auditThread(page, world.funder, "funder");
  await auditThread(broker, world.broker, "broker");

  // A member of another team of the broker's organization: the thread does not exist for them.
  const other = await people.broker({ prefix: "other-team", company: "Own Firm" });
  await joinOrganization(world.broker, [other]);
  const teams = await addTeams(world.broker, "United Kingdom", ["Team B"]);
  await placeMember(world.broker, other, { salesRole: "team_member", teamId: teams["Team B"] });
  const otherContext = await browser.newContext();
  const outsider = await otherContext.newPage();
  await signIn(outsider, other, threadPath);
  await expect(outsider.getByRole("alert")).toHaveText("Not found.");
  await Promise.all([brokerContext.close(), otherContext.close()]);
});
