// Multipart forms the parser cannot read, sent to every multipart route (a deal's document upload,
// a deal's update): each is a 4xx in the error envelope with a clear message, never a 500, and
// nothing of it is stored.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { messages } from "@portal/contract/messages";
import { documentRowsOf, sampleFiles, useTestApp } from "./test-app";
import { createBroker, createDeal, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const dataDir = mkdtempSync(join(tmpdir(), "portal-malformed-"));
const ctx = useTestApp({ DATA_DIR: dataDir });
const storeDir = join(dataDir, "documents");

/** Every file the local object store holds (objects and unfinished uploads). */
function storedFiles(dir = storeDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const boundary = "----portalMalformed";
/** A part's bytes: its headers as given (so a test can leave one out), then its content. */
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);
const field = (name: string, value: string) =>
  part(`Content-Disposition: form-data; name="${name}"`, value);
const file = (content: Buffer, name = "file") =>
  part(
    `Content-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf`,
    content,
  );
const end = Buffer.from(`--${boundary}--\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
const contentType = `multipart/form-data; boundary=${boundary}`;

interface Case {
  name: string;
  body: Buffer;
  contentType?: string;
  status?: number;
  code?: string;
  message?: string;
}

function post(user: SignedUp, url: string, c: Case) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: { authorizationkey: user.token, "content-type": c.contentType ?? contentType },
    payload: c.body,
  });
}

function expectAnswer(res: LightMyRequestResponse, c: Case) {
  const { status = 400, code = "invalid_form", message = messages.invalidForm } = c;
  expect(res.statusCode, `${c.name}: ${res.body}`).toBe(status);
  expect(res.json().error, c.name).toMatchObject({ code, message, requestId: expect.any(String) });
}

describe("malformed multipart forms", () => {
  it("a deal's document upload: each is a clear 4xx and nothing is stored", async () => {
    const broker = await createBroker(ctx.app, "Malformed Brokers");
    const deal = await createDeal(ctx.app, broker);
    const pdf = sampleFiles.pdf(200_000);
    const whole = form(field("type", "bank_statement"), file(pdf));
    const cases: Case[] = [
      { name: "no boundary", body: whole, contentType: "multipart/form-data" },
      {
        name: "another boundary than the body's",
        body: whole,
        contentType: "multipart/form-data; boundary=somethingElse",
      },
      { name: "cut off in the file", body: whole.subarray(0, whole.length - 100_000) },
      { name: "cut off before the closing boundary", body: whole.subarray(0, whole.length - 10) },
      {
        name: "cut off in a part's headers",
        body: Buffer.concat([field("type", "other"), Buffer.from(`--${boundary}\r\nContent-Dis`)]),
      },
      {
        name: "a field without a name",
        body: form(part("Content-Disposition: form-data", "other"), file(pdf)),
        message: messages.formPartWithoutName,
      },
      {
        name: "a file without a name",
        body: form(
          field("type", "other"),
          part('Content-Disposition: form-data; filename="a.pdf"', pdf),
        ),
        message: messages.formPartWithoutName,
      },
      {
        name: "a field named __proto__ after the file",
        body: form(field("type", "other"), file(pdf), field("__proto__", "x")),
      },
      {
        name: "more fields than a document has",
        body: form(...Array.from({ length: 13 }, (_, i) => field(`f${i}`, "x")), file(pdf)),
        status: 413,
        code: "too_many_parts",
        message: messages.tooManyParts,
      },
      {
        name: "a value longer than a field may be",
        body: form(field("type", "x".repeat(5000)), file(pdf)),
        code: "validation_failed",
        message: messages.invalidValue,
      },
      {
        name: "a bad field after a complete file",
        body: form(field("type", "other"), file(pdf), field("expiresOn", "tomorrow")),
        code: "validation_failed",
        message: messages.invalidValue,
      },
    ];
    const url = `/v1/user/deal/${deal.id}/documents`;
    for (const c of cases) {
      expectAnswer(await post(broker, url, c), c);
      expect(storedFiles(), c.name).toEqual([]);
    }
    expect((await callAs(ctx.app, broker).get(url)).json().items).toEqual([]);
    expect(await documentRowsOf(ctx.app, deal.borrower.id)).toEqual([]);
    // The same route still takes a good form.
    expect((await post(broker, url, { name: "good", body: whole })).statusCode).toBe(201);
  });

  it("a deal's update from form fields: each is a clear 4xx and the deal is unchanged", async () => {
    const broker = await createBroker(ctx.app, "Malformed Fields Brokers");
    const deal = await createDeal(ctx.app, broker, { purpose: "Ovens" });
    const whole = form(field("purpose", "Vans"), field("version", String(deal.version)));
    const cases: Case[] = [
      { name: "no boundary", body: whole, contentType: "multipart/form-data" },
      {
        name: "another boundary than the body's",
        body: whole,
        contentType: "multipart/form-data; boundary=somethingElse",
      },
      { name: "cut off in a field", body: whole.subarray(0, whole.length - 20) },
      { name: "cut off before the closing boundary", body: whole.subarray(0, whole.length - 5) },
      {
        name: "a field without a name",
        body: form(part("Content-Disposition: form-data", "Vans"), field("version", "1")),
        message: messages.formPartWithoutName,
      },
      {
        name: "a field named __proto__",
        body: form(field("__proto__", "x"), field("version", "1")),
      },
      {
        name: "more fields than a deal has",
        body: form(...Array.from({ length: 61 }, (_, i) => field(`f${i}`, "x"))),
        status: 413,
        code: "too_many_parts",
        message: messages.tooManyParts,
      },
      {
        name: "a file in the deal's form",
        body: form(field("version", "1"), file(sampleFiles.pdf(), "purpose")),
        code: "validation_failed",
        message: messages.invalidValue,
      },
    ];
    const url = `/v1/user/deal/${deal.id}`;
    for (const c of cases) expectAnswer(await post(broker, url, c), c);
    expect((await callAs(ctx.app, broker).get(url)).json()).toMatchObject({
      purpose: "Ovens",
      version: deal.version,
    });
    expect((await post(broker, url, { name: "good", body: whole })).json()).toMatchObject({
      purpose: "Vans",
    });
  });
});
