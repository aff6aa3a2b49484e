import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage, i18next } from "./index";

afterEach(async () => {
  await applyLanguage("en");
  localStorage.clear();
});

describe("applyLanguage", () => {
  it("loads the Arabic strings, flips <html> to right to left and remembers the choice", async () => {
    expect(i18next.hasResourceBundle("ar", "translation")).toBe(false);
    await applyLanguage("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(localStorage.getItem("language")).toBe("ar");
    expect(i18next.t("ui.logIn")).toBe("تسجيل الدخول");
  });

  it("goes back to English, left to right; an unknown language means English", async () => {
    await applyLanguage("ar");
    await applyLanguage("fr");
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(localStorage.getItem("language")).toBe("en");
    expect(i18next.t("ui.logIn")).toBe("Log in");
  });
});
