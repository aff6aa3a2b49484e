// axe and the sideways-scroll check, shared by the accessibility walk and the journeys that audit
// their own screens (the board's).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No serious or critical axe finding (WCAG 2 A and AA; `rules` narrows it, the dark theme's contrast). */
export async function audit(page: Page, label: string, rules?: string[]) {
  const axe = new AxeBuilder({ page })
    // Besides WCAG 2 A and AA, the experimental rule an outside probe ran: a control's accessible
    // name contains the words it shows (speech users say what they see).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa"]);
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(serious).toEqual([]);
}

/** The page is no wider than the window: nothing to scroll sideways to. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth, wider } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that stick out, named for the failure message.
    const wider = Array.from(document.querySelectorAll("body *"))
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .filter(
        (e) => !(e.parentElement && e.parentElement.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${Array.from(e.classList).join(".")} "${e.textContent?.trim().slice(0, 40)}"`,
      );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: Math.min(width, window.innerWidth),
      wider,
    };
  });
  expect(
    scrollWidth,
    `${label}: ${scrollWidth} px wide in a ${clientWidth} px window: ${wider.join("; ")}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/**
 * axe in the light theme, then the dark one (it changes colours only, so contrast is all it can
 * break), back to light at the end; `inEach` runs in each theme after its audit (a screenshot).
 */
export async function auditBothThemes(
  page: Page,
  label: string,
  inEach?: (theme: "light" | "dark") => Promise<void>,
) {
  await audit(page, `${label} (light)`);
  await inEach?.("light");
  // Buttons fade to their dark colours (transition-colors): axe reads them once they have.
  await page.evaluate(async () => {
    document.documentElement.classList.add("dark");
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await audit(page, `${label} (dark)`, ["color-contrast", "link-in-text-block"]);
  await inEach?.("dark");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}
