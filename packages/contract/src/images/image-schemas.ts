/**
 * Avatars and company logos (docs/decisions/034-avatars-and-logos.md): the types an upload may
 * be, decided by its bytes, never its name or declared type. The server resizes the image,
 * drops its metadata and stores it as WebP, served at `imagePath(id)` to anyone with the id.
 */
export const imageContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

export const isImageContentType = (value: string): value is ImageContentType =>
  (imageContentTypes as readonly string[]).includes(value);

/** Where an image is served: public, the id being a 128-bit random value. */
export const imagePath = (id: string) => `/v1/images/${id}`;
