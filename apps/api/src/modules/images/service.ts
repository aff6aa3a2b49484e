import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { imagePath, isImageContentType } from "@portal/contract/images/image-schemas";
import { AppError } from "../../lib/app-error";
import { drain, type FormPart } from "../../lib/multipart";
import { ObjectNotFoundError, type ObjectStore } from "../documents/service";

/**
 * What the server makes of an upload (docs/decisions/034-avatars-and-logos.md): an avatar is
 * cropped to a square, a logo fits inside a box and is never enlarged; both are WebP.
 */
const shapes = {
  avatar: { width: 256, height: 256, fit: "cover", withoutEnlargement: false },
  logo: { width: 512, height: 512, fit: "inside", withoutEnlargement: true },
} as const;
export type ImageKind = keyof typeof shapes;

/** A small file can still decode to a huge bitmap: refuse more pixels than a 40-megapixel photo. */
const maxInputPixels = 40_000_000;
const idPattern = /^[0-9a-f]{32}$/;
const keyOf = (id: string) => `images/${id}`;

/** An image's public path, or null for none. */
export const imageUrl = (id: string | null | undefined) => (id ? imagePath(id) : null);

/** The form's one file, whole (the parser has already stopped it at the size limit). */
async function readOneFile(parts: AsyncIterable<FormPart>): Promise<Buffer> {
  let bytes: Buffer | undefined;
  for await (const part of parts) {
    if (part.type !== "file") continue;
    if (bytes !== undefined || part.name !== "file") {
      await drain(part.stream);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.stream) chunks.push(chunk as Buffer);
    if (part.stream.truncated) throw new AppError("payload_too_large");
    bytes = Buffer.concat(chunks);
  }
  if (!bytes || bytes.length === 0) throw new AppError("image_required");
  return bytes;
}

/** JPEG, PNG or WebP by its bytes, turned upright, resized, stripped of metadata, as WebP. */
async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !isImageContentType(type)) throw new AppError("image_required");
  const { width, height, ...fit } = shapes[kind];
  try {
    // sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to; `rotate()` applies the
    // EXIF orientation first so the picture stays upright once it is gone.
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize(width, height, fit)
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    // Bytes that start like an image but do not decode (cut off, damaged, too many pixels).
    throw new AppError("image_required", { cause: err });
  }
}

/** Avatars and logos in the object store, each under a random id that is also its public address. */
export function createImageService(store: ObjectStore) {
  async function remove(id: string | null | undefined) {
    if (id && idPattern.test(id)) await store.delete(keyOf(id));
  }

  return {
    remove,

    /**
     * Reads the form's image (the part named `file`), stores it made into `kind`, and lets
     * `record` point to it; `record` answers the id it replaced, whose object then goes. When
     * `record` fails the new object goes instead: nothing is left behind either way.
     */
    async replace(
      parts: AsyncIterable<FormPart>,
      kind: ImageKind,
      record: (id: string) => Promise<string | null | undefined>,
    ) {
      const webp = await reencode(await readOneFile(parts), kind);
      const id = randomBytes(16).toString("hex");
      await store.put(keyOf(id), Readable.from([webp]), "image/webp");
      let previous: string | null | undefined;
      try {
        previous = await record(id);
      } catch (err) {
        await remove(id);
        throw err;
      }
      await remove(previous);
    },

    /** `GET /v1/images/{id}`: the stored WebP; 404 for an id that is not one or names nothing. */
    async open(id: string): Promise<Readable> {
      if (!idPattern.test(id)) throw new AppError("not_found");
      try {
        return await store.get(keyOf(id));
      } catch (err) {
        if (err instanceof ObjectNotFoundError) throw new AppError("not_found");
        throw err;
      }
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
