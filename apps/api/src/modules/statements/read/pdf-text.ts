// The text of a PDF as lines of cells (issue 37), through Mozilla's pdf.js with everything that runs
// or fetches code turned off: no eval, no font faces, no system fonts, no XFA, no worker fetches, the
// parser in this thread (the caller is already a worker thread with its own limits). Before pdf.js
// sees the file, every compressed stream is inflated once with a ceiling so a PDF bomb is refused
// instead of filling memory.
import { inflateSync } from "node:zlib";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { StatementFileMeta } from "../types";
import { Refused, refuse, type ReadLimits } from "./outcome";

// pdf.js runs its "worker" in this thread when it finds the worker module here: nothing is fetched.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface PdfLine {
  page: number;
  /** 1-based line on its page. */
  line: number;
  cells: Cell[];
  text: string;
}

export interface PdfText {
  lines: PdfLine[];
  pages: number;
  meta: StatementFileMeta;
}

/** Refuses a file whose compressed streams would inflate beyond the limits. */
export function checkInflation(bytes: Uint8Array, limits: ReadLimits): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let total = 0;
  const start = /stream\r?\n/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const from = m.index + m[0].length;
    const to = text.indexOf("endstream", from);
    if (to < 0) break;
    if (!/FlateDecode/.test(text.slice(Math.max(0, m.index - 600), m.index))) {
      start.lastIndex = to;
      continue;
    }
    try {
      const left = Math.min(limits.maxInflatedStreamBytes, limits.maxInflatedTotalBytes - total);
      total += inflateSync(bytes.subarray(from, to), {
        maxOutputLength: Math.max(left, 1),
      }).byteLength;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new Refused(
          refuse("too_complex", "the PDF holds compressed data far larger than a statement's"),
        );
      }
      // Encrypted or damaged data: pdf.js decides what to make of it.
    }
    start.lastIndex = to;
  }
}

function pdfDate(value: unknown): string | undefined {
  const m =
    typeof value === "string"
      ? /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value)
      : null;
  if (!m) return undefined;
  const [, y, mo = "01", d = "01", h = "00", mi = "00", s = "00", zone] = m;
  const offset =
    !zone || zone === "Z"
      ? "Z"
      : `${zone.slice(0, 3)}:${zone.replace(/'/g, "").slice(3, 5) || "00"}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

interface Item {
  str: string;
  transform: number[];
  width: number;
}

function linesOf(items: Item[], page: number): PdfLine[] {
  const words = items
    .filter((i) => i.str.trim() !== "")
    .map((i) => ({
      text: i.str,
      x: i.transform[4]!,
      y: i.transform[5]!,
      right: i.transform[4]! + i.width,
      size: Math.abs(i.transform[3]!) || 10,
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Array<typeof words> = [];
  for (const word of words) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - word.y) <= Math.max(2, word.size * 0.3)) row.push(word);
    else rows.push([word]);
  }
  return rows.map((row, i) => {
    row.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const w of row) {
      const last = cells.at(-1);
      // Words of one cell sit a space apart; columns much further.
      if (last && w.x - last.right < w.size * 0.6) {
        last.text = `${last.text}${w.x - last.right > w.size * 0.1 && !last.text.endsWith(" ") ? " " : ""}${w.text}`;
        last.right = w.right;
      } else cells.push({ text: w.text, x: w.x, right: w.right });
    }
    for (const c of cells) c.text = c.text.replace(/\s+/g, " ").trim();
    return { page, line: i + 1, cells, text: cells.map((c) => c.text).join(" ") };
  });
}

type Doc = Awaited<ReturnType<typeof pdfjs.getDocument>["promise"]>;

/** The info dictionary's producer, creator and dates (the checks for edited statements use them). */
async function metaOf(doc: Doc): Promise<StatementFileMeta> {
  const { info } = (await doc.getMetadata().catch(() => ({ info: {} }))) as {
    info: Record<string, unknown>;
  };
  const meta: StatementFileMeta = {};
  if (typeof info.Producer === "string" && info.Producer) meta.producer = info.Producer;
  if (typeof info.Creator === "string" && info.Creator) meta.creator = info.Creator;
  const created = pdfDate(info.CreationDate);
  const modified = pdfDate(info.ModDate);
  if (created) meta.createdAt = created;
  if (modified) meta.modifiedAt = modified;
  return meta;
}

/** A PDF without text: a scan when its first page paints an image. */
async function refuseTextless(doc: Doc): Promise<never> {
  const page = await doc.getPage(1);
  const ops = await page.getOperatorList();
  const images = [
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
  ];
  if (ops.fnArray.some((fn) => images.includes(fn))) {
    throw new Refused(
      refuse("image_only", "this statement is an image: upload the PDF or CSV your bank exports"),
    );
  }
  throw new Refused(refuse("not_a_statement", "the PDF has no text"));
}

export async function pdfText(bytes: Uint8Array, limits: ReadLimits): Promise<PdfText> {
  checkInflation(bytes, limits);
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of the buffer it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
    maxImageSize: 4096 * 4096,
    verbosity: 0,
  });
  let doc: Doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === "PasswordException") {
      throw new Refused(
        refuse("encrypted", "the PDF is protected by a password: upload it without the password"),
      );
    }
    throw new Refused(
      refuse("unreadable", `the PDF could not be read (${(error as Error).message})`),
    );
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new Refused(
        refuse(
          "too_many_pages",
          `the PDF has ${doc.numPages} pages; at most ${limits.maxPages} are read`,
        ),
      );
    }
    const meta = await metaOf(doc);
    const lines: PdfLine[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(
        ...linesOf(
          content.items.filter((i): i is Item & typeof i => "str" in i),
          n,
        ),
      );
      page.cleanup();
    }
    if (lines.length === 0) await refuseTextless(doc);
    return { lines, pages: doc.numPages, meta };
  } finally {
    await doc.destroy();
  }
}
