// Reads one bank statement file (issue 37): the format comes from the file's first bytes, never its
// name; PDFs go to the layout recogniser, CSV exports and OFX/QFX to their readers. Every failure is
// a refusal with a code. Runs inside a worker thread (pool.ts); callable directly in tests.
import { readCsv } from "./csv";
import { readOfx, looksLikeOfx } from "./ofx";
import { defaultLimits, refuse, Refused, type ReadHints, type ReadOutcome } from "./outcome";
import { readPdf } from "./pdf";

export {
  isRefusal,
  type ReadHints,
  type ReadOutcome,
  type ReadRefusal,
  type RefusalCode,
} from "./outcome";

type Kind = "pdf" | "ofx" | "csv" | "other";

const binary: Array<[string, number[]]> = [
  ["a PNG image", [0x89, 0x50, 0x4e, 0x47]],
  ["a JPEG image", [0xff, 0xd8, 0xff]],
  ["a GIF image", [0x47, 0x49, 0x46, 0x38]],
  ["a TIFF image", [0x49, 0x49, 0x2a, 0x00]],
  ["a ZIP archive or Office file", [0x50, 0x4b, 0x03, 0x04]],
  ["an Office file", [0xd0, 0xcf, 0x11, 0xe0]],
];

function sniff(bytes: Uint8Array): { kind: Kind; what?: string } {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return { kind: "pdf" };
  for (const [what, magic] of binary) {
    if (magic.every((b, i) => bytes[i] === b)) return { kind: "other", what };
  }
  const sample = bytes.subarray(0, 64 * 1024);
  const utf16 = utf16Of(bytes);
  if (!utf16 && sample.includes(0)) return { kind: "other", what: "a binary file" };
  const text = utf16
    ? new TextDecoder(utf16).decode(sample)
    : new TextDecoder("utf-8").decode(sample);
  if (looksLikeOfx(text)) return { kind: "ofx" };
  return { kind: "csv" };
}

/** Some banks export CSV as UTF-16 with a byte order mark. */
function utf16Of(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return undefined;
}

function decodeText(bytes: Uint8Array): string {
  const utf16 = utf16Of(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Older exports are Windows-1252; Latin-1 keeps every byte.
    return new TextDecoder("latin1").decode(bytes);
  }
}

export async function readStatement(
  bytes: Uint8Array,
  fileName: string,
  hints: ReadHints = {},
): Promise<ReadOutcome> {
  const limits = { ...defaultLimits, ...hints.limits };
  if (bytes.byteLength === 0) return refuse("empty", `${fileName} is empty (0 bytes)`);
  if (bytes.byteLength > limits.maxBytes) {
    return refuse(
      "too_large",
      `${fileName} is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
    );
  }
  const { kind, what } = sniff(bytes);
  try {
    if (kind === "pdf") return await readPdf(bytes, hints, limits);
    if (kind === "ofx") return readOfx(decodeText(bytes), hints);
    if (kind === "csv") {
      if (/\.pdf$/i.test(fileName))
        return refuse("not_a_statement", `${fileName} is named .pdf but is not a PDF`);
      return readCsv(decodeText(bytes), hints);
    }
    return refuse(
      "not_a_statement",
      `${fileName} is ${what}, not a statement: upload the PDF, CSV or OFX your bank exports`,
    );
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    // pdf.js hands its parser's errors on as plain errors, a stack overflow included.
    if (error instanceof RangeError || /call stack/i.test((error as Error).message))
      return refuse("too_complex", `${fileName} is too deeply nested to read`);
    return refuse("unreadable", `${fileName} could not be read: ${(error as Error).message}`);
  }
}
