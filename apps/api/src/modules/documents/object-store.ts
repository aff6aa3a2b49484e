import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where document bytes live. Both drivers (local files, S3-compatible) pass the same test suite
 * (apps/api/test/object-store.test.ts). Keys are made by the portal: lower-case ids joined by "/".
 */
export interface ObjectStore {
  readonly driver: "local" | "s3";
  /** Streams `body` to `key`. Nothing is visible under `key` until the whole body is stored; on failure nothing is. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object's bytes; `ObjectNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what uploads interrupted before `before` left behind (temporary files, unfinished multipart uploads); returns how many. */
  cleanUpInterrupted(before: Date): Promise<number>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`no object under ${key}`);
  }
}

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files under `root`: objects in `root/objects/<key>`, uploads in progress in `root/tmp/*.part`,
 * renamed into place only when complete and flushed to disk, so a crash never leaves a partial
 * object under its key.
 */
export function createLocalObjectStore(root: string): ObjectStore {
  const objects = join(root, "objects");
  const tmp = join(root, "tmp");
  const pathOf = (key: string) => join(objects, checkKey(key));

  return {
    driver: "local",

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(tmp, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const partial = join(tmp, `${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx", flush: true }));
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        const handle = await open(pathOf(key), "r");
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new ObjectNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async cleanUpInterrupted(before) {
      let removed = 0;
      const names = await readdir(tmp).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [] as string[];
        throw err;
      });
      for (const name of names) {
        const path = join(tmp, name);
        const info = await stat(path).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
