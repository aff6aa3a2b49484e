import { expect, type Page } from "@playwright/test";
import { choose } from "./kit";

/**
 * The funder fills the received deal's "Send a proposal" form (GBP 45,000 at 12% a year over 24
 * months, a GBP 500 fee, 2.5% broker commission, monthly, funded 3 working days after acceptance)
 * and sends it; the page then shows the submission as offered.
 */
export async function sendProposal(page: Page) {
  const offer = page.getByRole("region", { name: "Send a proposal" });
  await offer.getByLabel("Amount").fill("45,000");
  await offer.getByLabel("Rate (% a year)").fill("12");
  await offer.getByLabel("Term (months)").fill("24");
  await offer.getByLabel("Fees").fill("500");
  await offer.getByLabel("Broker commission (%)").fill("2.5");
  await choose(offer.getByLabel("Payments"), { label: "Monthly" });
  await offer.getByLabel("Working days to fund after acceptance").fill("3");
  await offer.getByRole("button", { name: "Send proposal" }).click();
  await expect(page.locator("[data-status]").first()).toHaveText("Offer sent");
}
