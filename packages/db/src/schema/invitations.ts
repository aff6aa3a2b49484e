import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberRole, organizations } from "./organizations";

/**
 * Invitations to join an organization (issue 16): claimed with the link's secret (only its hash is
 * kept) or by the invited address once verified, until `expiresAt`. Claimed, declined or revoked,
 * the row goes; one per address and organization.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    role: memberRole("role").notNull(),
    /** SHA-256 of the secret in the emailed link, hex. */
    secretHash: text("secretHash").notNull(),
    invitedBy: text("invitedBy").notNull(),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    sentAt: timestamp("sentAt", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invitations_organization_email_key").on(t.organizationId, t.email)],
);
