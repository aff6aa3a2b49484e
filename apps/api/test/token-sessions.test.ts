// Issue 13, finding 3: an ID token lives only as long as its session (`sid`).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions } from "@portal/db/schema/identity";
import { describe, expect, it } from "vitest";
import { createBroker, type SignedUp } from "./factories";
import { getUser, password, publicUrl, putUser, useTestApp } from "./test-app";

const cookieOf = (setCookie: unknown) =>
  [setCookie]
    .flat()
    .map((c) => String(c).split(";")[0])
    .join("; ");

async function signInElsewhere(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: publicUrl },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieOf(res.headers["set-cookie"]);
  const token = (
    await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })
  ).json().token as string;
  return { cookie, token };
}

const passwordChanged = (app: FastifyInstance, user: Pick<SignedUp, "token">) =>
  app.inject({
    method: "POST",
    url: "/v1/user/password-changed",
    headers: { authorizationkey: user.token },
    payload: {},
  });

const onboarded = (app: FastifyInstance) => createBroker(app);

describe("ID tokens die with their session (default check window)", () => {
  const ctx = useTestApp();

  it("after sign-out the token neither reads nor writes /v1", async () => {
    const user = await onboarded(ctx.app);
    expect((await getUser(ctx.app, user.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-out",
      headers: { origin: publicUrl, cookie: user.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const read = await getUser(ctx.app, user.token);
    expect(read.statusCode).toBe(401);
    expect(read.json().error.code).toBe("unauthorized");
    expect((await putUser(ctx.app, user.token, { firstName: "Eve" })).statusCode).toBe(401);
  });

  it("after a password change another device's token is refused, and cannot end the changer's session", async () => {
    const user = await onboarded(ctx.app);
    const other = await signInElsewhere(ctx.app, user.email);
    expect((await getUser(ctx.app, other.token)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: "POST",
      url: "/auth/change-password",
      headers: { origin: publicUrl, cookie: user.cookie },
      // As the web sends it: the server ends the other sessions without being asked.
      payload: { currentPassword: password, newPassword: "another horse battery staple" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getUser(ctx.app, other.token)).statusCode).toBe(401);
    expect((await passwordChanged(ctx.app, other)).statusCode).toBe(401);
    // The changer's own session (the one that changed it) goes on.
    const fresh = cookieOf(changed.headers["set-cookie"]) || user.cookie;
    const token = (
      await ctx.app.inject({ method: "GET", url: "/auth/token", headers: { cookie: fresh } })
    ).json().token as string;
    expect((await getUser(ctx.app, token)).statusCode).toBe(200);
  });

  it("a deleted account's token gets 401, never 200 or 500", async () => {
    const user = await onboarded(ctx.app);
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: "/v1/user/delete",
      headers: { authorizationkey: user.token },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await passwordChanged(ctx.app, user)).statusCode).toBe(401);
    expect((await putUser(ctx.app, user.token, { firstName: "Eve" })).statusCode).toBe(401);
    expect((await getUser(ctx.app, user.token)).statusCode).toBe(401);
  });
});

describe("a session ended by another process", () => {
  const ctx = useTestApp({ SESSION_CHECK_SECONDS: "1" });

  it("is refused here within SESSION_CHECK_SECONDS", async () => {
    const user = await onboarded(ctx.app);
    expect((await getUser(ctx.app, user.token)).statusCode).toBe(200);
    // Another API process signed the person out: the row is gone, this process has not heard.
    await ctx.app.database.db.delete(sessions).where(eq(sessions.userId, user.userId));
    const deadline = Date.now() + 1_000;
    const answers: number[] = [];
    for (;;) {
      answers.push((await getUser(ctx.app, user.token)).statusCode);
      if (answers.at(-1) === 401 || Date.now() > deadline + 500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.at(-1)).toBe(401);
    expect(answers.every((status) => status === 200 || status === 401)).toBe(true);
  });
});
