import { expect, test } from "../support/fixtures";
import { funderWithDeal } from "../support/funder-deal";
import { setLanguage } from "../support/language";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

// A deal's History is stored as facts and worded in the reader's language (issue 36, decision
// 071): sent, the accepted offer and the funding, in English and in Arabic.

test("a deal's History reads its events in English and in Arabic", async ({ page, people }) => {
  test.setTimeout(120_000);
  const funderName = `Cedar Capital ${Date.now()}`;
  const { funder, broker, deal, submissionId } = await funderWithDeal(people, {
    funderName,
    listingName: "Growth loans",
    company: "History Brokers",
    send: true,
  });
  const as = async (who: typeof funder, path: string, data: object = {}) => {
    const res = await who.api.post(path, { headers: await who.headers(), data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await as(funder, `/v1/funder/submission/${submissionId}/offer`, {
    amountMinor: 4_000_000,
    rateBp: 1200,
    termMonths: 24,
    feesMinor: 0,
    brokerCommissionBp: 200,
  });
  await as(broker, `/v1/user/submission/${submissionId}/accept`);
  await as(funder, `/v1/funder/submission/${submissionId}/funded`);

  await signIn(page, broker, `/deals/${deal.id}?tab=history`);
  const history = page.getByRole("list", { name: "History" });
  await expect(history).toContainText(`Sent to ${funderName} (Growth loans)`);
  await expect(history).toContainText(`Accepted ${funderName}'s offer`);
  await expect(history).toContainText(`Funded by ${funderName}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshots(page, `deal-history-en-${width}`);
  }

  await setLanguage(page, "ar", broker);
  const arabic = page.getByRole("list", { name: "السجل" });
  await expect(arabic).toContainText(`أُرسلت إلى`);
  await expect(arabic).toContainText(`قُبل عرض`);
  await expect(arabic).toContainText(`موّلها`);
  await expect(arabic).not.toContainText("Sent to");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshots(page, `deal-history-ar-${width}`);
  }
  await setLanguage(page, "en", broker);
});
