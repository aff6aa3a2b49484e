import type { Face } from "./term-sheet-fonts";

// Text for the term sheet PDF, drawn word by word so that Arabic reads right to left with Latin
// figures and names inside it left to right: pdfkit shapes each Arabic word (fontkit) but lays
// words out left to right, and its faces here are subsets (Arabic, Latin, Latin extended).

const arabicChar = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const arabicLetter = /(?=\p{Script=Arabic})\p{L}/u;
const latinChar =
  /[\u0020-\u00ff\u0131\u0152\u0153\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2212]/;
const strongChar = /[\p{L}\p{N}]/u;
/** Punctuation that takes the direction around it ("Barclays Bank،" in Arabic: the comma is Arabic). */
const neutralEnds = /^([.,،;؛:!?؟"'«»]*)(.*?)([.,،;؛:!?؟"'«»]*)$/su;

type Doc = PDFKit.PDFDocument;

/** A piece of a word drawn in one face (a word may mix scripts: "Łódź", "2026م"). */
interface Piece {
  text: string;
  face: Face;
  width: number;
}
/**
 * A word: its pieces in drawing order, its direction (null for punctuation alone), its width, and
 * whether a space parts it from the word before (not for punctuation split off a word).
 */
interface Word {
  pieces: Piece[];
  rtl: boolean | null;
  width: number;
  spaced: boolean;
}
interface Line {
  words: Word[];
  y: number;
  size: number;
  space: number;
}

const faceOf = (c: string, bold: boolean): Face =>
  arabicChar.test(c)
    ? bold
      ? "arabicBold"
      : "arabic"
    : latinChar.test(c)
      ? bold
        ? "latinBold"
        : "latin"
      : "latinExt";

function measure(doc: Doc, text: string, size: number, bold: boolean, spaced: boolean): Word {
  const pieces: Piece[] = [];
  for (const c of text) {
    const face = faceOf(c, bold);
    const last = pieces.at(-1);
    if (last?.face === face) last.text += c;
    else pieces.push({ text: c, face, width: 0 });
  }
  for (const p of pieces) p.width = doc.font(p.face).fontSize(size).widthOfString(p.text);
  const rtl = arabicLetter.test(text) ? true : strongChar.test(text) ? false : null;
  if (rtl) pieces.reverse();
  return { pieces, rtl, width: pieces.reduce((sum, p) => sum + p.width, 0), spaced };
}

/** What lies between two words: a space, or nothing (punctuation split off its word). */
const gap = (w: Word, space: number) => (w.spaced ? space : 0);

/** A whitespace-separated token as words: a left-to-right word's end punctuation goes apart. */
function tokenWords(doc: Doc, token: string, size: number, bold: boolean): Word[] {
  const [, lead = "", core = "", trail = ""] = neutralEnds.exec(token) ?? [];
  if (!core || arabicLetter.test(core)) return [measure(doc, token, size, bold, true)];
  return [lead, core, trail]
    .filter(Boolean)
    .map((part, i) => measure(doc, part, size, bold, i === 0));
}

/**
 * A simple bidi: a word is right-to-left when it has an Arabic letter; punctuation alone takes
 * its neighbours' direction when they agree, the line's otherwise. Runs of one direction follow
 * the line's direction, the words of a run the run's.
 */
function runsOf(words: Word[], rtl: boolean) {
  const runs: { rtl: boolean; words: Word[] }[] = [];
  words.forEach((w, i) => {
    const before = words.slice(0, i).findLast((o) => o.rtl !== null)?.rtl;
    const after = words.slice(i + 1).find((o) => o.rtl !== null)?.rtl;
    const dir = w.rtl ?? (before != null && before === after ? before : rtl);
    const run = runs.at(-1);
    if (run?.rtl === dir) run.words.push(w);
    else runs.push({ rtl: dir, words: [w] });
  });
  return runs;
}

/** One line from the start of the box [left, left + width]: its right edge when right to left. */
function drawLine(doc: Doc, line: Line, rtl: boolean, left: number, width: number) {
  const { y, size, space } = line;
  let x = rtl ? left + width : left;
  for (const [r, run] of runsOf(line.words, rtl).entries()) {
    const words = run.words;
    if (r > 0) x += (rtl ? -1 : 1) * gap(words[0]!, space);
    const inner = words.slice(1).reduce((sum, w) => sum + gap(w, space), 0);
    const runWidth = words.reduce((sum, w) => sum + w.width, 0) + inner;
    // Left to right on the page: a right-to-left run from its last word.
    const order = run.rtl ? [...words.keys()].reverse() : [...words.keys()];
    let at = rtl ? x - runWidth : x;
    order.forEach((index, k) => {
      const w = words[index]!;
      let px = at;
      for (const p of w.pieces) {
        doc.font(p.face).fontSize(size).text(p.text, px, y, { lineBreak: false });
        px += p.width;
      }
      const next = order[k + 1];
      if (next !== undefined) at += w.width + gap(words[run.rtl ? index : next]!, space);
    });
    x = rtl ? x - runWidth : x + runWidth;
  }
}

/**
 * Writes text in the document's direction into a box (by default the page between its margins),
 * wrapped to the box's width, on a new page when the page is full; returns the next line's y.
 */
export function writer(doc: Doc, rtl: boolean) {
  const page = {
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  };
  return function write(
    text: string,
    top: number,
    { size = 10, bold = false, left = page.left, width = page.width } = {},
  ) {
    let y = top;
    const space = doc.font("latin").fontSize(size).widthOfString(" ");
    const lineHeight = size * 1.55;
    const flush = (words: Word[]) => {
      if (y + lineHeight > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      drawLine(doc, { words, y, size, space }, rtl, left, width);
      y += lineHeight;
    };
    for (const paragraph of text.split(/\r?\n/)) {
      let line: Word[] = [];
      let used = 0;
      for (const token of paragraph.split(/\s+/).filter(Boolean)) {
        const words = tokenWords(doc, token, size, bold);
        const tokenWidth = words.reduce((sum, w, i) => sum + w.width + (i ? gap(w, space) : 0), 0);
        if (line.length > 0 && used + space + tokenWidth > width) {
          flush(line);
          line = [];
          used = 0;
        }
        used += (line.length > 0 ? space : 0) + tokenWidth;
        line.push(...words);
      }
      flush(line);
    }
    return y;
  };
}
