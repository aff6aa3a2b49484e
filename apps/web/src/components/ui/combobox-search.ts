import { fold, keywordStarts, words } from "@portal/contract/search-words";

export interface ComboOption {
  value: string;
  label: string;
  /** More words it is found by (a currency's code, an industry's everyday names), any language. */
  keywords?: readonly string[];
  /** Shown before the rest, with a line after the last of them (a person's own currencies). */
  first?: boolean;
  /** How deep it lies in a tree of options, indented by it (an industry inside its group). */
  depth?: number;
  /** Said after the name, muted: where it lies ("Legal services" for title and escrow). */
  context?: string;
}

export interface Searchable {
  option: ComboOption;
  label: string;
  labelWords: string[];
  keywords: string[];
}

/** Folds every option's texts once, not on each key typed. */
export function searchable(options: readonly ComboOption[]): Searchable[] {
  return options.map((option) => {
    const label = fold(option.label);
    const keywords = (option.keywords ?? []).map(fold);
    return { option, label, labelWords: words(label), keywords };
  });
}

/**
 * How well an option answers what was typed, lower is better; undefined when it does not. A name
 * starting with it first ("scotl" puts Scotland before "Glasgow · Scotland"), then a word of the
 * name, then a keyword starting with it ("coff" finds cafés by "coffee"), then the rest containing it.
 */
function rank(s: Searchable, query: string): number | undefined {
  if (s.label.startsWith(query) || fold(s.option.value) === query) return 0;
  if (s.labelWords.some((w) => w.startsWith(query))) return 1;
  if (s.keywords.some((k) => keywordStarts(k, query))) return 2;
  if (s.label.includes(query)) return 3;
  if (query.length >= 3 && s.keywords.some((k) => k.includes(query))) return 4;
  return undefined;
}

/**
 * The options matching `query`, best first; in their own order when nothing is typed. A tree's
 * options are indented only then: ranked, they are a flat list (their context says where they lie).
 */
export function search(list: readonly Searchable[], query: string): ComboOption[] {
  const q = fold(query);
  if (!q) return list.map((s) => s.option);
  const ranked: { option: ComboOption; rank: number; index: number }[] = [];
  list.forEach((s, index) => {
    const r = rank(s, q);
    if (r !== undefined) ranked.push({ option: s.option, rank: r, index });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => (r.option.depth ? { ...r.option, depth: 0 } : r.option));
}
