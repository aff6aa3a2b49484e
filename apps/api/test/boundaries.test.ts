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

/** The cycles `scripts/check-cycles.mjs` finds in a tree of these files (path -> text). */
function cyclesIn(files: Record<string, string>): string[] {
  const tree = mkdtempSync(join(tmpdir(), "portal-cycles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return checkCycles(tree);
}

describe("folder cycles", () => {
  it("finds a cycle between two API modules, and none in the repository", () => {
    expect(
      cyclesIn({
        "apps/api/src/modules/deals/service.ts": 'import { a } from "../matching/service";\n',
        "apps/api/src/modules/matching/service.ts": 'import { b } from "../deals/service";\n',
        "apps/web/src/features/deals/index.ts": "export {};\n",
      }),
    ).toEqual(["API modules: import cycle between deals, matching"]);
    expect(checkCycles(root)).toEqual([]);
  });

  it.each<{ loop: string; files: Record<string, string>; found: string[] }>([
    {
      loop: "two contract folders",
      files: {
        "packages/contract/src/deals/dscr.ts": 'import { a } from "../submissions/offer-terms";',
        "packages/contract/src/submissions/schemas.ts": 'import { deal } from "../deals/schemas";',
      },
      found: ["packages/contract/src: import cycle between deals, submissions"],
    },
    {
      loop: "a contract folder and a file at the contract's top",
      files: {
        "packages/contract/src/finance.ts": 'import type { Deal } from "./deals/schemas";',
        "packages/contract/src/deals/dscr.ts": 'import { payment } from "../finance";',
      },
      found: ["packages/contract/src: import cycle between deals, finance"],
    },
    {
      loop: "the contract and db packages, through their package names",
      files: {
        "packages/db/src/schema/deals.ts": 'import { x } from "@portal/contract/deals/schemas";',
        "packages/contract/src/deals/schemas.ts": 'export { y } from "@portal/db/errors";',
      },
      found: ["packages: import cycle between contract, db"],
    },
    {
      loop: "web lib and components, through the @/ alias",
      files: {
        "apps/web/src/lib/regions.ts": 'import type { Option } from "@/components/ui/combobox";',
        "apps/web/src/components/ui/combobox.tsx": 'import { fold } from "@/lib/search";',
      },
      found: ["apps/web/src: import cycle between components, lib"],
    },
    {
      loop: "two folders deeper down, through a lazy and a side-effect import",
      files: {
        "apps/web/src/app/layouts/shell.tsx": 'const page = () => import("../routes/team");',
        "apps/web/src/app/routes/team.tsx": 'import "../layouts/nav-i18n";',
      },
      found: ["apps/web/src/app: import cycle between layouts, routes"],
    },
    {
      loop: "none: imports that point one way, and a package outside the repository",
      files: {
        "apps/web/src/lib/format.ts": 'import { z } from "zod";',
        "apps/web/src/components/date.tsx": 'import { formatDate } from "@/lib/format";',
        "apps/web/src/features/deals/view.tsx": 'import { DateText } from "@/components/date";',
        "packages/contract/src/deals/dscr.ts": 'import { payment } from "../finance";',
        "packages/contract/src/finance.ts": "export const payment = 1;",
        "packages/db/src/schema/deals.ts": 'import { x } from "@portal/contract/deals/dscr";',
      },
      found: [],
    },
  ])("finds $loop", ({ files, found }) => {
    expect(cyclesIn(files)).toEqual(found);
  });
});
