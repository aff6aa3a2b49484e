import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { create, type Font } from "fontkit";

/**
 * A WOFF file as the plain font (sfnt) it wraps, its tables inflated once with Node's zlib.
 * fontkit reads WOFF itself but inflates a table (in JavaScript) each time it reads from it: every
 * glyph of the Arabic face cost a whole inflation, and a term sheet took more than a second.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

// Noto Sans Arabic (Fontsource's woff subsets, a dependency of the web too): its Arabic subset for
// Arabic words, its Latin ones for figures, names and English.
const fontDir = createRequire(import.meta.url)
  .resolve("@fontsource/noto-sans-arabic/package.json")
  .replace(/package\.json$/, "files/");

export const faces = {
  arabic: "arabic-400",
  arabicBold: "arabic-700",
  latin: "latin-400",
  latinBold: "latin-700",
  latinExt: "latin-ext-400",
} as const;
export type Face = keyof typeof faces;

let parsed: Record<Face, Font> | undefined;

/** The faces, read and parsed once and handed to every document (each embeds the glyphs it uses). */
export const termSheetFonts = () =>
  (parsed ??= Object.fromEntries(
    Object.entries(faces).map(([face, file]) => [
      face,
      create(woffToSfnt(readFileSync(`${fontDir}noto-sans-arabic-${file}-normal.woff`))) as Font,
    ]),
  ) as Record<Face, Font>);
