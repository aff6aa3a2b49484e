import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getUser, multipartForm, useTestApp } from "./test-app";
import { createBroker, joinOrganizationOf, type SignedUp } from "./factories";
import { callAs } from "./call-as";

// Avatars and company logos (issue 16, docs/decisions/034-avatars-and-logos.md): typed by their
// bytes, resized, stripped of metadata, stored as WebP and served publicly by a random id.
const ctx = useTestApp();

/** A photo-like picture with EXIF (camera, GPS) and an ICC profile, in the given format. */
async function picture(format: "png" | "jpeg" | "webp", width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "X1", ImageDescription: "Home, secret street" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .withIccProfile("p3")
    .toFormat(format)
    .toBuffer();
}

function upload(
  app: FastifyInstance,
  user: SignedUp,
  url: string,
  content: Buffer,
  fileName = "me.png",
  contentType = "image/png",
) {
  const form = multipartForm([{ name: "file", fileName, content, contentType }]);
  return app.inject({
    method: "PUT",
    url,
    headers: { ...form.headers, authorizationkey: user.token },
    payload: form.payload,
  });
}

const userOf = async (app: FastifyInstance, user: SignedUp) =>
  (await getUser(app, user.token)).json() as {
    avatarUrl: string | null;
    organization: { logoUrl: string | null };
  };

/** The served image, fetched as an `<img>` would: no `authorizationkey`. */
const fetchImage = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });

describe("avatar", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts a %s, serves it as a 256 px WebP with no metadata, publicly",
    async (format) => {
      const user = await createBroker(ctx.app);
      const input = await picture(format);
      const before = await sharp(input).metadata();
      expect(before.exif && before.icc).toBeDefined(); // what must go is there to start with
      const res = await upload(ctx.app, user, "/v1/user/avatar", input);
      expect(res.statusCode, res.body).toBe(200);
      const avatarUrl = res.json().avatarUrl as string;
      expect(avatarUrl).toMatch(/^\/v1\/images\/[0-9a-f]{32}$/);
      expect((await userOf(ctx.app, user)).avatarUrl).toBe(avatarUrl);

      const image = await fetchImage(ctx.app, avatarUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["x-content-type-options"]).toBe("nosniff");
      expect(image.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(image.rawPayload.includes("PhoneCam")).toBe(false);
    },
  );

  it("types the file by its bytes: a text file named .png, or no file, is 'Please select an image'", async () => {
    const user = await createBroker(ctx.app);
    const text = Buffer.from("just some text, not a picture\n".repeat(20));
    const renamed = await upload(ctx.app, user, "/v1/user/avatar", text, "me.png", "image/png");
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatchObject({
      code: "image_required",
      message: "Please select an image",
    });
    // A PDF (a document type, not an image type) and an image cut off after its header.
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000)]);
    const cut = (await picture("png")).subarray(0, 200);
    for (const content of [pdf, cut])
      expect((await upload(ctx.app, user, "/v1/user/avatar", content)).json().error.code).toBe(
        "image_required",
      );

    const noFile = multipartForm([{ name: "note", value: "hello" }]);
    const none = await ctx.app.inject({
      method: "PUT",
      url: "/v1/user/avatar",
      headers: { ...noFile.headers, authorizationkey: user.token },
      payload: noFile.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe("Please select an image");
    const json = await callAs(ctx.app, user).put("/v1/user/avatar", { file: "x" });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe("image_required");
    expect((await userOf(ctx.app, user)).avatarUrl).toBeNull();
  });

  it("refuses a file over IMAGE_MAX_BYTES with 'File size too large'", async () => {
    const user = await createBroker(ctx.app);
    const big = Buffer.concat([await picture("png", 64, 64), randomBytes(5 * 1024 ** 2)]);
    const res = await upload(ctx.app, user, "/v1/user/avatar", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: "payload_too_large",
      message: "File size too large",
    });
    expect((await userOf(ctx.app, user)).avatarUrl).toBeNull();
  });

  it("replacing deletes the old image; DELETE shows null and the image is gone", async () => {
    const user = await createBroker(ctx.app);
    const first = (await upload(ctx.app, user, "/v1/user/avatar", await picture("png"))).json()
      .avatarUrl as string;
    const second = (await upload(ctx.app, user, "/v1/user/avatar", await picture("jpeg"))).json()
      .avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await fetchImage(ctx.app, first)).statusCode).toBe(404);

    const removed = await callAs(ctx.app, user).delete("/v1/user/avatar");
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatarUrl).toBeNull();
    expect((await userOf(ctx.app, user)).avatarUrl).toBeNull();
    expect((await fetchImage(ctx.app, second)).statusCode).toBe(404);
    // Removing when there is none is no error.
    expect((await callAs(ctx.app, user).delete("/v1/user/avatar")).statusCode).toBe(200);
  });

  it("answers 404 for an id that names nothing or is not an id", async () => {
    for (const id of [
      "0123456789abcdef0123456789abcdef",
      "nope",
      "..%2F..%2Fetc",
      "A".repeat(32),
    ]) {
      const res = await fetchImage(ctx.app, `/v1/images/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
  });

  it("goes with the account when it is deleted", async () => {
    const user = await createBroker(ctx.app);
    const url = (await upload(ctx.app, user, "/v1/user/avatar", await picture("webp"))).json()
      .avatarUrl as string;
    expect((await callAs(ctx.app, user).delete("/v1/user/delete")).statusCode).toBe(200);
    expect((await fetchImage(ctx.app, url)).statusCode).toBe(404);
  });
});

describe("company logo", () => {
  it("is fitted inside 512 px, never enlarged, and shown on every member's organization", async () => {
    const owner = await createBroker(ctx.app, "Logo Brokers");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    const wide = await upload(
      ctx.app,
      owner,
      "/v1/organization/logo",
      await picture("png", 2000, 500),
    );
    expect(wide.statusCode, wide.body).toBe(200);
    const logoUrl = wide.json().organization.logoUrl as string;
    const meta = await sharp((await fetchImage(ctx.app, logoUrl)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 128 });
    expect(meta.exif).toBeUndefined();
    expect((await userOf(ctx.app, member)).organization.logoUrl).toBe(logoUrl);

    const small = await upload(
      ctx.app,
      owner,
      "/v1/organization/logo",
      await picture("jpeg", 120, 60),
    );
    const smallUrl = small.json().organization.logoUrl as string;
    const smallMeta = await sharp((await fetchImage(ctx.app, smallUrl)).rawPayload).metadata();
    expect(smallMeta).toMatchObject({ width: 120, height: 60 });
    expect((await fetchImage(ctx.app, logoUrl)).statusCode).toBe(404);
  });

  it("owners and admins change it; a member is refused and changes nothing", async () => {
    const owner = await createBroker(ctx.app, "Guarded Brokers");
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    const byAdmin = await upload(ctx.app, admin, "/v1/organization/logo", await picture("png"));
    expect(byAdmin.statusCode).toBe(200);
    const logoUrl = byAdmin.json().organization.logoUrl as string;

    const byMember = await upload(ctx.app, member, "/v1/organization/logo", await picture("png"));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.code).toBe("forbidden");
    const memberDelete = await callAs(ctx.app, member).delete("/v1/organization/logo");
    expect(memberDelete.statusCode).toBe(403);
    expect((await userOf(ctx.app, owner)).organization.logoUrl).toBe(logoUrl);
    expect((await fetchImage(ctx.app, logoUrl)).statusCode).toBe(200);

    const removed = await callAs(ctx.app, owner).delete("/v1/organization/logo");
    expect(removed.json().organization.logoUrl).toBeNull();
    expect((await userOf(ctx.app, admin)).organization.logoUrl).toBeNull();
    expect((await fetchImage(ctx.app, logoUrl)).statusCode).toBe(404);
  });

  it("another organization's owner changes only their own logo and avatar", async () => {
    const owner = await createBroker(ctx.app, "First Brokers");
    const other = await createBroker(ctx.app, "Second Brokers");
    const mine = await upload(ctx.app, owner, "/v1/organization/logo", await picture("png"));
    const myAvatar = await upload(ctx.app, owner, "/v1/user/avatar", await picture("png"));
    const logoUrl = mine.json().organization.logoUrl as string;
    const avatarUrl = myAvatar.json().avatarUrl as string;

    const theirs = await upload(ctx.app, other, "/v1/organization/logo", await picture("webp"));
    expect(theirs.json().organization.logoUrl).not.toBe(logoUrl);
    await callAs(ctx.app, other).delete("/v1/organization/logo");
    await callAs(ctx.app, other).delete("/v1/user/avatar");

    const after = await userOf(ctx.app, owner);
    expect(after.organization.logoUrl).toBe(logoUrl);
    expect(after.avatarUrl).toBe(avatarUrl);
    expect((await fetchImage(ctx.app, logoUrl)).statusCode).toBe(200);
    expect((await fetchImage(ctx.app, avatarUrl)).statusCode).toBe(200);
  });
});
