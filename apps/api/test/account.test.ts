import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { sessions, users } from "@portal/db/schema/identity";
import { memberships, organizations } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { getUser, password, publicUrl, putUser, uniqueEmail } from "./test-app";
import { signUp, validOnboarding, type SignedUp } from "./factories";
import { callAs } from "./call-as";

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail({ RECENT_LOGIN_SECONDS: "600" }));
});
afterAll(() => close());

const updateEmail = (user: Pick<SignedUp, "token">, email: string, confirmEmail = email) =>
  callAs(app, user).post("/v1/user/updateemail", { email, confirmEmail });
const verifyEmail = (user: Pick<SignedUp, "token">, token: string) =>
  callAs(app, user).post("/v1/user/verifyemail", { token });
const deleteAccount = (user: Pick<SignedUp, "token">) =>
  callAs(app, user).delete("/v1/user/delete");
const signIn = (email: string, pass = password) =>
  app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: publicUrl },
    payload: { email, password: pass },
  });

const changePassword = (cookie: string) =>
  app.inject({
    method: "POST",
    url: "/auth/change-password",
    headers: { origin: publicUrl, cookie },
    payload: { currentPassword: password, newPassword: "another horse battery staple" },
  });

/** Makes every session of the user look as if it signed in `minutes` ago. */
async function ageSessions(userId: string, minutes: number) {
  await app.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, userId));
}

async function onboarded() {
  const user = await signUp(app);
  expect((await putUser(app, user.token, validOnboarding())).statusCode).toBe(200);
  return user;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("change email", () => {
  it("mails the new address; the change happens only when its owner opens the link", async () => {
    const user = await onboarded();
    const newEmail = uniqueEmail("moved");
    const res = await updateEmail(user, newEmail.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "verification_sent", email: newEmail });
    // The old address is told, and nothing changed yet.
    expect(await mail.messageFor(user.email, /about to change/i)).toContain(newEmail);
    expect((await getUser(app, user.token)).json().email).toBe(user.email);

    const link = await mail.linkFor(newEmail, /confirm your new email/i);
    expect(link.startsWith(`${publicUrl}/verify-email?token=`)).toBe(true);
    // Someone else signed in cannot use the link.
    const other = await signUp(app);
    expect((await verifyEmail(other, tokenOf(link))).json().error.code).toBe("verification_failed");

    const done = await verifyEmail(user, tokenOf(link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail, emailVerified: true });
    expect(await mail.messageFor(user.email, /email address was changed/i)).toContain(newEmail);
    expect((await getUser(app, user.token)).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    // A link works once.
    expect((await verifyEmail(user, tokenOf(link))).json().error).toMatchObject({
      code: "verification_failed",
      message: "Verification failed, please log in and try again.",
    });
  });

  it("refuses bad input with the spec's messages and loses nothing", async () => {
    const user = await signUp(app);
    const mismatch = await updateEmail(user, uniqueEmail(), uniqueEmail());
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.issues).toEqual([
      { path: "confirmEmail", code: "emailsDoNotMatch", message: "Emails do not match." },
    ]);
    const invalid = await updateEmail(user, "not-an-email");
    expect(invalid.json().error.issues[0]).toMatchObject({
      path: "email",
      message: "Invalid email address.",
    });
    // One's own address: nothing to change (no other account is revealed).
    const own = await updateEmail(user, user.email);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe("Email already exists.");
    expect((await verifyEmail(user, "short")).json().error.code).toBe("verification_failed");
    expect(
      (
        await callAs(app, user).post("/v1/user/verifyemail", { token: "x".repeat(43), extra: 1 })
      ).json().error.code,
    ).toBe("verification_failed");
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/v1/user/updateemail",
          payload: { email: "a@b.co", confirmEmail: "a@b.co" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("answers an address another account uses exactly as a free one, tells its owner, and changes nothing", async () => {
    const user = await onboarded();
    const taken = await onboarded();
    const free = uniqueEmail("free");
    const answers = [];
    for (const email of [taken.email, free]) {
      const res = await updateEmail(user, email);
      expect(await mail.messageFor(user.email, /about to change/i)).toContain(email);
      answers.push({ status: res.statusCode, body: res.json(), email });
    }
    const [toTaken, toFree] = answers;
    expect(toTaken!.status).toBe(toFree!.status);
    expect(toTaken!.body).toEqual({ status: "verification_sent", email: taken.email });
    expect(toFree!.body).toEqual({ status: "verification_sent", email: free });
    // The owner of the taken address is told, with no link; no confirmation link reaches it.
    const notice = await mail.messageFor(taken.email, /tried to use your email address/i);
    expect(notice).toMatch(/Nothing changed/);
    expect(notice).not.toMatch(/https?:\/\//);
    await expect(mail.messageFor(taken.email, /confirm your new email/i, 500)).rejects.toThrow();
    await mail.linkFor(free, /confirm your new email/i);
    // Nothing changed for either account.
    expect((await getUser(app, user.token)).json().email).toBe(user.email);
    expect((await getUser(app, taken.token)).json().email).toBe(taken.email);
    expect((await signIn(taken.email)).statusCode).toBe(200);
  });

  it("refuses an expired link, and an address someone took in the meantime", async () => {
    const user = await signUp(app);
    const first = uniqueEmail("late");
    await updateEmail(user, first);
    const link = await mail.linkFor(first, /confirm your new email/i);
    await app.database.db.execute(
      sql`update email_changes set "expiresAt" = now() - interval '1 second' where "userId" = ${user.userId}`,
    );
    expect((await verifyEmail(user, tokenOf(link))).json().error.code).toBe("verification_failed");

    const contested = uniqueEmail("contested");
    await updateEmail(user, contested);
    const second = await mail.linkFor(contested, /confirm your new email/i);
    await signUp(app, contested);
    const res = await verifyEmail(user, tokenOf(second));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe("email_already_exists");
  });
});

describe("sensitive actions need a recent sign-in", () => {
  it("refuses change email, delete and change password for an old sign-in, with the spec's message", async () => {
    const user = await onboarded();
    await ageSessions(user.userId, 11);
    for (const res of [await updateEmail(user, uniqueEmail()), await deleteAccount(user)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: "requires_recent_login",
        message: "Requires recent login. Please login again.",
      });
    }
    const change = await changePassword(user.cookie);
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe("SESSION_NOT_FRESH");
    // Reading stays allowed; a fresh sign-in unlocks the action.
    expect((await getUser(app, user.token)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it("a password change ends the other devices' sessions: their tokens are refused at once", async () => {
    const user = await onboarded();
    const elsewhere = await signIn(user.email);
    const cookieOf = (setCookie: unknown) =>
      [setCookie]
        .flat()
        .map((c) => String(c).split(";")[0])
        .join("; ");
    const tokenFor = async (cookie: string) =>
      (await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })).json()
        .token as string;
    const other = await tokenFor(cookieOf(elsewhere.headers["set-cookie"]));
    const changed = await changePassword(user.cookie);
    expect(changed.statusCode).toBe(200);
    // The changer carries on in a new session; the identity service already ended the others.
    const renewed = await tokenFor(cookieOf(changed.headers["set-cookie"]));
    expect(
      (await callAs(app, { token: renewed }).post("/v1/user/password-changed", {})).json(),
    ).toEqual({
      endedSessions: 0,
    });
    expect((await updateEmail({ token: other }, uniqueEmail())).statusCode).toBe(401);
    expect((await deleteAccount({ token: other })).statusCode).toBe(401);
    expect((await getUser(app, other)).statusCode).toBe(401);
    expect(
      (await callAs(app, { token: other }).post("/v1/user/password-changed", {})).statusCode,
    ).toBe(401);
    expect((await getUser(app, renewed)).statusCode).toBe(200);
  });
});

describe("delete account", () => {
  it("erases the person and an organization they owned alone; other people are untouched", async () => {
    const user = await onboarded();
    const bystander = await onboarded();
    const { organization } = (await getUser(app, user.token)).json();
    const res = await deleteAccount(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "deleted" });
    const db = app.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(
      await db.select().from(organizations).where(eq(organizations.id, organization.id)),
    ).toEqual([]);
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await getUser(app, user.token)).statusCode).toBe(401);
    expect((await getUser(app, bystander.token)).statusCode).toBe(200);
    expect(await mail.messageFor(user.email, /account was deleted/i)).toMatch(/deleted/);
    // The address is free again.
    expect((await signUp(app, user.email)).email).toBe(user.email);
  });

  it("makes an owner with members hand the organization over first; a member leaves alone", async () => {
    const owner = await onboarded();
    const member = await signUp(app);
    const { organization } = (await getUser(app, owner.token)).json();
    await app.database.db
      .insert(memberships)
      .values({ organizationId: organization.id, userId: member.userId, role: "member" });
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("owner_must_hand_over");
    expect((await getUser(app, owner.token)).statusCode).toBe(200);

    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(
      await app.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.organizationId, organization.id)),
    ).toHaveLength(1);
    // With the member gone the owner may leave, taking the organization along.
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(
      await app.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, organization.id)),
    ).toEqual([]);
  });

  it("refuses without a token", async () => {
    expect((await app.inject({ method: "DELETE", url: "/v1/user/delete" })).statusCode).toBe(401);
  });
});
