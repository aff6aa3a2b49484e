import { expect, type Locator } from "@playwright/test";

/**
 * Picks an option of the kit's select (a Radix select: a button and a list, not a native
 * <select>, so Playwright's selectOption does not apply). `option` as selectOption takes it: a
 * value or a visible name, `{ label }`, or `{ index }` (the placeholder, when there is one, is 0).
 */
export async function choose(
  select: Locator,
  option: string | { label: string } | { index: number },
) {
  await select.click();
  const list = select.page().getByRole("listbox");
  const item =
    typeof option === "string"
      ? list
          .locator(`[role="option"][data-value="${option}"]`)
          .or(list.getByRole("option", { name: option, exact: true }))
      : "label" in option
        ? list.getByRole("option", { name: option.label, exact: true })
        : list.getByRole("option").nth(option.index);
  await item.click();
  await expect(list).toBeHidden();
}

/** Types a calendar date (yyyy-mm-dd) into the kit's date field, which shows it in the person's format. */
export async function fillDate(field: Locator, isoDate: string) {
  await field.fill(isoDate);
  await field.blur();
}
