import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { deflatedFiller, officeFile, sheetXml } from "../../../test/zip-files";
import { checkOfficeZip, StreamTail, zipTailBytes } from "./office-zip";

const limits = { maxUnpackedBytes: 512 * 1024 ** 2, maxEntries: 10_000, maxCompressionRatio: 500 };

/** Checks `file` as an upload would (tail kept in 64 KiB chunks) and says how much of it was read back. */
async function check(file: Buffer) {
  const tail = new StreamTail(zipTailBytes(limits));
  for (let at = 0; at < file.length; at += 64 * 1024) tail.push(file.subarray(at, at + 64 * 1024));
  let readBack = 0;
  let opened = false;
  const open = async () => {
    opened = true;
    return Readable.from(
      (function* () {
        for (let at = 0; at < file.length; at += 64 * 1024) {
          readBack += Math.min(64 * 1024, file.length - at);
          yield file.subarray(at, at + 64 * 1024);
        }
      })(),
    );
  };
  try {
    await checkOfficeZip(tail.bytes(), file.length, open, limits);
    return { refused: undefined, opened, readBack };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { refused: `${err.code}: ${(err.cause as Error).message}`, opened, readBack };
  }
}

describe("office zip check", () => {
  it("reads an honest file to its end and accepts it", async () => {
    const file = officeFile("xlsx", { data: sheetXml(20_000) }, { descriptors: true });
    expect(await check(file)).toMatchObject({ refused: undefined, opened: true });
  });

  it("refuses a bomb that declares its size from the directory, without reading the file back", async () => {
    expect(await check(officeFile("docx", { deflated: deflatedFiller(1024) }))).toEqual({
      refused: "office_file_too_large: word/document.xml declares 1073741824 bytes",
      opened: false,
      readBack: 0,
    });
    expect(await check(officeFile("xlsx", { deflated: deflatedFiller(8) }))).toMatchObject({
      refused: expect.stringMatching(/^office_file_too_large: xl\/worksheets\/sheet1.xml inflates/),
      opened: false,
    });
  });

  // Whatever the directory's form (plain, data descriptors, zip64) or the declared size (the
  // grace size just under the ratio's), a lying entry costs a few chunks: office-files.test.ts
  // uploads the same files and checks the answers.
  it.each([
    { kind: "docx", declaredSize: 4096, options: {} },
    { kind: "xlsx", declaredSize: 4096, options: {} },
    { kind: "xlsx", declaredSize: 4096, options: { descriptors: true } },
    { kind: "xlsx", declaredSize: 4096, options: { zip64: true } },
    { kind: "docx", declaredSize: 1024 ** 2, options: {} },
  ] as const)(
    "stops inflating a lying entry at its declared size: a 1 GiB bomb costs a few chunks ($kind, $declaredSize, $options)",
    async ({ kind, declaredSize, options }) => {
      const bomb = officeFile(kind, { deflated: deflatedFiller(1024), declaredSize }, options);
      const result = await check(bomb);
      expect(result.refused).toBe(
        `office_file_damaged: an entry inflates past its declared ${declaredSize} bytes`,
      );
      // A few of the stream's read-ahead chunks (64 KiB each on Node 24, 16-64 KiB on Node 20),
      // never the whole file.
      expect(result.readBack).toBeLessThanOrEqual(256 * 1024);
      expect(bomb.length).toBeGreaterThan(4 * 256 * 1024);
    },
  );

  it("names what is damaged", async () => {
    const sheet = { data: sheetXml(2_000) };
    expect((await check(officeFile("xlsx", sheet, { cut: true }))).refused).toBe(
      "office_file_damaged: no end-of-directory record",
    );
    expect((await check(officeFile("xlsx", sheet, { listed: 2 }))).refused).toBe(
      "office_file_damaged: entries overlap",
    );
    const garbage = { deflated: { data: Buffer.alloc(5_000, 0xff), size: 50_000 } };
    expect((await check(officeFile("docx", garbage))).refused).toMatch(
      /^office_file_damaged: an entry does not inflate/,
    );
  });
});
