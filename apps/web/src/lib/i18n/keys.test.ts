import { afterAll, describe, expect, it, vi } from "vitest";
import { en } from "./en";
import { i18next } from "./index";

// Every translation key the source asks for must exist in the strings loaded with the page that
// shows it. The feature bundles (`features/*/i18n.ts`) load with the lazy pages that import them
// (docs/decisions/005-log-in-page-budget.md), so a key from another feature's bundle renders as the
// raw key whenever that bundle has not been loaded (`ui.deleteAccount.cancel` on the deal page).
// The check follows the static imports from each page, as the bundler splits them.

const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = import.meta.glob(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"]);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = `/src/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) {
    const parts = from.split("/").slice(0, -1);
    for (const part of specifier.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    base = parts.join("/");
  } else return undefined; // a package: no strings of ours
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => candidate in sources,
  );
}

function staticImports(file: string): string[] {
  const found: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;
  for (const match of sources[file]!.matchAll(pattern)) {
    const resolved = resolveImport(file, match[1]!);
    if (resolved) found.push(resolved);
  }
  return found;
}

function lazyImports(file: string): string[] {
  const found: string[] = [];
  for (const match of sources[file]!.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const resolved = resolveImport(file, match[1]!);
    if (resolved) found.push(resolved);
  }
  return found;
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The keys a file asks for: whole keys, and the fixed start of template keys (`ui.x.${y}`). */
function keysUsed(file: string): { key: string; partial: boolean }[] {
  const found: { key: string; partial: boolean }[] = [];
  const pattern = /\bt\(\s*(?:"([^"]+)"|'([^']+)'|`([^`$]*)(\$\{)?)/g;
  for (const match of sources[file]!.matchAll(pattern)) {
    const key = match[1] ?? match[2] ?? match[3]!;
    found.push({ key, partial: !!match[4] });
  }
  return found;
}

function lookUp(resources: unknown, path: string): unknown {
  let node = resources;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function exists(resources: unknown, { key, partial }: { key: string; partial: boolean }) {
  if (partial) {
    // `ui.deals.statuses.${s}` needs the object ui.deals.statuses; `ui.x.${t}Hint` needs ui.x.
    const parent = key.slice(0, key.lastIndexOf("."));
    return typeof lookUp(resources, parent) === "object";
  }
  const value = lookUp(resources, key);
  if (typeof value === "string") return true;
  return ["_one", "_other"].every((suffix) => typeof lookUp(resources, key + suffix) === "string");
}

function merge(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (typeof value === "object" && value !== null && typeof existing === "object" && existing)
      merge(existing as Record<string, unknown>, value as Record<string, unknown>);
    else
      target[name] = typeof value === "object" && value !== null ? structuredClone(value) : value;
  }
  return target;
}

// Recorded, not applied: i18next merges bundles into the very `en` object it was given.
const addResourceBundle = vi.spyOn(i18next, "addResourceBundle").mockReturnValue(i18next);
afterAll(() => addResourceBundle.mockRestore());

/** What each bundle file adds to the English strings when it loads (a module loads once). */
let loaded: Promise<Map<string, Record<string, unknown>>> | undefined;
const bundleContents = () => (loaded ??= loadBundles());
async function loadBundles() {
  const contents = new Map<string, Record<string, unknown>>();
  // A bundle another one imports loads first (its closure is smaller), so what it adds is
  // recorded as its own and not as the importer's.
  const bundles = Object.keys(sources)
    .filter(
      (file) => file !== "/src/lib/i18n/index.ts" && sources[file]!.includes("addResourceBundle("),
    )
    .sort((a, b) => closure(a).size - closure(b).size);
  for (const file of bundles) {
    addResourceBundle.mockClear();
    await modules[file]!();
    const added = {};
    for (const call of addResourceBundle.mock.calls)
      merge(added, call[2] as Record<string, unknown>);
    contents.set(file, added);
  }
  return contents;
}

describe("translation keys", () => {
  it("finds the pages, the bundles and the keys it checks", async () => {
    const bundles = await bundleContents();
    expect(bundles.size).toBeGreaterThan(3);
    expect(lazyImports("/src/app/router.tsx").length).toBeGreaterThan(10);
    expect(keysUsed("/src/features/deals/components/deal-view.tsx").length).toBeGreaterThan(10);
  });

  it("every key a page's code asks for is in the strings loaded with that page", async () => {
    const bundles = await bundleContents();
    const eager = closure("/src/main.tsx");
    const pages = [...new Set(Object.keys(sources).flatMap(lazyImports))];
    const missing: string[] = [];
    for (const page of ["/src/main.tsx", ...pages]) {
      const files = new Set([...eager, ...closure(page)]);
      const resources = merge(structuredClone(en) as Record<string, unknown>, {});
      for (const file of files) {
        const added = bundles.get(file);
        if (added) merge(resources, added);
      }
      for (const file of closure(page))
        for (const used of keysUsed(file))
          if (!exists(resources, used))
            missing.push(`${used.key}${used.partial ? "…" : ""} in ${file} (page ${page})`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
