/**
 * How the portal compares what a person types with names and keywords (the web's searchable
 * pickers, the industry synonyms' test): one folding and one word rule for both.
 */

/**
 * Text as it is compared: case- and accent-blind, and in Arabic blind to the hamza seats of alef,
 * taa marbuta, alef maqsura and tatweel (so "جنيه" finds "جنيه إسترليني" however it is typed).
 */
export function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ـ/g, "")
    .toLowerCase()
    .trim();
}

/** The words of a folded text, split at spaces and punctuation ("hair, beauty" -> hair, beauty). */
export const words = (text: string) => text.split(/[\s,.·()/&\-–]+/u).filter(Boolean);

/** Whether a folded keyword answers a folded query: it, or one of its words, starts with it. */
export const keywordStarts = (keyword: string, query: string) =>
  keyword.startsWith(query) || words(keyword).some((w) => w.startsWith(query));
