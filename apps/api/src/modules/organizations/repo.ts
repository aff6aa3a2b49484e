import { eq } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { memberships, organizations } from "@portal/db/schema/organizations";
import type { AccountType, MemberRole } from "@portal/contract/user/user-options";


export async function insertOrganization(
  db: Executor,
  values: { name: string; accountType: AccountType; company: Record<string, string> },
) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function insertMembership(db: Executor, values: { organizationId: string; userId: string; role: MemberRole }) {
  await db.insert(memberships).values(values);
}

export async function findMembershipOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row;
}

export async function updateOrganization(
  db: Executor,
  id: string,
  values: { name?: string; company?: Record<string, string> },
) {
  await db.update(organizations).set({ ...values, updatedAt: new Date() }).where(eq(organizations.id, id));
}
