import { afterAll, describe, expect, it, vi } from "vitest";
import { messages } from "@portal/contract/messages";
import { en } from "./en";
import { i18next } from "./index";
import { arSource } from "./ar";
import { reviewed } from "./ar/reviewed";

// Every English key has an Arabic one and the other way round, for en.ts, the contract's messages
// and every bundle a page adds (features/*/i18n.ts and the like, found by their
// addResourceBundle call, so a feature added later fails here until it is translated).
// Plurals: an English `_one`/`_other` pair needs Arabic's six forms.

/**
 * Bundles whose Arabic is still to be written (the pages show their English meanwhile). Shrinks
 * to nothing; a bundle not listed here must be translated in full.
 */
const untranslated = new Set<string>([]);

const arabicPlurals = new Intl.PluralRules("ar").resolvedOptions().pluralCategories;
const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = import.meta.glob(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"]);

type Tree = { [key: string]: unknown };
type Flat = Map<string, { text: string; file: string }>;

function flatten(tree: Tree, file: string, into: Flat = new Map(), prefix = ""): Flat {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === "string") into.set(path, { text: value, file });
    else flatten(value as Tree, file, into, `${path}.`);
  }
  return into;
}

const addResourceBundle = vi.spyOn(i18next, "addResourceBundle").mockReturnValue(i18next);
afterAll(() => addResourceBundle.mockRestore());

async function english(): Promise<Flat> {
  const flat = flatten({ messages, ui: en.ui }, "/src/lib/i18n/en.ts");
  const bundles = Object.keys(sources).filter(
    (file) =>
      file !== "/src/lib/i18n/index.ts" && /addResourceBundle\(\s*"en"/.test(sources[file]!),
  );
  for (const file of bundles) {
    addResourceBundle.mockClear();
    await modules[file]!();
    for (const call of addResourceBundle.mock.calls) flatten(call[2] as Tree, file, flat);
  }
  expect(bundles.length).toBeGreaterThan(10);
  return flat;
}

/** The key a translator writes: English `x_one`/`x_other` become Arabic's six `x_<form>`. */
function expected(flat: Flat): Flat {
  const keys: Flat = new Map();
  for (const [key, entry] of flat) {
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (plural) for (const form of arabicPlurals) keys.set(`${plural[1]}_${form}`, entry);
    else keys.set(key, entry);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("Arabic strings", () => {
  it("have every English key, no other, with the same placeholders", async () => {
    const wanted = expected(await english());
    const arabic = flatten(arSource, "ar");
    const missing = [...wanted]
      .filter(([key, e]) => !arabic.has(key) && !untranslated.has(e.file))
      .map(([k, e]) => `${k} (${e.file})`);
    const untranslatedKeys = [...wanted].filter(([key]) => !arabic.has(key)).length;
    const extra = [...arabic.keys()].filter((key) => !wanted.has(key));
    const placeholderMismatch = [...wanted]
      .filter(([key]) => arabic.has(key) && !/_(zero|one|two)$/.test(key))
      .filter(([key, e]) => `${placeholders(e.text)}` !== `${placeholders(arabic.get(key)!.text)}`)
      .map(([key]) => key);
    if (process.env.ARABIC_STATUS)
      console.info(
        `Arabic: ${wanted.size - untranslatedKeys} of ${wanted.size} keys translated, ` +
          `${Object.keys(reviewed).length} reviewed, the rest drafts`,
      );
    expect({ missing, extra, placeholderMismatch }).toEqual({
      missing: [],
      extra: [],
      placeholderMismatch: [],
    });
  });

  it("marks a key reviewed only against the English it still has", async () => {
    const flat = await english();
    const stale = Object.entries(reviewed)
      .filter(([key, text]) => flat.get(key)?.text !== text)
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });
});
