// scripts/check-tables.mjs (run by `npm run lint`) fails on a module importing another module's
// tables, so a passing lint means each table is read and written by its owner (decision 055).
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script without types
import { checkTables, owners, readModels } from "../../../scripts/check-tables.mjs";

const root = resolve(import.meta.dirname, "../../..");

function fixture(files: Record<string, string>) {
  const tree = mkdtempSync(join(tmpdir(), "portal-tables-"));
  const schema = ["deals", "documents", "identity", "organizations", "index"];
  for (const name of schema) files[`packages/db/src/schema/${name}.ts`] ??= "export {};\n";
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return tree;
}

const modules = "apps/api/src/modules";

describe("table ownership", () => {
  it("passes a module reading its own tables, the shared ones, and a read model's", () => {
    const tree = fixture({
      [`${modules}/documents/repo.ts`]: [
        'import { documents } from "@portal/db/schema/documents";',
        'import { users } from "@portal/db/schema/identity";',
        'import { memberships, organizations } from "@portal/db/schema/organizations";',
      ].join("\n"),
      [`${modules}/dashboard/repo.ts`]:
        'import { deals } from "@portal/db/schema/deals";\nimport { documents } from "@portal/db/schema/documents";\n',
      "apps/api/src/demo/load.ts": 'import * as schema from "@portal/db/schema/index";\n',
    });
    expect(checkTables(tree)).toEqual([]);
  });

  it("fails a module importing another module's tables, or more than the shared ones", () => {
    const tree = fixture({
      [`${modules}/documents/repo.ts`]: 'import { deals } from "@portal/db/schema/deals";\n',
      [`${modules}/team/repo.ts`]: [
        "import {",
        "  users,",
        "  type sessions,",
        '} from "@portal/db/schema/identity";',
      ].join("\n"),
      [`${modules}/matching/repo.ts`]: 'import * as identity from "@portal/db/schema/identity";\n',
      [`${modules}/news/repo.ts`]: 'const lazy = () => import("@portal/db/schema/deals");\n',
      "apps/api/src/lib/probe.ts": 'export { deals } from "@portal/db/schema/deals";\n',
      "packages/db/src/schema/extra.ts": "export {};\n",
    });
    expect(checkTables(tree).sort()).toEqual([
      expect.stringMatching(
        /^apps\/api\/src\/lib\/probe\.ts: lib imports tables of deals \(deals from @portal\/db\/schema\/deals\)/,
      ),
      expect.stringMatching(
        /^apps\/api\/src\/modules\/documents\/repo\.ts: documents imports tables of deals \(deals from/,
      ),
      expect.stringMatching(
        /modules\/matching\/repo\.ts: matching imports tables of identity \(\*/,
      ),
      expect.stringMatching(/modules\/news\/repo\.ts: news imports tables of deals \(\* from/),
      expect.stringMatching(
        /modules\/team\/repo\.ts: team imports tables of identity \(users, sessions from/,
      ),
      "packages/db/src/schema/extra.ts: no owning module (scripts/check-tables.mjs)",
    ]);
  });

  it("passes the repository, whose every schema file and read model is named once", () => {
    expect(checkTables(root)).toEqual([]);
    const files = readdirSync(join(root, "packages/db/src/schema"))
      .map((name) => name.replace(/\.ts$/, ""))
      .filter((name) => name !== "index");
    expect(Object.keys(owners).sort()).toEqual(files.sort());
    for (const model of readModels as { module: string; reads: string[] }[]) {
      expect(readdirSync(join(root, modules))).toContain(model.module);
      for (const file of model.reads) expect(files).toContain(file);
    }
  });
});
