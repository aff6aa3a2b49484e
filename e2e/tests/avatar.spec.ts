import { expect, test } from "../support/fixtures";
import { signIn } from "../support/people";

// A 2x2 PNG: the server enlarges and crops it to a 256 px square WebP (decision 034).
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOQqzghV3GCAUIBACOuBXkyPgc+AAAAAElFTkSuQmCC",
  "base64",
);

test("a photo uploaded on the Account page shows in the header; a text file is refused; removing brings the initials back", async ({
  page,
  people,
}) => {
  await signIn(page, await people.broker({ prefix: "avatar" }));
  await page.goto("/settings/account");
  const header = page.getByTestId("header-user");
  await expect(header.locator("img")).toHaveCount(0);
  const initials = (await header.locator("span[aria-hidden]").first().textContent()) ?? "";
  expect(initials).toMatch(/^[A-Z]{1,2}$/);

  // A text file named like a picture: the server reads its bytes and refuses it.
  await page.getByTestId("avatar-file").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture at all\n"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Please select an image" })).toBeVisible();
  await expect(header.locator("img")).toHaveCount(0);

  await page.getByTestId("avatar-file").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(page.getByRole("status").filter({ hasText: "Photo saved" })).toBeVisible();
  const image = header.locator("img");
  await expect(image).toHaveAttribute("src", /^\/v1\/images\/[0-9a-f]{32}$/);
  // The browser loaded it (an <img> sends no token: the image route is public).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(256);
  await page.reload();
  await expect(header.locator("img")).toHaveAttribute("src", /^\/v1\/images\//);

  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo removed" })).toBeVisible();
  await expect(header.locator("img")).toHaveCount(0);
  await expect(header).toContainText(initials);
});
