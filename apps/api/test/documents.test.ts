import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { documents } from "@portal/db/schema/documents";
import { memberships } from "@portal/db/schema/organizations";
import {
  documentRowsOf,
  getUser,
  multipartForm,
  sampleFiles,
  useTestApp,
  type FormPart,
} from "./test-app";
import { createBroker, signUp, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const dataDir = mkdtempSync(join(tmpdir(), "portal-documents-"));
const maxBytes = 64 * 1024;
const ctx = useTestApp({
  DATA_DIR: dataDir,
  DOCUMENT_MAX_BYTES: String(maxBytes),
  EXPIRING_SOON_DAYS: "30",
});
const objectsDir = join(dataDir, "documents", "objects");
const tmpDir = join(dataDir, "documents", "tmp");

/** Every stored object (organization/id), to prove nothing partial or orphaned stays on disk. */
function storedObjects(): string[] {
  if (!existsSync(objectsDir)) return [];
  return readdirSync(objectsDir).flatMap((org) =>
    readdirSync(join(objectsDir, org)).map((id) => `${org}/${id}`),
  );
}
const tmpFiles = () => (existsSync(tmpDir) ? readdirSync(tmpDir) : []);

const broker = (company = "Vault Finance") => createBroker(ctx.app, company);

const borrower = {
  legalName: "Acme Tools Ltd",
  entityType: "limited_company",
  industry: "manufacturing",
  country: "GB",
};
async function createDeal(user: SignedUp, extra: Record<string, unknown> = { borrower }) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/v1/user/deals",
    headers: { authorizationkey: user.token },
    payload: {
      product: "term_loan",
      amountMinor: 1_000_000,
      currency: "GBP",
      purpose: "Stock",
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; borrower: { id: string } };
}

const upload = (app: FastifyInstance, user: SignedUp, dealId: string, parts: FormPart[]) => {
  const form = multipartForm(parts);
  return app.inject({
    method: "POST",
    url: `/v1/user/deal/${dealId}/documents`,
    headers: { authorizationkey: user.token, ...form.headers },
    payload: form.payload,
  });
};
const pdfForm = (
  content = sampleFiles.pdf(),
  fileName = "statement.pdf",
  fields: Record<string, string> = { type: "bank_statement" },
): FormPart[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  { name: "file", fileName, content, contentType: "application/pdf" },
];
const list = async (user: SignedUp, dealId: string) =>
  (await callAs(ctx.app, user).get(`/v1/user/deal/${dealId}/documents`)).json().items as {
    id: string;
    fileName: string;
  }[];
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("documents", () => {
  it("stores an upload with its SHA-256, lists it and downloads the same bytes as an attachment", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const content = sampleFiles.pdf(10_000);
    const res = await upload(
      ctx.app,
      user,
      deal.id,
      pdfForm(content, "March statement.pdf", { type: "bank_statement", expiresOn: isoDay(200) }),
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      type: "bank_statement",
      fileName: "March statement.pdf",
      contentType: "application/pdf",
      sizeBytes: 10_000,
      sha256: createHash("sha256").update(content).digest("hex"),
      expiryStatus: "valid",
      dealId: deal.id,
      borrowerId: deal.borrower.id,
      uploadedBy: user.userId,
    });
    expect(await list(user, deal.id)).toEqual([expect.objectContaining({ id: doc.id })]);
    const download = await callAs(ctx.app, user).get(
      `/v1/user/deal/${deal.id}/documents/${doc.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="March statement.pdf"; filename*=UTF-8''March%20statement.pdf`,
    );
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(storedObjects().filter((k) => k.endsWith(`/${doc.id}`))).toHaveLength(1);
    expect(tmpFiles()).toEqual([]);
  });

  it("decides the type by the bytes: text named .pdf is refused, a PNG named .pdf is a PNG", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const before = storedObjects().length;
    const forged = await upload(
      ctx.app,
      user,
      deal.id,
      pdfForm(sampleFiles.text(), "statement.pdf"),
    );
    expect(forged.statusCode).toBe(415);
    expect(forged.json().error).toMatchObject({
      code: "unsupported_media_type",
      message: "Invalid file type",
    });
    const exe = await upload(
      ctx.app,
      user,
      deal.id,
      pdfForm(Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2000)]), "invoice.pdf"),
    );
    expect(exe.statusCode).toBe(415);
    const png = await upload(
      ctx.app,
      user,
      deal.id,
      pdfForm(sampleFiles.png(), "passport.pdf", { type: "identity" }),
    );
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ contentType: "image/png", fileName: "passport.pdf" });
    expect(await list(user, deal.id)).toHaveLength(1);
    expect(storedObjects().length).toBe(before + 1);
  });

  it("refuses a file over DOCUMENT_MAX_BYTES and keeps one exactly at it", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const before = storedObjects().length;
    const over = await upload(ctx.app, user, deal.id, pdfForm(sampleFiles.pdf(maxBytes + 1)));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({
      code: "payload_too_large",
      message: "File size too large",
    });
    const far = await upload(ctx.app, user, deal.id, pdfForm(sampleFiles.pdf(maxBytes * 4)));
    expect(far.statusCode).toBe(413);
    expect(await list(user, deal.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    const exact = await upload(ctx.app, user, deal.id, pdfForm(sampleFiles.pdf(maxBytes)));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().sizeBytes).toBe(maxBytes);
    expect(tmpFiles()).toEqual([]);
  });

  it("asks for a document when none is attached, the file is empty or the body is not a form", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    for (const res of [
      await upload(ctx.app, user, deal.id, [{ name: "type", value: "bank_statement" }]),
      await upload(ctx.app, user, deal.id, pdfForm(Buffer.alloc(0))),
      await ctx.app.inject({
        method: "POST",
        url: `/v1/user/deal/${deal.id}/documents`,
        headers: { authorizationkey: user.token },
        payload: { type: "other" },
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "document_required",
        message: "Please upload a document",
      });
    }
    expect(await list(user, deal.id)).toEqual([]);
  });

  it("refuses bad fields, fields after the file, a second file and a file under another name, keeping nothing", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const before = storedObjects().length;
    const issuesOf = async (parts: FormPart[]) => {
      const res = await upload(ctx.app, user, deal.id, parts);
      expect(res.statusCode).toBe(400);
      return res
        .json()
        .error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    };
    expect(await issuesOf(pdfForm(undefined, undefined, {}))).toEqual([
      "type: This value is not valid",
    ]);
    expect(await issuesOf(pdfForm(undefined, undefined, { type: "passport_scan" }))).toEqual([
      "type: This value is not valid",
    ]);
    expect(
      await issuesOf(pdfForm(undefined, undefined, { type: "other", expiresOn: "2026-02-30" })),
    ).toEqual(["expiresOn: Enter a valid date"]);
    expect(
      await issuesOf(pdfForm(undefined, undefined, { type: "other", owner: "me" })),
    ).toHaveLength(1);
    // The file first, its fields after it: the server cannot know what it is storing.
    expect(
      await issuesOf([...pdfForm(undefined, undefined, {}), { name: "type", value: "other" }]),
    ).toEqual(["type: This value is not valid"]);
    const file = pdfForm()[1]!;
    expect(await issuesOf([...pdfForm(), file])).toEqual(["file: This value is not valid"]);
    expect(
      await issuesOf([
        { name: "type", value: "other" },
        { ...file, name: "document" },
      ]),
    ).toEqual(["document: This value is not valid"]);
    // A valid upload whose trailing field is bad is undone too.
    expect(await issuesOf([...pdfForm(), { name: "expiresOn", value: "soon" }])).toEqual([
      "expiresOn: Enter a valid date",
    ]);
    expect(await list(user, deal.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect(await documentRowsOf(ctx.app, deal.borrower.id)).toEqual([]);
  });

  it("keeps a safe file name: no path, no control characters or quotes; UTF-8 names survive", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const names: [string, string][] = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["..\\..\\windows\\system32\\a.pdf", "a.pdf"],
      // Browsers send quotes and line breaks in a file name percent-encoded.
      ['evil"\r\nX-Injected: 1.pdf', "evil%22%0D%0AX-Injected 1.pdf"],
      ["a\u0007b<c>|d?*.pdf", "abcd.pdf"],
      ["...", "document"],
      ["Übersicht März.pdf", "Übersicht März.pdf"],
    ];
    for (const [sent, kept] of names) {
      const res = await upload(ctx.app, user, deal.id, pdfForm(undefined, sent));
      expect(res.statusCode).toBe(201);
      expect(res.json().fileName).toBe(kept);
      const download = await callAs(ctx.app, user).get(
        `/v1/user/deal/${deal.id}/documents/${res.json().id}`,
      );
      const disposition = String(download.headers["content-disposition"]);
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/,
      );
      expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(kept);
      expect(download.headers["x-injected"]).toBeUndefined();
    }
    for (const key of storedObjects()) expect(key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  it("never shows another organization's documents, nor a colleague's deal's, nor another borrower's through my deal (404)", async () => {
    const mine = await broker("Mine Ltd");
    const theirs = await broker("Theirs Ltd");
    const deal = await createDeal(mine);
    const doc = (await upload(ctx.app, mine, deal.id, pdfForm())).json();
    const theirDeal = await createDeal(theirs);
    const urls = [
      `/v1/user/deal/${deal.id}/documents`,
      `/v1/user/deal/${deal.id}/documents/${doc.id}`,
      `/v1/user/deal/${theirDeal.id}/documents/${doc.id}`,
    ];
    for (const url of urls) expect((await callAs(ctx.app, theirs).get(url)).statusCode).toBe(404);
    expect((await upload(ctx.app, theirs, deal.id, pdfForm())).statusCode).toBe(404);
    for (const url of [
      `/v1/user/deal/${deal.id}/documents/${doc.id}`,
      `/v1/user/deal/${theirDeal.id}/documents/${doc.id}`,
    ]) {
      expect(
        (
          await ctx.app.inject({
            method: "DELETE",
            url,
            headers: { authorizationkey: theirs.token },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await ctx.app.inject({
            method: "POST",
            url,
            headers: { authorizationkey: theirs.token },
            payload: { type: "other" },
          })
        ).statusCode,
      ).toBe(404);
    }
    // Another borrower's document reached through one of my own deals.
    const otherDeal = await createDeal(mine, { borrower: { ...borrower, legalName: "Other Co" } });
    expect(
      (await callAs(ctx.app, mine).get(`/v1/user/deal/${otherDeal.id}/documents/${doc.id}`))
        .statusCode,
    ).toBe(404);
    // A member sees only their own deals, so not the owner's documents.
    const member = await signUp(ctx.app);
    const { organization } = (await getUser(ctx.app, mine.token)).json();
    await ctx.app.database.db
      .insert(memberships)
      .values({ organizationId: organization.id, userId: member.userId, role: "member" });
    expect(
      (await callAs(ctx.app, member).get(`/v1/user/deal/${deal.id}/documents/${doc.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, mine).get(`/v1/user/deal/${deal.id}/documents/not-a-uuid`)).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/v1/user/deal/${deal.id}/documents` }))
        .statusCode,
    ).toBe(401);
    expect(await list(mine, deal.id)).toHaveLength(1);
  });

  it("reuses the borrower's documents on its next deal (the vault)", async () => {
    const user = await broker();
    const first = await createDeal(user);
    const doc = (await upload(ctx.app, user, first.id, pdfForm())).json();
    const next = await createDeal(user, { borrowerId: first.borrower.id });
    expect((await list(user, next.id)).map((d) => d.id)).toEqual([doc.id]);
    expect(
      (await callAs(ctx.app, user).get(`/v1/user/deal/${next.id}/documents/${doc.id}`)).statusCode,
    ).toBe(200);
  });

  it("gives each document its expiry status and lets its type and date change", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const statusFor = async (expiresOn?: string) =>
      (
        await upload(
          ctx.app,
          user,
          deal.id,
          pdfForm(undefined, undefined, { type: "identity", ...(expiresOn ? { expiresOn } : {}) }),
        )
      ).json();
    expect((await statusFor()).expiryStatus).toBe("unknown");
    expect((await statusFor(isoDay(-1))).expiryStatus).toBe("expired");
    expect((await statusFor(isoDay(0))).expiryStatus).toBe("expiring");
    expect((await statusFor(isoDay(30))).expiryStatus).toBe("expiring");
    const valid = await statusFor(isoDay(31));
    expect(valid.expiryStatus).toBe("valid");
    const url = `/v1/user/deal/${deal.id}/documents/${valid.id}`;
    const changed = await ctx.app.inject({
      method: "POST",
      url,
      headers: { authorizationkey: user.token },
      payload: { type: "proof_of_address", expiresOn: isoDay(-5) },
    });
    expect(changed.json()).toMatchObject({ type: "proof_of_address", expiryStatus: "expired" });
    const cleared = await ctx.app.inject({
      method: "POST",
      url,
      headers: { authorizationkey: user.token },
      payload: { expiresOn: null },
    });
    expect(cleared.json()).toMatchObject({ expiresOn: null, expiryStatus: "unknown" });
    const bad = await ctx.app.inject({
      method: "POST",
      url,
      headers: { authorizationkey: user.token },
      payload: { type: "selfie", sha256: "x" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes a document: gone from the list, the download and the disk", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const doc = (await upload(ctx.app, user, deal.id, pdfForm())).json();
    const key = storedObjects().find((k) => k.endsWith(doc.id));
    expect(key).toBeDefined();
    const url = `/v1/user/deal/${deal.id}/documents/${doc.id}`;
    expect(
      (await ctx.app.inject({ method: "DELETE", url, headers: { authorizationkey: user.token } }))
        .statusCode,
    ).toBe(204);
    expect((await callAs(ctx.app, user).get(url)).statusCode).toBe(404);
    expect(await list(user, deal.id)).toEqual([]);
    expect(storedObjects()).not.toContain(key);
    expect(
      (await ctx.app.inject({ method: "DELETE", url, headers: { authorizationkey: user.token } }))
        .statusCode,
    ).toBe(404);
  });

  it("an upload cut off by the client leaves no row, no object and no temporary file", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = ctx.app.server.address() as { port: number };
    const form = multipartForm(pdfForm(sampleFiles.pdf(maxBytes - 100)));
    const partial = form.payload.subarray(0, form.payload.length / 2);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/v1/user/deal/${deal.id}/documents`,
        headers: {
          authorizationkey: user.token,
          ...form.headers,
          "content-length": form.payload.length,
        },
      });
      req.on("error", () => resolve());
      req.write(partial, () => setTimeout(() => (req.destroy(), resolve()), 200));
    });
    // The server notices the closed connection, fails the store and removes what it wrote: wait
    // until it has (a generous bound, not a claim on how soon: decision 058).
    await vi.waitFor(
      async () => {
        expect(await documentRowsOf(ctx.app, deal.borrower.id)).toEqual([]);
        expect(tmpFiles()).toEqual([]);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(storedObjects().filter((k) => k.startsWith(deal.borrower.id))).toEqual([]);
  });

  it("the clean-up removes uploads and deletions a crash cut off, and leaves complete documents", async () => {
    const user = await broker();
    const deal = await createDeal(user);
    const kept = (await upload(ctx.app, user, deal.id, pdfForm())).json();
    const { organization } = (await getUser(ctx.app, user.token)).json();
    // What a SIGKILL leaves: a row still uploading whose object was renamed into place, a row
    // half deleted, and a temporary file.
    const crashed = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [i, id] of crashed.entries()) {
      await ctx.app.database.db.insert(documents).values({
        id,
        organizationId: organization.id,
        borrowerId: deal.borrower.id,
        dealId: deal.id,
        status: i === 0 ? "uploading" : "deleting",
        type: "other",
        fileName: "cut.pdf",
        contentType: "application/pdf",
        storageKey: `${organization.id}/${id}`,
        uploadedBy: user.userId,
      });
      mkdirSync(join(objectsDir, organization.id), { recursive: true });
      writeFileSync(join(objectsDir, organization.id, id), "%PDF-1.4 partial");
    }
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(join(tmpDir, "cut.part"), "%PDF-1.4 par");
    expect(await list(user, deal.id)).toEqual([expect.objectContaining({ id: kept.id })]);
    for (const id of crashed)
      expect(
        (await callAs(ctx.app, user).get(`/v1/user/deal/${deal.id}/documents/${id}`)).statusCode,
      ).toBe(404);
    const removed = await ctx.app.documents.cleanUpInterrupted(new Date(Date.now() + 1000));
    expect(removed).toEqual({ documents: 2, temporary: 1 });
    expect(tmpFiles()).toEqual([]);
    expect(readdirSync(join(objectsDir, organization.id))).toEqual([kept.id]);
    expect((await documentRowsOf(ctx.app, deal.borrower.id)).map((r) => r.status)).toEqual([
      "ready",
    ]);
  });
});
