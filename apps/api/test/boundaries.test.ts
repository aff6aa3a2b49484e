// The boundaries `npm run lint` enforces (eslint.config.js, scripts/check-cycles.mjs) fail on a
// deliberately wrong import, so a passing lint means something.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script without types
import { checkCycles } from "../../../scripts/check-cycles.mjs";

const root = resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it("a web feature may not import another feature, nor climb out with ../..", async () => {
    const file = "apps/web/src/features/deals/components/probe.ts";
    expect(
      await importErrors(
        file,
        'import { x } from "@/features/documents/api/documents-api";\nexport { x };\n',
      ),
    ).toEqual([expect.stringContaining("A feature never imports another feature")]);
    expect(
      await importErrors(file, 'import { x } from "../../documents/api/x";\nexport { x };\n'),
    ).toHaveLength(1);
    expect(
      await importErrors(
        file,
        'import { x } from "@/features/deals/api/deals-api";\nexport { x };\n',
      ),
    ).toEqual([]);
    expect(await importErrors(file, 'import { x } from "@/lib/money";\nexport { x };\n')).toEqual(
      [],
    );
  });

  it("an API module uses another only through its service; config imports no module", async () => {
    const file = "apps/api/src/modules/deals/probe.ts";
    expect(
      await importErrors(file, 'import { x } from "../matching/repo";\nexport { x };\n'),
    ).toEqual([expect.stringContaining("only through its service")]);
    expect(
      await importErrors(file, 'import { x } from "../matching/service";\nexport { x };\n'),
    ).toEqual([]);
    expect(
      await importErrors(
        "apps/api/src/config/probe.ts",
        'import { x } from "../modules/documents/service";\nexport { x };\n',
      ),
    ).toHaveLength(1);
  });

  it("the web never imports the API or the database; the contract nothing of the app", async () => {
    expect(
      await importErrors(
        "apps/web/src/lib/probe.ts",
        'import { x } from "@portal/db/schema/deals";\nexport { x };\n',
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        "packages/contract/src/deals/probe.ts",
        'import { x } from "@portal/db/errors";\nexport { x };\n',
      ),
    ).toHaveLength(1);
  });
});

describe("module cycles", () => {
  it("finds a cycle between two API modules, and none in the repository", () => {
    const tree = mkdtempSync(join(tmpdir(), "portal-cycles-"));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    write("apps/api/src/modules/deals/service.ts", 'import { a } from "../matching/service";\n');
    write("apps/api/src/modules/matching/service.ts", 'import { b } from "../deals/service";\n');
    write("apps/web/src/features/deals/index.ts", "export {};\n");
    expect(checkCycles(tree)).toEqual(["API modules: import cycle between deals, matching"]);
    expect(checkCycles(root)).toEqual([]);
  });
});
