import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

describe("the page reported to analytics", () => {
  it("keeps the portal's own words", () => {
    for (const path of ["/", "/dashboard", "/deals/new", "/settings/appearance", "/two-factor"])
      expect(pagePath(path)).toBe(path);
  });

  it("replaces ids, numbers, emails and tokens with :id", () => {
    expect(pagePath("/deals/0b7e2c9a-4f1d-4c5e-9a3b-2d6f8e1a7c40/edit")).toBe("/deals/:id/edit");
    expect(pagePath("/inbox/12345")).toBe("/inbox/:id");
    expect(pagePath("/team/ann%40example.com")).toBe("/team/:id");
    expect(pagePath("/invite/Xk2p9QrT7vLm")).toBe("/invite/:id");
    expect(pagePath("/learn/certificates/cert_7f3a91b2")).toBe("/learn/certificates/:id");
    // A secure link's token, even one that happens to hold no digit.
    expect(pagePath(`/link/${"aBcD_-xY".repeat(5)}abc`)).toBe("/link/:id");
  });
});
