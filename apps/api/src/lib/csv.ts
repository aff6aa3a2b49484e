// CSV exports (the wallet's entries, leads): one cell of text as a spreadsheet reads it safely.

/**
 * A text cell: spreadsheets run a cell starting with = + - @ tab or CR as a formula (and the
 * full-width ＝ ＋ － ＠, which some read as the same signs), so such text starts with '; a cell
 * with a quote, comma or line break is quoted.
 */
export function csvText(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r＝＋－＠]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
