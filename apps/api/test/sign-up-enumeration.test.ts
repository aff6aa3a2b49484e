// Sign-up must not tell whether an address already has an account (decision 022): the same
// status, headers and body shape, the same password-hash work, no session either way; the owner
// of a taken address is mailed instead.
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@portal/db/schema/identity";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { jobsDone, password, publicUrl, uniqueEmail } from "./test-app";
import { signUp } from "./factories";

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail());
});
afterAll(() => close());

const signUpAs = (email: string, pass = password, remoteAddress?: string) =>
  app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    remoteAddress,
    headers: { origin: publicUrl },
    payload: { email, password: pass, name: "Ann", callbackURL: "/verify?verified=1" },
  });

/** A value's shape: its keys and their types, all the way down. */
const shape = (value: unknown): unknown =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? value.map(shape)
      : typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value as object)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, shape(v)]),
          )
        : typeof value;

describe("sign-up and addresses that already have an account", () => {
  it("answers a taken address like a new one, opens no session, and mails the owner instead", async () => {
    const owner = await signUp(app, uniqueEmail("owner"));
    await mail.messageFor(owner.email, /verify your email/i);
    const fresh = await signUpAs(uniqueEmail("fresh"));
    const taken = await signUpAs(owner.email, "an intruder's passphrase");

    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(res.json()).toMatchObject({
        token: null,
        user: { name: "Ann", emailVerified: false },
      });
    }
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.json().user.email).toBe(owner.email);
    expect(taken.json().user.id).not.toBe(owner.userId);

    // The new address is asked to verify; the owner is told, with the ways back in.
    await mail.linkFor(fresh.json().user.email, /verify your email/i);
    const notice = await mail.messageFor(owner.email, /tried to register/i);
    expect(notice).toContain(`Log in: ${publicUrl}/`);
    expect(notice).toContain(`${publicUrl}/forgot-password`);
    // Nothing more: every mail queued so far is sent once the queue is drained.
    await jobsDone(app);
    expect(mail.received.filter((m) => JSON.stringify(m.to).includes(owner.email))).toEqual([]);

    // The account is the owner's as it was: one user, the owner's password, not the intruder's.
    expect(
      await app.database.db.select().from(users).where(eq(users.email, owner.email)),
    ).toHaveLength(1);
    const signIn = (pass: string) =>
      app.inject({
        method: "POST",
        url: "/auth/sign-in/email",
        headers: { origin: publicUrl },
        payload: { email: owner.email, password: pass },
      });
    expect((await signIn("an intruder's passphrase")).statusCode).toBe(401);
    expect((await signIn(password)).statusCode).toBe(200);
  });

  // The cost that could tell the two apart is the password hash (a new address's account write is
  // a small share of it): both paths run it once, with the password sent, before answering. The
  // time itself is measured by bench/sign-up-enumeration.ts (decision 058), not asserted here.
  it("does the same password-hash work for a taken address as for a new one", async () => {
    const owner = await signUp(app, uniqueEmail("slow"));
    const hashing = vi.spyOn((await app.auth.$context).password, "hash");
    try {
      for (const email of [uniqueEmail("fast"), owner.email]) {
        hashing.mockClear();
        expect((await signUpAs(email, "a passphrase of its own")).statusCode).toBe(200);
        expect(hashing.mock.calls).toEqual([["a passphrase of its own"]]);
        await expect(hashing.mock.results[0]!.value).resolves.toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
      }
    } finally {
      hashing.mockRestore();
    }
  });

  it("takes JSON only, and mails one address at most five times in 15 minutes, taken or not", async () => {
    const form = await app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
      payload: `email=${encodeURIComponent(uniqueEmail("form"))}&password=${encodeURIComponent(password)}&name=Ann`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe("unsupported_content_type");

    const email = uniqueEmail("flood");
    for (let i = 0; i < 5; i++)
      expect((await signUpAs(email, password, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    const refused = await signUpAs(email, password, "192.0.2.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
  });
});
