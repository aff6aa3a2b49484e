/**
 * Facts shown on one line, joined with " · ". In a right-to-left language each fact is a bidi
 * isolate (U+2068 … U+2069): a name, a percentage or an address in Latin letters keeps its place
 * instead of running into the next fact and pulling the separators and the % sign to the wrong
 * side (docs/decisions/045-arabic-right-to-left.md). Left to right the text is unchanged.
 */
export function joinFacts(parts: readonly string[], rtl: boolean): string {
  return parts.map((part) => (rtl ? `\u2068${part}\u2069` : part)).join(" · ");
}
