import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";

/** One part of a multipart form, in the order it arrived; a file's bytes as a stream. */
export type FormPart =
  | { type: "field"; name: string; value: string }
  | { type: "file"; name: string; fileName: string; stream: Readable & { truncated?: boolean } };

/** @fastify/multipart's codes for a form over the route's limits on parts, files or fields. */
const partLimitCodes = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/** What the person is told when the multipart parser gave up on their form. */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payload_too_large", { cause: err });
  if (typeof code === "string" && partLimitCodes.has(code))
    return new AppError("too_many_parts", { cause: err });
  // No or a wrong boundary, a body cut short, a broken part header, a forbidden field name, ...
  return new AppError("invalid_form", { cause: err });
}

/** Reads a part nobody will store to its end, so the rest of the form can still be read. */
export async function drain(chunks: AsyncIterable<unknown> | AsyncIterator<unknown>) {
  const iterator = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks;
  try {
    while (!(await iterator.next()).done);
  } catch {
    // A part that fails while skipped (cut off, too large) fails the form at the next part.
  }
}

/** Calls `onOver` and stops reading once the request's body passes `limit` bytes; returns the stop. */
function watchBodySize(raw: IncomingMessage, limit: number, onOver: () => void) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    raw.off("data", count);
    raw.unpipe();
    onOver();
  };
  raw.on("data", count);
  return () => raw.off("data", count);
}

/** The parser stops filling a file at its limit and skips the rest: fail its reader at once instead. */
function failWhenTruncated(file: Readable & { truncated?: boolean }) {
  const fail = () => file.destroy(new AppError("payload_too_large"));
  if (file.truncated) fail();
  else file.once("limit", fail);
}

/**
 * Reads a multipart form through `consume`, part by part. A form the parser cannot read (no or a
 * wrong boundary, cut short, a part without a name, a value over the size limit) is a 400 in the
 * error envelope, too many parts a 413: never a 500, also when the parser fails while `consume`
 * is streaming a file's bytes somewhere. What `consume` stored it must undo on any error.
 *
 * Reading stops as soon as a file passes its limit, or the whole body (a chunked one has no
 * declared length) passes `maxBodyBytes`: the file being read fails, or else the wait for the next
 * part, with 413; the answer then closes the connection (plugins/body-limit.ts).
 */
export async function readForm<T>(
  request: FastifyRequest,
  consume: (parts: AsyncIterable<FormPart>) => Promise<T>,
  { maxBodyBytes }: { maxBodyBytes?: number } = {},
): Promise<T> {
  const files: Readable[] = [];
  // The parser takes the body first (it is attached on the first `next()`): a byte counter
  // listening before it would set the body flowing and the parser would miss what had passed.
  const iterator = request.parts()[Symbol.asyncIterator]();
  const nextPart = () => {
    const promise = iterator.next();
    promise.catch(() => {}); // seen by the race below; unseen if the reader stopped early
    return promise;
  };
  let pending = nextPart();
  let stopWatching = () => {};
  const over = new Promise<never>((_resolve, reject) => {
    if (maxBodyBytes === undefined) return;
    stopWatching = watchBodySize(request.raw, maxBodyBytes, () => {
      const error = new AppError("payload_too_large");
      files.at(-1)?.destroy(error);
      reject(error);
    });
  });
  over.catch(() => {}); // seen by the race below, or by the file's reader
  async function* parts(): AsyncGenerator<FormPart> {
    try {
      for (;;) {
        const next = await Promise.race([pending, over]);
        if (next.done) return;
        const part = next.value;
        if (!part.fieldname) {
          if (part.type === "file") await drain(part.file);
          throw new AppError("invalid_form", { message: "formPartWithoutName" });
        }
        if (part.type === "file") {
          files.push(part.file);
          failWhenTruncated(part.file);
          yield { type: "file", name: part.fieldname, fileName: part.filename, stream: part.file };
        } else if (part.valueTruncated) {
          throw new AppError("validation_failed", {
            issues: [{ path: part.fieldname, code: "tooLong", message: "This value is too long" }],
          });
        } else yield { type: "field", name: part.fieldname, value: String(part.value) };
        pending = nextPart();
      }
    } catch (err) {
      throw formError(err);
    }
  }
  try {
    return await consume(parts());
  } catch (err) {
    // A file's stream fails when the form breaks off inside it: that is the form's fault.
    const broken = files.find((f) => f.errored)?.errored;
    if (broken && !(err instanceof AppError)) throw formError(broken);
    throw err;
  } finally {
    stopWatching();
  }
}
