import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocalObjectStore,
  ObjectNotFoundError,
  type ObjectStore,
} from "../src/modules/documents/object-store";
import { createS3ObjectStore } from "../src/modules/documents/s3-object-store";
import { startLocalS3 } from "./local-s3-server";

/** A body that sends `good` bytes, then fails, as a client cut off mid-upload does. */
function failingBody(good: Buffer) {
  return Readable.from(
    (async function* () {
      yield good;
      await new Promise((r) => setTimeout(r, 10));
      throw new Error("connection reset");
    })(),
  );
}

const drivers: [string, () => Promise<{ store: ObjectStore; close: () => Promise<void> }>][] = [
  [
    "local files",
    async () => {
      const root = mkdtempSync(join(tmpdir(), "portal-store-"));
      return {
        store: createLocalObjectStore(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3-compatible (local s3rver)",
    async () => {
      const s3 = await startLocalS3();
      return { store: createS3ObjectStore(s3.settings), close: s3.close };
    },
  ],
];

describe.each(drivers)("object store: %s", (_name, open) => {
  let store: ObjectStore;
  let close = async () => {};
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  it("stores a streamed body and gives the same bytes back", async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await store.put(
      "org-1/doc-1",
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      "application/pdf",
    );
    expect((await buffer(await store.get("org-1/doc-1"))).equals(bytes)).toBe(true);
  });

  it("stores a body larger than one multipart part", async () => {
    const bytes = randomBytes(9 * 1024 * 1024);
    await store.put("org-1/doc-big", Readable.from([bytes]), "application/pdf");
    expect((await buffer(await store.get("org-1/doc-big"))).equals(bytes)).toBe(true);
  });

  it("says not found for a key with no object", async () => {
    await expect(store.get("org-1/nothing-here")).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it("deletes, and deleting again is not an error", async () => {
    await store.put("org-1/doc-2", Readable.from([Buffer.from("%PDF-1.4 x")]), "application/pdf");
    await store.delete("org-1/doc-2");
    await expect(store.get("org-1/doc-2")).rejects.toBeInstanceOf(ObjectNotFoundError);
    await store.delete("org-1/doc-2");
  });

  it("leaves nothing under the key when the body fails part-way", async () => {
    await expect(
      store.put("org-1/doc-3", failingBody(randomBytes(64 * 1024)), "application/pdf"),
    ).rejects.toThrow("connection reset");
    await expect(store.get("org-1/doc-3")).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it("a failed replacement keeps nothing half-written under the key", async () => {
    const first = Buffer.from("%PDF-1.4 first");
    await store.put("org-1/doc-4", Readable.from([first]), "application/pdf");
    await expect(
      store.put("org-1/doc-4", failingBody(randomBytes(1024)), "application/pdf"),
    ).rejects.toThrow();
    expect((await buffer(await store.get("org-1/doc-4"))).equals(first)).toBe(true);
  });

  it("refuses keys it did not make (paths, upper case, dots)", async () => {
    for (const key of ["../etc/passwd", "a/../../b", "/abs", "A/B", "a//b", "a/b.pdf", ""]) {
      await expect(
        store.put(key, Readable.from([Buffer.from("x")]), "application/pdf"),
      ).rejects.toThrow("not an object key");
      await expect(store.get(key)).rejects.toThrow("not an object key");
    }
  });

  it("clean-up of interrupted uploads runs and removes nothing complete", async () => {
    await store.put(
      "org-1/doc-5",
      Readable.from([Buffer.from("%PDF-1.4 kept")]),
      "application/pdf",
    );
    expect(await store.cleanUpInterrupted(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(0);
    expect((await buffer(await store.get("org-1/doc-5"))).toString()).toBe("%PDF-1.4 kept");
  });
});

describe("local object store: temporary files", () => {
  it("removes temporary files older than the cut-off, and only those", async () => {
    const root = mkdtempSync(join(tmpdir(), "portal-store-"));
    try {
      const store = createLocalObjectStore(root);
      await store.put("org/doc", Readable.from([Buffer.from("x")]), "application/pdf");
      // What a process killed mid-upload leaves: a .part file in tmp/.
      writeFileSync(join(root, "tmp", "old.part"), "partial");
      writeFileSync(join(root, "tmp", "new.part"), "partial");
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(join(root, "tmp", "old.part"), hourAgo, hourAgo);
      expect(await store.cleanUpInterrupted(new Date(Date.now() - 60_000))).toBe(1);
      expect(readdirSync(join(root, "tmp"))).toEqual(["new.part"]);
      expect(readdirSync(join(root, "objects", "org"))).toEqual(["doc"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
