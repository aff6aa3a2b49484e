import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Zip files written by hand for the upload tests: honest ones as Office writes them (sizes in the
 * local header, or after the data in a descriptor; zip64 records), and the lies a zip bomb tells
 * (a directory declaring less than the data inflates to, entries listed twice over one another).
 */

const max32 = 0xffffffff;

export interface ZipEntrySpec {
  name: string;
  /** The entry's bytes: deflated, or kept as they are when `stored`. */
  data?: Buffer;
  stored?: boolean;
  /** Raw deflate data taken as it is, and what it inflates to: a bomb without its gigabyte in memory. */
  deflated?: { data: Buffer; size: number };
  /** What the local header and the directory say it inflates to, when they lie. */
  declaredSize?: number;
  /** Sizes in a data descriptor after the data (flag bit 3), as streaming writers do. */
  descriptor?: boolean;
}

export interface ZipOptions {
  /** zip64 sizes and offsets (local and directory extra fields, zip64 end records). */
  zip64?: boolean;
  /** The directory lists every entry this many times (overlapping entries, as some bombs do). */
  listed?: number;
  /** Leaves the directory and end records off (a zip cut short). */
  cut?: boolean;
}

const u16 = (value: number) => Buffer.from([value & 0xff, value >>> 8]);
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
};
const u64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(value));
  return b;
};
const zip64Extra = (...values: number[]) =>
  Buffer.concat([u16(0x0001), u16(values.length * 8), ...values.map(u64)]);

export function zipFile(entries: ZipEntrySpec[], options: ZipOptions = {}): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const name = Buffer.from(spec.name);
    const data = spec.data ?? Buffer.alloc(0);
    const body = spec.deflated?.data ?? (spec.stored ? data : deflateRawSync(data));
    const size = spec.declaredSize ?? spec.deflated?.size ?? data.length;
    const crc = spec.deflated ? 0 : crc32(data);
    const flags = 0x800 | (spec.descriptor ? 0x8 : 0); // UTF-8 names
    const method = spec.stored ? 0 : 8;
    const version = options.zip64 ? 45 : 20;
    // zip64 sizes live in the directory and end records; local headers keep 32-bit ones (as most
    // writers do for small entries, and what type detection reads).
    const [localCompressed, localSize] = spec.descriptor ? [0, 0] : [body.length, size];
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(version),
      u16(flags),
      u16(method),
      u32(0x5b770000), // 2025-11-23 00:00
      u32(spec.descriptor ? 0 : crc),
      u32(localCompressed),
      u32(localSize),
      u16(name.length),
      u16(0), // extra
      name,
    ]);
    const descriptor = spec.descriptor
      ? Buffer.concat([u32(0x08074b50), u32(crc), u32(body.length), u32(size)])
      : Buffer.alloc(0);
    parts.push(local, body, descriptor);
    const extra = options.zip64 ? zip64Extra(size, body.length, offset) : Buffer.alloc(0);
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(version),
        u16(version),
        u16(flags),
        u16(method),
        u32(0x5b770000),
        u32(crc),
        u32(options.zip64 ? max32 : body.length),
        u32(options.zip64 ? max32 : size),
        u16(name.length),
        u16(extra.length),
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(options.zip64 ? max32 : offset),
        name,
        extra,
      ]),
    );
    offset += local.length + body.length + descriptor.length;
  }
  if (options.cut) return Buffer.concat(parts);
  const listed = Array.from({ length: options.listed ?? 1 }, () => directory).flat();
  const central = Buffer.concat(listed);
  const count = listed.length;
  const end = options.zip64
    ? Buffer.concat([
        u32(0x06064b50),
        u64(44),
        u16(45),
        u16(45),
        u32(0),
        u32(0),
        u64(count),
        u64(count),
        u64(central.length),
        u64(offset),
        u32(0x07064b50),
        u32(0),
        u64(offset + central.length),
        u32(1),
        u32(0x06054b50),
        u16(0),
        u16(0),
        u16(0xffff),
        u16(0xffff),
        u32(max32),
        u32(max32),
        u16(0),
      ])
    : Buffer.concat([
        u32(0x06054b50),
        u16(0),
        u16(0),
        u16(count),
        u16(count),
        u32(central.length),
        u32(offset),
        u16(0),
      ]);
  return Buffer.concat([...parts, central, end]);
}

/**
 * Raw deflate data that inflates to `mebibytes` MiB of blanks (XML whitespace), built without
 * holding it: one compressed MiB (flushed to a byte boundary) repeated, then a final empty block.
 * It compresses about 1000 times, deflate's most; a digit every `noiseEvery` bytes brings that down.
 */
export function deflatedFiller(mebibytes: number, { noiseEvery = 0 } = {}) {
  const plain = Buffer.alloc(1024 ** 2, " ");
  for (let at = 0, seed = 1; noiseEvery && at < plain.length; at += noiseEvery) {
    seed = (seed * 48_271) % 2_147_483_647;
    plain[at] = 0x30 + (seed % 10);
  }
  const block = deflateRawSync(plain, { finishFlush: constants.Z_SYNC_FLUSH });
  return {
    data: Buffer.concat([...Array.from({ length: mebibytes }, () => block), deflateRawSync("")]),
    size: mebibytes * 1024 ** 2,
  };
}

const mainParts = {
  docx: {
    path: "word/document.xml",
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  },
  xlsx: {
    path: "xl/workbook.xml",
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  },
} as const;
const relationships = (type: string, target: string) =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;

/**
 * A minimal Word or Excel file: its content types (what `file-type` reads), its relationships and
 * `content` as its main XML part (the document, or the first sheet), plus `extra` entries.
 * `contentTypesLast` writes the content types after every other entry, as LibreOffice and
 * openpyxl do; `first` entries come before all others (a picture, say).
 */
export function officeFile(
  kind: "docx" | "xlsx",
  content: Omit<ZipEntrySpec, "name">,
  options: ZipOptions & {
    extra?: ZipEntrySpec[];
    first?: ZipEntrySpec[];
    descriptors?: boolean;
    contentTypesLast?: boolean;
  } = {},
): Buffer {
  const main = mainParts[kind];
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const sheet = "xl/worksheets/sheet1.xml";
  const entries: ZipEntrySpec[] = [
    {
      name: "[Content_Types].xml",
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main.path}" ContentType="${main.type}"/>${kind === "xlsx" ? `<Override PartName="/${sheet}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` : ""}</Types>`,
      ),
    },
    { name: "_rels/.rels", data: xml(relationships("officeDocument", main.path)) },
    ...(kind === "xlsx"
      ? [
          {
            name: main.path,
            data: xml(
              `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
            ),
          },
          {
            name: "xl/_rels/workbook.xml.rels",
            data: xml(relationships("worksheet", "worksheets/sheet1.xml")),
          },
          { name: sheet, ...content },
        ]
      : [{ name: main.path, ...content }]),
    ...(options.extra ?? []),
  ];
  if (options.contentTypesLast) entries.push(entries.shift()!);
  entries.unshift(...(options.first ?? []));
  return zipFile(
    entries.map((e) => ({ ...e, descriptor: e.descriptor ?? options.descriptors })),
    options,
  );
}

/** Sheet XML of `rows` rows of numbers: what a real workbook holds (it compresses a few times over). */
export function sheetXml(rows: number): Buffer {
  const lines = [
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  for (let r = 1; r <= rows; r++) {
    const cells = ["A", "B", "C", "D"].map(
      (c, i) => `<c r="${c}${r}"><v>${((r * 7919 + i * 104729) % 1000003) / 100}</v></c>`,
    );
    lines.push(`<row r="${r}">${cells.join("")}</row>`);
  }
  lines.push("</sheetData></worksheet>");
  return Buffer.from(lines.join(""));
}
