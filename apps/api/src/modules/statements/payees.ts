// Reading a statement line's description (docs/decisions/088-statement-figures.md): who the payee is
// once reference numbers, dates and ids are gone, which known funder it names, and the calendar
// arithmetic the figures share. Pure functions.

/**
 * Funders of merchant cash advances and small-business loans whose names appear on statements:
 * US, UK and UAE. A name here only ranks a position and marks a deposit as loan proceeds; the
 * rhythm of the payments decides what a position is.
 */
export const knownFunders = [
  "ONDECK",
  "ON DECK",
  "KABBAGE",
  "LIBERTAS",
  "YELLOWSTONE",
  "PEARL CAPITAL",
  "RAPID FINANCE",
  "RAPID ADVANCE",
  "FORWARD FINANCING",
  "CREDIBLY",
  "CAN CAPITAL",
  "IOU FINANCIAL",
  "IOU CENTRAL",
  "FUNDBOX",
  "BLUEVINE",
  "NATIONAL FUNDING",
  "KAPITUS",
  "PAR FUNDING",
  "FORA FINANCIAL",
  "EVEREST BUSINESS FUNDING",
  "MULLIGAN FUNDING",
  "SHOPIFY CAPITAL",
  "PAYPAL WORKING CAPITAL",
  "SQUARE CAPITAL",
  "STRIPE CAPITAL",
  "AMAZON LENDING",
  // UK
  "IWOCA",
  "YOULEND",
  "LIBERIS",
  "FUNDING CIRCLE",
  "MARCO POLO",
  "365 BUSINESS FINANCE",
  "BIBBY",
  "CAPITAL ON TAP",
  // UAE
  "BEEHIVE",
  "FUNDINGSOUQ",
  "FLAPKAP",
  "POSTPAY",
] as const;

/** The known funder a description names (whole words), or undefined. */
export function funderIn(description: string): string | undefined {
  const funder = funderNamedIn(words(description));
  return funder === "ON DECK" ? "ONDECK" : funder;
}

/** The known funder's name as these words spell it. */
function funderNamedIn(text: string): string | undefined {
  const spaced = ` ${text} `;
  return knownFunders.find((funder) => spaced.includes(` ${funder} `));
}

// A statement repeats descriptions and each is read by several rules: remember the last few thousand.
const wordsOf = new Map<string, string>();

/** Upper case, punctuation to spaces, one space between words. */
export function words(description: string): string {
  let text = wordsOf.get(description);
  if (text === undefined) {
    text = description
      .toUpperCase()
      .replace(/[^A-Z0-9&/]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (wordsOf.size >= 20_000) wordsOf.clear();
    wordsOf.set(description, text);
  }
  return text;
}

/** The first of the patterns a description matches, as the text it matched. */
export function firstMatch(description: string, patterns: readonly RegExp[]): string | undefined {
  const text = words(description);
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

// Words banks put around a payee's name that say how it was paid, not to whom.
const channelWords = new Set([
  "ACH",
  "DEBIT",
  "CREDIT",
  "DR",
  "CR",
  "PMT",
  "PYMT",
  "PAYMENT",
  "PAYMENTS",
  "DIRECT",
  "DD",
  "DDR",
  "POS",
  "PURCHASE",
  "CARD",
  "ONLINE",
  "WEB",
  "TEL",
  "PPD",
  "CCD",
  "CTX",
  "WEBPMT",
  "SEC",
  "ORIG",
  "CO",
  "NAME",
  "ID",
  "REF",
  "REFERENCE",
  "IND",
  "DES",
  "ENTRY",
  "DESCR",
  "TRN",
  "TRACE",
  "SO",
  "STO",
  "FPS",
  "BACS",
  "BGC",
  "FASTER",
  "BILL",
  "PAY",
  "EFT",
  "WIRE",
  "IBFT",
  "SWIFT",
  "TO",
  "FROM",
  "DEPOSIT",
  "PROCEEDS",
  "DISBURSEMENT",
  "PREAUTHORIZED",
  "RECURRING",
  "AUTOPAY",
  "INST",
  "XFER",
  // UK (Visa, Faster Payments In) and UAE (telegraphic transfers) prefixes.
  "VIS",
  "FPI",
  "FPO",
  "OUTWARD",
  "INWARD",
  "TT",
]);

const monthNames = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)$/;

/**
 * Words that open the ACH details US banks print with an entry (on the description's line or on
 * rows of their own under it): "ORIG CO NAME:", "DES:", "DESC DATE:", "CO ENTRY DESCR:", "SEC:",
 * "TRACE#:", "EED:", "IND ID:", "INDN:" (the account holder, never the payee). What follows one is
 * the bank's detail, not the payee's name.
 */
const detailOpeners = new Set([
  "ORIG",
  "DES",
  "DESC",
  "DESCR",
  "INDN",
  "TRACE",
  "EED",
  "SEC",
  "TRN",
]);
const detailPairs = new Set(["CO ID", "CO NAME", "CO ENTRY", "IND ID", "IND NAME", "ENTRY DESCR"]);

function opensDetail(all: readonly string[], i: number): boolean {
  return detailOpeners.has(all[i]!) || detailPairs.has(`${all[i]} ${all[i + 1]}`);
}

/**
 * The words that name the payee: those before the bank's ACH details; a description that starts
 * with them (Chase: "ORIG CO NAME:PEARL CAPITAL ORIG ID:...") names it after "CO NAME".
 */
function payeeWords(all: readonly string[]): readonly string[] {
  const cut = all.findIndex((_, i) => opensDetail(all, i));
  if (cut > 0) return all.slice(0, cut);
  if (cut < 0) return all;
  const name = all.findIndex((word, i) => word === "CO" && all[i + 1] === "NAME");
  if (name < 0) return all;
  const from = name + 2;
  const end = all.findIndex((_, i) => i >= from && opensDetail(all, i));
  return all.slice(from, end < 0 ? undefined : end);
}

/**
 * The payee a description names: the words before the bank's ACH details (payeeWords), without
 * reference numbers, dates, ids (any word with a digit, or a long run of letters and digits) and
 * the channel words. Two payments to one payee with different references give the same payee.
 * When the description names a known funder and these words do not, the payee is the funder's name.
 */
export function normalisePayee(description: string): string {
  const all = words(description).split(" ");
  const kept = payeeWords(all)
    .filter((word) => word !== "" && !/\d/.test(word) && !monthNames.test(word))
    .filter((word) => !channelWords.has(word) && !word.includes("/"))
    .join(" ");
  const funder = funderNamedIn(all.join(" "));
  if (funder && !funderNamedIn(kept)) return funder;
  return kept;
}

/** The key payments and a funding deposit are grouped by: the funder's name, else the payee. */
export function payeeKey(description: string): string {
  return funderIn(description) ?? normalisePayee(description);
}

const dayMs = 86_400_000;

/** Days since 1970-01-01 of an ISO date (integers: no time of day, no zone). */
export function dayNumber(isoDate: string): number {
  return (
    Date.UTC(
      Number(isoDate.slice(0, 4)),
      Number(isoDate.slice(5, 7)) - 1,
      Number(isoDate.slice(8, 10)),
    ) / dayMs
  );
}

export function isoOfDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Monday to Friday days after `from` up to and including `to` (from < to). */
export function businessDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = from + 1; day <= to; day += 1) {
    const wd = weekday(day);
    if (wd !== 0 && wd !== 6) count += 1;
  }
  return count;
}

/** Integer division rounded half away from zero. */
export function divRound(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}
