import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LinkEventKind } from "@portal/contract/funder-links/funder-link-schemas";
import { submissions } from "./submissions";

/**
 * A deal sent to an outside funder reaches it by a secure link (issue 39, docs/decisions/068):
 * its newest link is the one that stands, to the addresses it was sent to. The token is never
 * stored, only its SHA-256; renewing revokes the standing link and makes a new one (so the old
 * mail's link says it ended), revoking ends it.
 */
export const funderLinks = pgTable(
  "funder_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submissionId")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    tokenHash: text("tokenHash").notNull(),
    /** Lower case; only these may ask for a code. */
    emails: text("emails").array().notNull(),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revokedAt", { withTimezone: true }),
    revokedBy: text("revokedBy"),
    createdBy: text("createdBy").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("funder_links_token_key").on(t.tokenHash),
    index("funder_links_submission_idx").on(t.submissionId, t.createdAt),
  ],
);

/** A one-time code mailed to one address of a link: its hash, its life and the wrong tries. */
export const funderLinkCodes = pgTable(
  "funder_link_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("linkId")
      .notNull()
      .references(() => funderLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("codeHash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    usedAt: timestamp("usedAt", { withTimezone: true }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("funder_link_codes_link_email_idx").on(t.linkId, t.email, t.createdAt)],
);

/** A browser that proved an address of the link by its code: it holds the token (a cookie). */
export const funderLinkBrowsers = pgTable(
  "funder_link_browsers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("linkId")
      .notNull()
      .references(() => funderLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("tokenHash").notNull(),
    verifiedAt: timestamp("verifiedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("funder_link_browsers_token_key").on(t.tokenHash)],
);

/** Every open, download, code and change of a link: what the broker reads. */
export const funderLinkEvents = pgTable(
  "funder_link_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("linkId")
      .notNull()
      .references(() => funderLinks.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LinkEventKind>().notNull(),
    email: text("email"),
    documentId: uuid("documentId"),
    /** The document's name when downloaded (kept if the document goes). */
    documentName: text("documentName"),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("funder_link_events_link_idx").on(t.linkId, t.at)],
);
