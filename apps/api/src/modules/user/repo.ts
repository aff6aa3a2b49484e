import { eq } from "drizzle-orm";
import { users } from "@portal/db/schema/identity";
import { profiles } from "@portal/db/schema/user";
import type { Db, Executor } from "@portal/db/database";
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<
  typeof profiles.$inferInsert,
  "userId" | "createdAt" | "updatedAt" | "termsAcceptedAt"
>;

export async function findIdentityUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Inserts the profile; returns undefined when one already exists (a concurrent onboarding won). */
export async function insertProfile(db: Executor, userId: string, values: ProfileValues) {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, userId, termsAcceptedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateProfile(db: Executor, userId: string, values: ProfileValues) {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  return row!;
}

/** Keeps the identity service's display name in step with the profile. */
export async function updateIdentityName(db: Executor, userId: string, name: string) {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Deletes the person's identity; sessions, linked accounts, profile and membership go by cascade. */
export async function deleteIdentityUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Points the profile at another avatar (or none); returns the one it pointed at before. */
export async function swapAvatar(db: Db, userId: string, imageId: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: profiles.avatarImage })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for("update");
    if (!row) return undefined;
    await tx
      .update(profiles)
      .set({ avatarImage: imageId, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    return row;
  });
}
