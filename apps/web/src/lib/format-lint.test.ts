// The lint rule that keeps formatting in lib/format.ts (eslint.config.js) fails on a deliberate
// violation in the web and passes clean code, so a passing lint means something.
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, "eslint.config.js") });

async function formatErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-syntax")
    .map((m) => m.message);
}

const page = "apps/web/src/features/deals/components/probe.tsx";

describe("formatting only through lib/format", () => {
  it("refuses Intl's formats in a web file, with or without `new`", async () => {
    const code = [
      'export const a = new Intl.NumberFormat("en").format(1);',
      'export const b = new Intl.DateTimeFormat("en").format(new Date());',
      "export const c = Intl.RelativeTimeFormat;",
      'export const d = new Intl.ListFormat("en").format(["x"]);',
    ].join("\n");
    const errors = await formatErrors(page, code);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain("@/lib/format");
  });

  it("refuses toLocaleString, toLocaleDateString and toLocaleTimeString", async () => {
    const code = [
      'export const a = (1).toLocaleString("en");',
      "export const b = (d: Date) => d.toLocaleDateString();",
      "export const c = (d?: Date) => d?.toLocaleTimeString();",
    ].join("\n");
    expect(await formatErrors(page, code)).toEqual([
      expect.stringContaining("toLocale*String"),
      expect.stringContaining("toLocale*String"),
      expect.stringContaining("toLocale*String"),
    ]);
  });

  it("passes the format module itself and code that calls it", async () => {
    expect(
      await formatErrors(
        page,
        'import { formatMoney } from "@/lib/format";\nexport const a = formatMoney(100, "GBP", "en");\n',
      ),
    ).toEqual([]);
    expect(
      await formatErrors(
        "apps/web/src/lib/format.ts",
        'export const a = new Intl.NumberFormat("en").format(1);\n',
      ),
    ).toEqual([]);
  });

  it("leaves what is not a format alone (plural rules, country names, sorting)", async () => {
    const code = [
      'export const a = new Intl.PluralRules("ar").select(2);',
      'export const b = new Intl.DisplayNames(["en"], { type: "region" }).of("GB");',
      'export const c = "a".localeCompare("b", "en");',
    ].join("\n");
    expect(await formatErrors(page, code)).toEqual([]);
  });
});
