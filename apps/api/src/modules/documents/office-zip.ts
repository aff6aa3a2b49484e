import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw } from "node:zlib";
import type { DocumentContentType } from "@portal/contract/documents/document-schemas";
import type { OfficeZipLimits } from "../../config/env";
import { AppError } from "../../lib/app-error";

/**
 * Word and Excel files are zips of XML. A small one can unpack to gigabytes (a zip bomb), which
 * the portal would store and hand to funders. Before such a file is kept, its zip directory is
 * read (entry count, declared sizes, compression ratios) and every entry is inflated, stopping as
 * soon as one inflates past what the directory declared: a lying directory is caught too.
 * Limits and reasons: docs/decisions/023-upload-limits.md.
 */

/** An entry smaller than this unpacked is not judged by its ratio: small XML parts compress very well. */
const ratioGraceBytes = 1024 ** 2;
/** Directory room kept per allowed entry (46 fixed bytes, the part name, extra fields). */
const directoryBytesPerEntry = 256;
const endRecordBytes = 22;
const maxCommentBytes = 0xffff;
const zip64LocatorBytes = 20;
const zip64RecordBytes = 56;
const max32 = 0xffffffff;

const tooLarge = (why: string) => new AppError("office_file_too_large", { cause: new Error(why) });
const damaged = (why: string) => new AppError("office_file_damaged", { cause: new Error(why) });

interface ZipEntry {
  name: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its local header starts. */
  offset: number;
}

interface ZipDirectory {
  /** In the order their data comes in the file. */
  entries: ZipEntry[];
  /** Where the directory starts: every entry's data ends before it. */
  offset: number;
}

/** How many of an upload's last bytes to keep: enough for the largest directory allowed and the end records. */
export function zipTailBytes(limits: OfficeZipLimits): number {
  const directory = limits.maxEntries * directoryBytesPerEntry;
  return directory + zip64RecordBytes + zip64LocatorBytes + endRecordBytes + maxCommentBytes;
}

/** The last `limit` bytes of a stream going by (a zip keeps its directory at its end). */
export class StreamTail {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.chunks.length > 1 && this.size - this.chunks[0]!.length >= this.limit) {
      this.size -= this.chunks.shift()!.length;
    }
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks, this.size);
    return all.subarray(Math.max(0, all.length - this.limit));
  }
}

/**
 * Refuses an Office file that unpacks to more than `limits` allow (422 office_file_too_large) or
 * whose zip does not hold together (422 office_file_damaged). `tail` is the file's last bytes
 * (`zipTailBytes`), `open` reads the stored file from its start.
 */
export async function checkOfficeZip(
  tail: Buffer,
  fileSize: number,
  open: () => Promise<Readable>,
  limits: OfficeZipLimits,
) {
  const directory = readDirectory(tail, fileSize, limits);
  await inflateEntries(await open(), directory, limits.maxUnpackedBytes);
}

/** The end-of-directory record (or its zip64 form): where the directory is and how many entries it lists. */
function findDirectory(tail: Buffer, tailStart: number) {
  const last = tail.length - endRecordBytes;
  let at = -1;
  for (let i = last; i >= Math.max(0, last - maxCommentBytes); i--) {
    if (
      tail.readUInt32LE(i) === 0x06054b50 &&
      i + endRecordBytes + tail.readUInt16LE(i + 20) === tail.length
    ) {
      at = i;
      break;
    }
  }
  if (at < 0) throw damaged("no end-of-directory record");
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0)
    throw damaged("split across disks");
  const found = {
    count: tail.readUInt16LE(at + 10),
    size: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
    end: tailStart + at,
  };
  if (found.count !== 0xffff && found.size !== max32 && found.offset !== max32) return found;
  const locator = at - zip64LocatorBytes;
  if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) throw damaged("no zip64 locator");
  const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
  if (record < 0 || record + zip64RecordBytes > locator || tail.readUInt32LE(record) !== 0x06064b50)
    throw damaged("no zip64 end-of-directory record");
  return {
    count: Number(tail.readBigUInt64LE(record + 32)),
    size: Number(tail.readBigUInt64LE(record + 40)),
    offset: Number(tail.readBigUInt64LE(record + 48)),
    end: tailStart + record,
  };
}

/** Reads and judges the directory: entry count, each entry's declared size and ratio, their sum. */
export function readDirectory(
  tail: Buffer,
  fileSize: number,
  limits: OfficeZipLimits,
): ZipDirectory {
  if (tail.length < endRecordBytes) throw damaged("too short for a zip");
  const tailStart = fileSize - tail.length;
  const found = findDirectory(tail, tailStart);
  if (found.count > limits.maxEntries) throw tooLarge(`${found.count} entries`);
  if (found.size > limits.maxEntries * directoryBytesPerEntry)
    throw tooLarge(`a directory of ${found.size} bytes`);
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  for (const { entry, extra } of directoryEntries(tail, tailStart, found)) {
    applyZip64(entry, extra);
    judgeEntry(entry, limits);
    unpacked += entry.uncompressedSize;
    if (unpacked > limits.maxUnpackedBytes) throw tooLarge(`declares ${unpacked}+ bytes unpacked`);
    entries.push(entry);
  }
  return { entries: entries.sort((a, b) => a.offset - b.offset), offset: found.offset };
}

/** The directory's entries as it lists them, each with its extra field; throws when they do not fit it. */
function* directoryEntries(
  tail: Buffer,
  tailStart: number,
  found: ReturnType<typeof findDirectory>,
): Generator<{ entry: ZipEntry; extra: Buffer }> {
  if (found.offset < tailStart || found.offset + found.size > found.end)
    throw damaged("the directory is not where its end record says");
  const stop = found.offset + found.size - tailStart;
  for (let at = found.offset - tailStart, i = 0; i < found.count; i++) {
    if (at + 46 > stop || tail.readUInt32LE(at) !== 0x02014b50)
      throw damaged("bad directory entry");
    const nameEnd = at + 46 + tail.readUInt16LE(at + 28);
    const extraEnd = nameEnd + tail.readUInt16LE(at + 30);
    const next = extraEnd + tail.readUInt16LE(at + 32);
    if (next > stop) throw damaged("directory entry runs past the directory");
    const entry: ZipEntry = {
      name: tail.subarray(at + 46, nameEnd),
      flags: tail.readUInt16LE(at + 8),
      method: tail.readUInt16LE(at + 10),
      compressedSize: tail.readUInt32LE(at + 20),
      uncompressedSize: tail.readUInt32LE(at + 24),
      offset: tail.readUInt32LE(at + 42),
    };
    yield { entry, extra: tail.subarray(nameEnd, extraEnd) };
    at = next;
  }
}

/** The part that makes an Office package a Word document or an Excel workbook. */
const officeMainParts = {
  "word/document.xml": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "xl/workbook.xml": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<string, DocumentContentType>;
const contentTypesPart = "[Content_Types].xml";

/**
 * What a zip is by the names its directory lists, wherever their data sits: a Word document or an
 * Excel workbook when it holds `[Content_Types].xml` and exactly one of their main parts
 * (LibreOffice and openpyxl write the content types last, past what `file-type` reads). Undefined
 * for any other zip, or one whose directory cannot be read from `tail`; `checkOfficeZip` judges
 * the rest. Decision 027.
 */
export function officeTypeOf(tail: Buffer, fileSize: number): DocumentContentType | undefined {
  try {
    if (tail.length < endRecordBytes) return undefined;
    const tailStart = fileSize - tail.length;
    const names = new Set<string>();
    for (const { entry } of directoryEntries(tail, tailStart, findDirectory(tail, tailStart)))
      names.add(entry.name.toString("utf8"));
    if (!names.has(contentTypesPart)) return undefined;
    const types = Object.entries(officeMainParts).filter(([part]) => names.has(part));
    return types.length === 1 ? types[0]![1] : undefined;
  } catch {
    // Parsing bytes from an upload, nothing else: whatever does not parse is not an Office file.
    return undefined;
  }
}

/** Sizes and offset over 4 GiB live in the zip64 extra field, in this order, when the 32-bit field is all ones. */
function applyZip64(entry: ZipEntry, extra: Buffer) {
  const keys = (["uncompressedSize", "compressedSize", "offset"] as const).filter(
    (key) => entry[key] === max32,
  );
  if (!keys.length) return;
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    const end = at + 4 + extra.readUInt16LE(at + 2);
    let field = at + 4;
    for (const key of keys) {
      if (field + 8 > end || end > extra.length) throw damaged("short zip64 extra field");
      entry[key] = Number(extra.readBigUInt64LE(field));
      field += 8;
    }
    return;
  }
  throw damaged("no zip64 extra field");
}

function judgeEntry(entry: ZipEntry, limits: OfficeZipLimits) {
  const name = entry.name.toString("utf8");
  if (entry.flags & 0x1) throw damaged(`${name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8)
    throw damaged(`${name} uses compression method ${entry.method}`);
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize)
    throw damaged(`${name} is stored with two sizes`);
  if (entry.uncompressedSize > limits.maxUnpackedBytes)
    throw tooLarge(`${name} declares ${entry.uncompressedSize} bytes`);
  if (
    entry.uncompressedSize > ratioGraceBytes &&
    entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
  )
    throw tooLarge(`${name} inflates ${entry.uncompressedSize} / ${entry.compressedSize} times`);
}

/**
 * Reads the stored file once, in order: each entry's local header must match the directory, its
 * data must lie before the directory and inflate to exactly the declared size. Inflating stops as
 * soon as an entry passes its declared size, so the work is bounded by the limits already checked.
 */
async function inflateEntries(body: Readable, directory: ZipDirectory, maxUnpackedBytes: number) {
  const reader = new ByteReader(body[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  let unpacked = 0;
  try {
    for (const entry of directory.entries) {
      if (entry.offset < reader.position) throw damaged("entries overlap");
      await reader.skip(entry.offset - reader.position);
      await readLocalHeader(reader, entry);
      if (reader.position + entry.compressedSize > directory.offset)
        throw damaged("an entry runs into the directory");
      const size =
        entry.method === 0
          ? await reader.skip(entry.compressedSize)
          : await inflatedSize(reader.take(entry.compressedSize), entry.uncompressedSize);
      if (size !== entry.uncompressedSize) throw damaged("an entry inflates short of its size");
      unpacked += size;
      if (unpacked > maxUnpackedBytes) throw tooLarge(`inflates to ${unpacked}+ bytes`);
    }
  } finally {
    body.destroy();
  }
}

async function readLocalHeader(reader: ByteReader, entry: ZipEntry) {
  const header = await reader.read(30);
  if (header.readUInt32LE(0) !== 0x04034b50)
    throw damaged("no local header where the directory says");
  const flags = header.readUInt16LE(6);
  if (header.readUInt16LE(8) !== entry.method || (flags & 0x1) !== (entry.flags & 0x1))
    throw damaged("local header differs from the directory");
  const name = await reader.read(header.readUInt16LE(26));
  if (!name.equals(entry.name)) throw damaged("local name differs from the directory");
  await reader.skip(header.readUInt16LE(28));
  // Readers that stream a zip trust the local sizes: unless deferred (bit 3) they must agree.
  if (flags & 0x8) return;
  for (const [local, declared] of [
    [header.readUInt32LE(18), entry.compressedSize],
    [header.readUInt32LE(22), entry.uncompressedSize],
  ]) {
    if (local !== max32 && local !== declared)
      throw damaged("local sizes differ from the directory");
  }
}

/** How many bytes `compressed` inflates to; fails as soon as that passes `declared`. */
async function inflatedSize(compressed: AsyncIterable<Buffer>, declared: number): Promise<number> {
  let size = 0;
  try {
    await pipeline(compressed, createInflateRaw(), async (inflated: AsyncIterable<Buffer>) => {
      for await (const chunk of inflated) {
        size += chunk.length;
        if (size > declared) throw damaged(`an entry inflates past its declared ${declared} bytes`);
      }
    });
  } catch (err) {
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR: cut short) mean bad data; others are the store's.
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === "string" && code.startsWith("Z_"))
      throw damaged(`an entry does not inflate: ${(err as Error).message}`);
    throw err;
  }
  return size;
}

/** A stream read as consecutive byte ranges, with its position. */
class ByteReader {
  position = 0;
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  async read(length: number): Promise<Buffer> {
    while (this.pending.length < length) await this.fill();
    return this.advance(length);
  }

  async *take(length: number): AsyncGenerator<Buffer> {
    for (let left = length; left > 0;) {
      if (!this.pending.length) await this.fill();
      const part = this.advance(Math.min(left, this.pending.length));
      left -= part.length;
      yield part;
    }
  }

  /** Reads past `length` bytes; returns `length`. */
  async skip(length: number): Promise<number> {
    const parts = this.take(length);
    while (!(await parts.next()).done);
    return length;
  }

  private async fill() {
    const next = await this.chunks.next();
    if (next.done) throw damaged("the file ends inside an entry");
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
  }

  private advance(length: number): Buffer {
    const part = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    this.position += length;
    return part;
  }
}
