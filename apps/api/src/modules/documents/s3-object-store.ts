import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "../../config/env";
import { checkKey, ObjectNotFoundError, type ObjectStore } from "./object-store";

/** Bytes buffered per part while streaming to S3: the upload's memory is about partSize x queueSize. */
const partSize = 8 * 1024 * 1024;
const queueSize = 2;

function s3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Aborts the multipart uploads under the prefix started before `before`; how many. */
async function abortUploadsStartedBefore(client: S3Client, settings: S3Settings, before: Date) {
  const Bucket = settings.bucket;
  let removed = 0;
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  do {
    const page = await client.send(
      new ListMultipartUploadsCommand({
        Bucket,
        Prefix: settings.prefix || undefined,
        KeyMarker,
        UploadIdMarker,
      }),
    );
    for (const upload of page.Uploads ?? []) {
      if (upload.Initiated && upload.Initiated < before && upload.Key && upload.UploadId) {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed++;
      }
    }
    KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
  } while (KeyMarker);
  return removed;
}

/**
 * S3-compatible storage. Uploads are multipart: the object appears under its key only when the
 * upload completes; a failed upload is aborted. Uploads cut off by a crash are aborted by
 * `cleanUpInterrupted` where the server lists them, and by the bucket's
 * AbortIncompleteMultipartUpload lifecycle rule (docs/operations.md).
 */
export function createS3ObjectStore(
  settings: S3Settings,
  log?: (message: string) => void,
): ObjectStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (key: string) => settings.prefix + checkKey(key);

  return {
    driver: "s3",

    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      // A failing body must fail the upload (and abort it), not leave it waiting.
      const failed = new Promise<never>((_, reject) => body.once("error", reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await upload.abort().catch(() => undefined);
        throw err;
      }
    },

    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return result.Body as Readable;
      } catch (err) {
        if (
          err instanceof NoSuchKey ||
          (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
        ) {
          throw new ObjectNotFoundError(key);
        }
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async cleanUpInterrupted(before) {
      try {
        return await abortUploadsStartedBefore(client, settings, before);
      } catch (err) {
        // Some S3-compatible servers cannot list uploads; their lifecycle rule has to do it.
        if (err instanceof S3ServiceException && err.name === "NotImplemented") {
          log?.(
            "the S3 server cannot list multipart uploads: rely on its AbortIncompleteMultipartUpload rule",
          );
          return 0;
        }
        throw err;
      }
    },
  };
}
