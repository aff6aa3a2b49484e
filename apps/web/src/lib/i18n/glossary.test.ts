import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@portal/contract/messages";
import { en } from "./en";
import { i18next } from "./index";
import { arSource } from "./ar";
import { glossary } from "./glossary";

// The Arabic strings read against the glossary (decision 070): an English string with a term has
// its Arabic term, and an Arabic term that means one thing only is not used for another.

const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = import.meta.glob(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"]);

type Tree = { [key: string]: unknown };
type Flat = Map<string, string>;

function flatten(tree: Tree, into: Flat = new Map(), prefix = ""): Flat {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value as Tree, into, `${prefix + key}.`);
  }
  return into;
}

const addResourceBundle = vi.spyOn(i18next, "addResourceBundle").mockReturnValue(i18next);
afterAll(() => addResourceBundle.mockRestore());

/** Every English string: en.ts, the contract's messages and every bundle a page adds. */
async function english(): Promise<Flat> {
  const flat = flatten({ messages, ui: en.ui });
  const bundles = Object.keys(sources).filter(
    (file) =>
      file !== "/src/lib/i18n/index.ts" && /addResourceBundle\(\s*"en"/.test(sources[file]!),
  );
  for (const file of bundles) {
    addResourceBundle.mockClear();
    await modules[file]!();
    for (const call of addResourceBundle.mock.calls) flatten(call[2] as Tree, flat);
  }
  return flat;
}

/** What a person reads: a placeholder's value (a name, an amount) is not the string's word. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, " ");

let englishStrings: Flat;
const arabicStrings = flatten(arSource);
beforeAll(async () => {
  englishStrings = await english();
});

/** The Arabic of an English key; an English plural `_one`/`_other` reads Arabic's `_other` too. */
function arabicOf(key: string): string[] {
  const own = arabicStrings.get(key);
  const plural = /^(.*)_(one|other)$/.exec(key);
  if (!plural) return own === undefined ? [] : [own];
  return ["one", "two", "few", "many", "other"]
    .map((form) => arabicStrings.get(`${plural[1]}_${form}`))
    .filter((text): text is string => text !== undefined);
}

describe("the glossary", () => {
  it("gives each English term one Arabic term, none for two terms", () => {
    const arabicTerms = glossary.map((entry) => entry.ar);
    expect(new Set(arabicTerms).size).toBe(arabicTerms.length);
    for (const entry of glossary) expect(entry.ar, entry.en).toMatch(entry.arabic);
    const shared = glossary.flatMap((entry) =>
      entry.exclusive
        ? glossary
            .filter((other) => other !== entry && entry.arabic.test(other.ar))
            .map((other) => `${entry.en} / ${other.en}`)
        : [],
    );
    expect(shared).toEqual([]);
  });

  it("is what docs/glossary.md lists", () => {
    const doc = readFileSync(resolve(process.cwd(), "../../docs/glossary.md"), "utf8");
    const missing = glossary
      .filter((entry) => !doc.includes(`| ${entry.en} | ${entry.ar} |`))
      .map((entry) => entry.en);
    expect(missing).toEqual([]);
  });
});

describe("the Arabic strings", () => {
  it("use an English term's Arabic term wherever the English has it", () => {
    const unlike: string[] = [];
    for (const entry of glossary)
      for (const [key, text] of englishStrings) {
        if (!entry.english.test(words(text)) || entry.except?.[key]) continue;
        const arabic = arabicOf(key);
        if (arabic.length && !arabic.some((ar) => entry.arabic.test(words(ar))))
          unlike.push(`${entry.en}: ${key}: "${text}" / "${arabic[0]}"`);
      }
    expect(unlike).toEqual([]);
  });

  it("use a term that means one thing for nothing else", () => {
    const other: string[] = [];
    for (const entry of glossary.filter((e) => e.exclusive))
      for (const [key, ar] of arabicStrings) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const text = englishStrings.get(key) ?? englishStrings.get(`${base}_other`);
        if (text === undefined || !entry.arabic.test(words(ar)) || entry.except?.[key]) continue;
        const alsoFor = entry.exclusive?.alsoFor;
        if (!entry.english.test(words(text)) && !alsoFor?.test(words(text)))
          other.push(`${entry.en}: ${key}: "${text}" / "${ar}"`);
      }
    expect(other).toEqual([]);
  });
});
