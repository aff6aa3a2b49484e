import { randomUUID } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { accounts, emailChanges, sessions, users } from "@portal/db/schema/identity";

/** Who has the provider's account `accountId` linked (Google's or Apple's `sub`), if anyone. */
export async function findAccountHolder(db: Executor, providerId: string, accountId: string) {
  const [row] = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
    .limit(1);
  return row?.userId;
}

/** Deletes every session of the user but `keepSessionId` (if any); returns how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepSessionId?: string) {
  const rows = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's session `sessionId` while it lasts (ended or expired sessions are not found). */
export async function findLiveSession(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function emailTaken(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return !!row;
}

/** One pending change per user: a new request replaces the old one. */
export async function replaceEmailChange(db: Executor, values: typeof emailChanges.$inferInsert) {
  await db.delete(emailChanges).where(eq(emailChanges.userId, values.userId));
  await db.insert(emailChanges).values(values);
}

/** Takes (deletes and returns) the user's pending change with this token hash: a link works once. */
export async function takeEmailChange(db: Executor, userId: string, tokenHash: string) {
  const [row] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), eq(emailChanges.userId, userId)))
    .returning();
  return row;
}

export async function setEmail(db: Executor, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * A password account written directly (an outside funder joining, decision 068): better-auth's
 * user and its `credential` account row, as its sign-up writes them, with the address verified.
 */
export async function insertPasswordUser(
  db: Executor,
  account: { id: string; email: string; name: string; passwordHash: string },
) {
  await db.insert(users).values({
    id: account.id,
    email: account.email,
    name: account.name,
    emailVerified: true,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: account.id,
    providerId: "credential",
    userId: account.id,
    password: account.passwordHash,
  });
}
