import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to write a form (STYLE "One way per thing"): every component that renders a <form>
 * drives it with `useContractForm` (lib/contract-form.ts), or renders a part of one handed a
 * `ContractForm`. `notYetMoved` lists the forms still to move; it only shrinks.
 */
const notYetMoved = new Set([
  "features/identity/components/log-in-form.tsx",
]);

const root = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith(".tsx") && !entry.name.includes(".test.")
        ? [join(dir, entry.name)]
        : [],
  );

describe("forms", () => {
  const forms = sources(root).filter((file) => readFileSync(file, "utf8").includes("<form"));
  const handRolled = forms
    .filter((file) => !/useContractForm|ContractForm</.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));

  it("every form component uses useContractForm", () => {
    expect(handRolled.filter((file) => !notYetMoved.has(file))).toEqual([]);
  });

  it("the list of forms still to move names only hand-rolled forms (it only shrinks)", () => {
    expect([...notYetMoved].filter((file) => !handRolled.includes(file))).toEqual([]);
  });
});
