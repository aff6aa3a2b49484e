/** Arabic's six plural forms, in i18next's order of Intl.PluralRules categories. */
export const six = (
  zero: string,
  one: string,
  two: string,
  few: string,
  many: string,
  other: string,
) => ({ zero, one, two, few, many, other });

/** `{ key_zero, key_one, key_two, key_few, key_many, key_other }` from the six forms. */
export function plural(key: string, forms: ReturnType<typeof six>): Record<string, string> {
  return Object.fromEntries(Object.entries(forms).map(([form, text]) => [`${key}_${form}`, text]));
}

/**
 * A counted noun: `one` and `two` are whole phrases ("صفقة واحدة", "صفقتان"); `few` (3 to 10)
 * takes the plural, `many` (11 to 99) the accusative singular, `other` (0, 100 and up) the
 * genitive singular, each after `{{count}}` (or the placeholder given).
 */
export function counted(
  key: string,
  words: { one: string; two: string; few: string; many: string; other: string },
  count = "{{count}}",
): Record<string, string> {
  const n = (word: string) => `${count} ${word}`;
  return plural(
    key,
    six(n(words.other), words.one, words.two, n(words.few), n(words.many), n(words.other)),
  );
}
