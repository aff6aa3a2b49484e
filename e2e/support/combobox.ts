import { expect, type Page } from "@playwright/test";

/**
 * Picks in a searchable combobox (the currency, industry, country and region pickers): types
 * `text` into the field labelled `label`, then clicks the option named `option` (by default the
 * first option, the best match), and checks the list closed on the choice.
 */
export async function pickFrom(
  page: Page,
  label: string | RegExp,
  text: string,
  option?: string | RegExp,
) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(text);
  const list = page.getByRole("listbox", { name: label });
  const item = option
    ? list.getByRole("option", { name: option })
    : list.getByRole("option").first();
  await item.click();
  await expect(field).toHaveAttribute("aria-expanded", "false");
}
