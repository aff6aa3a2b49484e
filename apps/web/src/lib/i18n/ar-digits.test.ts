import { afterEach, describe, expect, it } from "vitest";
import { i18next } from "./index";
import { setFormatRegion } from "../format-locale";
import { ar } from "./ar";

// Decision 070: a number given to an Arabic string is written in the country's digits, like the
// amounts beside it; a reference stays as it is.
describe("numbers in Arabic strings", () => {
  afterEach(() => {
    setFormatRegion(undefined);
    void i18next.changeLanguage("en");
  });

  it("Arabic-Indic in Saudi Arabia, Latin in the UK, a reference untouched", async () => {
    i18next.addResourceBundle("ar", "translation", ar, true, true);
    await i18next.changeLanguage("ar");
    setFormatRegion("SA");
    const saudi = i18next.t("ui.funderCheck.fits", { reference: "D-2026-0001", count: 12 });
    expect(saudi).toContain("١٢");
    expect(saudi).toContain("D-2026-0001");
    setFormatRegion("GB");
    expect(i18next.t("ui.funderCheck.fits", { reference: "D-2026-0001", count: 12 })).toContain(
      "\u206812\u2069",
    );
  });
});
